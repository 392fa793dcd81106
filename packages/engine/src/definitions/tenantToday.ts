import { localNow } from '../dates/dateOperations.js';
import { DEFAULT_TENANT_SETTINGS, type TenantSettings } from './tenantSettings.js';

/**
 * The day an instant falls on in the time zone of the tenant's settings (the default zone until they name
 * one): the tenant's "today", the same in the browser and on the server whatever clock either runs on.
 */
export function todayIn(settings: Pick<Partial<TenantSettings>, 'timeZone'>, at: Date): string {
  const timeZone = settings.timeZone ?? (DEFAULT_TENANT_SETTINGS.timeZone as string);
  return localNow(at, timeZone).slice(0, 10);
}
