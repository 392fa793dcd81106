import {
  CONTRACT_OPERATION_ACTION_TYPES,
  type ContractOperation,
  type QuoteContext,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { OPEN_QUOTE_STATUSES } from '../policies/service.js';
import { loanDataOn } from '../quotes/quoteCoreFields.js';
import { productOf, quoteContext, quoteForm, QUOTE_KINDS } from '../quotes/service.js';
import type { UserActor } from '../shared/actor.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { tenantToday } from '../shared/tenantToday.js';
import { LOAN_KIND } from './service.js';

/**
 * `POST /api/loans/{id}/init-quote/{action}`: stores a loan application of the operation's action type on
 * the loan (status NEW, the loan's product version and data, its first payment date after today); its LEND
 * performs the operation (lend.ts). A
 * loan has one open application at most (409 `loanHasActiveQuote`: the loan row is locked, so two starts take
 * turns); the move must be allowed from the loan's status (409) to the caller (403).
 */
export async function initLoanQuote(
  tx: Tx,
  actor: UserActor,
  permissions: readonly string[],
  moment: FormMoment,
  loanId: string,
  operation: ContractOperation,
): Promise<QuoteContext> {
  const loan = await LOAN_KIND.read(tx, loanId, true);
  LOAN_KIND.requireMove(loan.status, operation, permissions);
  const open = await tx.query('select 1 from quote where current_loan_id = $1 and status = any($2::text[])', [
    loan.id,
    OPEN_QUOTE_STATUSES,
  ]);
  if (open.rowCount > 0) throw httpError(409, 'loanHasActiveQuote');
  const kind = QUOTE_KINDS.LENDING;
  const version = await productOf(tx, loan.product_id, loan.product_version_id);
  const { row } = await kind.save(tx, actor, {
    before: null,
    form: await quoteForm(tx, kind, version, moment),
    data: loanDataOn(version.definitions, loan.data, await tenantToday(tx, moment)),
    moment,
    set: {
      action_type: CONTRACT_OPERATION_ACTION_TYPES[operation],
      product_id: loan.product_id,
      product_version_id: loan.product_version_id,
      current_loan_id: loan.id,
    },
    operation: { name: 'SAVE', permissions },
  });
  return quoteContext(tx, kind, row, permissions, moment);
}
