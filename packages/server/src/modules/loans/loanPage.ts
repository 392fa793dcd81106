import type { Loan } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { tenantToday } from '../shared/tenantToday.js';
import { installmentsOn } from './payments.js';
import { loanContext, type LoanRow } from './service.js';
import { loanResponseView } from './view.js';

/**
 * `GET /api/loans/{id}` as the caller may see it: the instalments replayed on the tenant's today, as the
 * contract summary is, so a loan nobody paid shows its instalments late; none when the view hides the schedule.
 */
export async function loanPage(
  tx: Tx,
  row: LoanRow,
  permissions: readonly string[],
  moment: FormMoment,
): Promise<Loan> {
  const view = loanResponseView(permissions);
  const installments = view.showsSchedule ? await installmentsOn(tx, row, await tenantToday(tx, moment)) : [];
  return loanContext(tx, row, permissions, view, installments);
}
