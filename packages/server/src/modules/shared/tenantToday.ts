import { DEFAULT_TENANT_SETTINGS, localNow } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { readSettings } from '../tenantSettings/service.js';
import type { FormMoment } from './dataDefinition.js';

/** Today in the tenant's time zone (the request's moment on the tenant's wall clock). */
export async function tenantToday(tx: Tx, moment: FormMoment): Promise<string> {
  const settings = await readSettings(tx);
  const timeZone = settings.timeZone ?? (DEFAULT_TENANT_SETTINGS.timeZone as string);
  return localNow(moment.at, timeZone).slice(0, 10);
}
