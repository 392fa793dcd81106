import { todayIn } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { readSettings } from '../tenantSettings/service.js';
import type { FormMoment } from './dataDefinition.js';

/** Today in the tenant's time zone (the request's moment on the tenant's wall clock). */
export async function tenantToday(tx: Tx, moment: FormMoment): Promise<string> {
  return todayIn(await readSettings(tx), moment.at);
}
