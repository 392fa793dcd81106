import {
  allocatePayments,
  toMinorUnits,
  validationMessage,
  type ContractOperation,
  type ContractParty,
  type LoanSchedule,
  type LoanTransaction,
  type LoanTransactionSummary,
  type SaveQuote,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { Derivation } from '../../kit/recordKind.js';
import type { OperationCall } from '../../kit/recordRoutes.js';
import { coreValuesOf, type QuoteRow } from '../quotes/service.js';
import { LOAN_KIND, type LoanRow } from './service.js';
import { tenantParty } from '../tenantSettings/tenantParty.js';

/** What LEND of a loan application acts with: the application as read and locked, its valid data, today. */
export interface LendContext {
  tx: Tx;
  call: OperationCall<SaveQuote>;
  application: QuoteRow;
  derivation: Derivation;
  today: string;
}

/** What LEND answers: the loan it made or moved, and the application's issue date. */
export interface Lent {
  loanId: string;
  issueDate: string;
}

/**
 * The loan's parties by the application's core fields: its borrower (BO), the guarantor its product version
 * names (GTR; none when it names none or it is the borrower) and the tenant's own party, which lends (LN) —
 * when the tenant's settings name it. Other parties the data names (a lender of an existing loan…) are not
 * the loan's.
 */
export async function partiesOf({ tx, call, derivation }: LendContext): Promise<ContractParty[]> {
  const { contractee: borrower, guarantor } = coreValuesOf(derivation);
  if (borrower === null) {
    throw httpError(400, 'validationFailed', {
      contractee: [validationMessage('required', {}, call.moment.locale)],
    });
  }
  const lender = await tenantParty(tx);
  return [
    { role: 'BO', party: borrower },
    ...(guarantor === null || guarantor.id === borrower.id
      ? []
      : [{ role: 'GTR' as const, party: guarantor }]),
    ...(lender === null ? [] : [{ role: 'LN' as const, party: lender }]),
  ];
}

/** The loan the application acts on (a change, renewal or termination), locked for the move. */
export async function loanActedOn({ tx, application }: LendContext): Promise<LoanRow> {
  if (application.current_loan_id === null) throw httpError(409, 'notAllowedForActionType');
  return LOAN_KIND.read(tx, application.current_loan_id, true);
}

/** The loan moved by a contract operation (its move and permission checked), with `set` and `data` written. */
export async function moveLoan(
  { tx, call, derivation }: LendContext,
  loan: LoanRow,
  operation: ContractOperation,
  change: { data?: Derivation['data']; set?: Record<string, unknown> } = {},
): Promise<LoanRow> {
  const { row } = await LOAN_KIND.save(tx, call.actor, {
    before: loan,
    version: loan.version,
    // The application was started on the loan's product version: the same definitions.
    form: await LOAN_KIND.form(tx, derivation.form.definitions, call.moment),
    data: change.data ?? loan.data,
    moment: call.moment,
    ...(change.set === undefined ? {} : { set: change.set }),
    operation: { name: operation, permissions: call.permissions },
  });
  return row;
}

/** The schedule's instalments stored on the loan, with the status and days late they have today. */
export async function insertInstallments(
  context: LendContext,
  loan: LoanRow,
  schedule: LoanSchedule,
): Promise<void> {
  const { tx, call } = context;
  const { currency } = loan;
  const { installments } = allocatePayments({
    installments: schedule.installments,
    payments: [],
    currency,
    today: context.today,
  });
  for (const installment of installments) {
    const lines = installment.lines.map(({ type, amount }) => ({
      type,
      amount: toMinorUnits(amount, currency),
    }));
    await tx.query(
      `insert into loan_installment (tenant_id, loan_id, due_date, start_date, end_date, status, days_late, lines)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        call.actor.tenantId,
        loan.id,
        installment.dueDate,
        installment.startDate,
        installment.endDate,
        installment.status,
        installment.daysLate,
        JSON.stringify(lines),
      ],
    );
  }
}

/**
 * Appends the application's transaction to the loan, numbered after the last, its parties and amount the
 * loan's as it now stands, its loan summary `summary` over the last transaction's (the first: `summary`).
 */
export async function appendTransaction(
  { tx, call, application, derivation }: LendContext,
  loan: LoanRow,
  transaction: { actionType: LoanTransaction['actionType']; issueDate: string; startDate: string },
  summary: Partial<LoanTransactionSummary>,
): Promise<void> {
  await tx.query(
    `insert into loan_transaction (tenant_id, loan_id, sequence, action_type, quote_id, issue_date, start_date,
            end_date, currency, principal, parties, loan_summary, data)
     select $1, $2, coalesce(max(sequence), 0) + 1, $3, $4, $5, $6, $7, $8, $9, $10,
            coalesce((array_agg(loan_summary order by sequence desc))[1], '{}') || $11::jsonb, $12
       from loan_transaction where loan_id = $2`,
    [
      call.actor.tenantId,
      loan.id,
      transaction.actionType,
      application.id,
      transaction.issueDate,
      transaction.startDate,
      loan.end_date,
      loan.currency,
      loan.principal,
      JSON.stringify(loan.parties),
      JSON.stringify(summary),
      derivation.data,
    ],
  );
}
