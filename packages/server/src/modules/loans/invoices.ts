import {
  addMonths,
  CALCULATED_LINE_TYPES,
  CONTRACT_WORKFLOW,
  hasStatusFlag,
  validationMessage,
  type LoanPaymentCalculation,
  type NewLoanInvoice,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { UserActor } from '../shared/actor.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { answerOf, exactMinorUnits, loanToChange, savedReplay, store, type LoanAsRead } from './payments.js';
import { installmentRows, type LoanRow } from './service.js';

/** The loan locked for a change of its instalments: 409 when closed or when its version is stale. */
async function openLoan(tx: Tx, asRead: LoanAsRead): Promise<LoanRow> {
  const loan = await loanToChange(tx, asRead);
  if (!hasStatusFlag(CONTRACT_WORKFLOW, loan.status, 'hasFullSchedule')) {
    throw httpError(409, 'notAllowedFromStatus');
  }
  return loan;
}

/**
 * `POST /api/contract/{id}/installment`: adds the invoice to the loan (status NEW, dates by default today to
 * a month later) and answers the replay of the payments over the instalments with it. 400 for an end before
 * the start or an amount finer than the currency's subunit.
 */
export async function addInvoice(
  tx: Tx,
  actor: UserActor,
  loanId: string,
  invoice: NewLoanInvoice,
  today: string,
  moment: FormMoment,
): Promise<LoanPaymentCalculation> {
  const loan = await openLoan(tx, { loanId, version: invoice.version });
  const startDate = invoice.startDate ?? today;
  const dueDate = invoice.dueDate ?? today;
  const endDate = invoice.endDate ?? addMonths(startDate, 1);
  const refused = (field: string): never => {
    throw httpError(400, 'validationFailed', {
      [field]: [validationMessage('notAllowed', {}, moment.locale)],
    });
  };
  if (endDate < startDate) refused('endDate');
  const lines = invoice.lines.map((line, index) => {
    const minor = exactMinorUnits(line.amount, loan.currency);
    if (minor === undefined) return refused(`lines.${index}.amount`);
    return { type: line.type, amount: minor };
  });
  await tx.query(
    `insert into loan_installment (tenant_id, loan_id, due_date, start_date, end_date, status, lines)
     values ($1, $2, $3, $4, $5, 'NEW', $6)`,
    [actor.tenantId, loan.id, dueDate, startDate, endDate, JSON.stringify(lines)],
  );
  const result = await savedReplay(tx, loan, today);
  return answerOf(result, loan, await store(tx, actor, loan, result, 'CREATE_INSTALLMENT'));
}

/**
 * `DELETE /api/contract/{id}/installment/{installmentId}`: only an instalment none of whose lines is
 * calculated (interest, penalty, principal) and none has allocations, of a loan not changed since the caller
 * read it (409 otherwise); answers the replay without it.
 */
export async function deleteInvoice(
  tx: Tx,
  actor: UserActor,
  asRead: LoanAsRead,
  installmentId: string,
  today: string,
): Promise<LoanPaymentCalculation> {
  const loan = await openLoan(tx, asRead);
  const installment = (await installmentRows(tx, loan.id)).find((row) => row.id === installmentId);
  if (installment === undefined) throw httpError(404, 'Not Found');
  const calculated = installment.lines.some((line) => CALCULATED_LINE_TYPES.includes(line.type));
  const allocated = (installment.allocated ?? []).some((line) => line.allocations.length > 0);
  if (calculated || allocated) throw httpError(409, 'installmentNotDeletable');
  await tx.query('delete from loan_installment where id = $1', [installmentId]);
  const result = await savedReplay(tx, loan, today);
  return answerOf(result, loan, await store(tx, actor, loan, result, 'DELETE_INSTALLMENT'));
}
