import { DEFAULT_TENANT_SETTINGS, localNow, type TenantSettings } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { readSettings } from '../tenantSettings/service.js';
import type { FormMoment } from './dataDefinition.js';

/** The day a moment falls on in the time zone of the tenant's settings. */
export function todayIn(settings: Partial<TenantSettings>, at: Date): string {
  const timeZone = settings.timeZone ?? (DEFAULT_TENANT_SETTINGS.timeZone as string);
  return localNow(at, timeZone).slice(0, 10);
}

/** Today in the tenant's time zone (the request's moment on the tenant's wall clock). */
export async function tenantToday(tx: Tx, moment: FormMoment): Promise<string> {
  return todayIn(await readSettings(tx), moment.at);
}
