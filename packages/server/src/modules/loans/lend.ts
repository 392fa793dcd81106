import {
  allocatePayments,
  toMinorUnits,
  validationMessage,
  type ContractParty,
  type LoanSchedule,
  type LoanTransactionSummary,
  type QuoteContext,
  type SaveQuote,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { Derivation } from '../../kit/recordKind.js';
import { partyReferencesIn } from '../../kit/partyReferences.js';
import type { OperationCall } from '../../kit/recordRoutes.js';
import { productService } from '../products/service.js';
import { computeLoanSchedule, type LoanTerms } from '../quotes/loanSchedule.js';
import { performQuoteOperation } from '../quotes/operations.js';
import { loanFieldsOf } from '../quotes/quoteCoreFields.js';
import { coreValuesOf, productOf, QUOTE_KINDS, type QuoteRow } from '../quotes/service.js';
import { tenantToday } from '../shared/tenantToday.js';
import { LOAN_KIND } from './service.js';

/**
 * LEND of a loan application (APPROVED, QUOTED or ACCEPTED), on the quote operations' extension point: the
 * common rules first (version, move, the operation's form), then, in the same database transaction and
 * before the application is written, the loan is created — ACTIVE, its terms the application's, its
 * schedule by the product's calculator stored as instalments, the loan summary on its first transaction NEW,
 * its parties BO (the borrower) and GTR (the other parties the application's objects name) — and the
 * application becomes ISSUED pointing to it (`target_loan_id`, `issue_date`). The application row is locked
 * first, so of two LENDs the second waits and then finds it ISSUED (409); any failure rolls everything back.
 * Without an issue date in its data the loan is issued on the tenant's today. An application of action type
 * TERMINATION (started on a loan) instead moves its loan to TERMINATED (the contract operation TERMINATE, its
 * permission needed too) with a TERMINATION transaction: the debt is still collected by the schedule.
 */
export function lendApplication(tx: Tx, call: OperationCall<SaveQuote>): Promise<QuoteContext> {
  const kind = QUOTE_KINDS.LENDING;
  return performQuoteOperation(tx, kind, call, async (_tx, derivation) => {
    // performQuoteOperation has read and locked the application it names.
    const application = await kind.read(tx, (call.id ?? call.body.quote.id) as string);
    if (application.action_type === 'TERMINATION') {
      const loanId = await terminateLoan(tx, call, application);
      return {
        status: 'ISSUED',
        set: { target_loan_id: loanId, issue_date: await tenantToday(tx, call.moment) },
      };
    }
    // Other loan operations (a change of a loan) are not lent yet.
    if (application.action_type !== 'NEW') throw httpError(409, 'notAllowedForActionType');
    const { loanId, issueDate } = await createLoan(tx, call, application, derivation);
    return { status: 'ISSUED', set: { target_loan_id: loanId, issue_date: issueDate } };
  });
}

/** The borrower (BO) and the other parties named directly on the application's objects (GTR). */
function partiesOf(derivation: Derivation, call: OperationCall<SaveQuote>): ContractParty[] {
  const borrower = coreValuesOf(derivation).contractee;
  if (borrower === null) {
    throw httpError(400, 'validationFailed', {
      contractee: [validationMessage('required', {}, call.moment.locale)],
    });
  }
  const others = partyReferencesIn(derivation.data, derivation.form.compiled.uiSchema)
    .filter(({ path, reference }) => path.length === 2 && reference.id !== borrower.id)
    .map(({ reference }) => ({ role: 'GTR' as const, party: reference }));
  return [{ role: 'BO', party: borrower }, ...others];
}

async function createLoan(
  tx: Tx,
  call: OperationCall<SaveQuote>,
  application: QuoteRow,
  derivation: Derivation,
): Promise<{ loanId: string; issueDate: string }> {
  const { moment, actor } = call;
  const parties = partiesOf(derivation, call);
  const product = await productService.get(tx, application.product_id);
  const fields = loanFieldsOf(derivation.form.definitions, derivation.data, moment.locale);
  const { terms, schedule } = await computeLoanSchedule(tx, product, {}, fields, moment);
  const { currency } = terms;
  const principal = toMinorUnits(terms.principal, currency);
  const lastDue = schedule.installments.at(-1)?.dueDate ?? terms.issueDate;
  const { row } = await LOAN_KIND.save(tx, actor, {
    before: null,
    form: await LOAN_KIND.form(tx, derivation.form.definitions, moment),
    data: derivation.data,
    moment,
    set: {
      status: LOAN_KIND.declaration.workflow?.machine.initial,
      product_id: application.product_id,
      product_version_id: application.product_version_id,
      application_id: application.id,
      start_date: terms.issueDate,
      end_date: lastDue,
      issue_date: terms.issueDate,
      currency,
      principal,
      annual_interest_rate: terms.annualInterestRate,
      loan_term: terms.loanTerm,
      commission_rate: terms.commissionRate,
      add_commission_to_loan_amount: terms.addCommissionToLoanAmount,
      contractee: parties[0]?.party ?? null,
      contractee_id: parties[0]?.party.id ?? null,
      parties: JSON.stringify(parties),
    },
  });
  await insertInstallments(tx, actor.tenantId, row.id, schedule, currency, await tenantToday(tx, moment));
  await tx.query(
    `insert into loan_transaction (tenant_id, loan_id, sequence, action_type, quote_id, issue_date, start_date,
            end_date, currency, principal, parties, loan_summary, data)
     values ($1, $2, 1, 'NEW', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      actor.tenantId,
      row.id,
      application.id,
      terms.issueDate,
      terms.issueDate,
      lastDue,
      currency,
      principal,
      JSON.stringify(parties),
      JSON.stringify(firstSummary(schedule, terms)),
      derivation.data,
    ],
  );
  return { loanId: row.id, issueDate: terms.issueDate };
}

/** The schedule's instalments, with the status and days late they have today. */
async function insertInstallments(
  tx: Tx,
  tenantId: string,
  loanId: string,
  schedule: LoanSchedule,
  currency: string,
  today: string,
): Promise<void> {
  const { installments } = allocatePayments({
    installments: schedule.installments,
    payments: [],
    currency,
    today,
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
        tenantId,
        loanId,
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

/** The loan summary of the first transaction: what it lends is also the loan's total. */
function firstSummary(schedule: LoanSchedule, terms: LoanTerms): Required<LoanTransactionSummary> {
  const { summary } = schedule;
  return {
    firstPaymentDate: summary.firstPaymentDate,
    daysFromIssueTillFirstPayment: summary.daysFromIssueTillFirstPayment,
    actionPrincipal: summary.actionPrincipal,
    actionInterest: summary.actionInterest,
    deltaDisbursed: terms.principal,
    deltaCommission: summary.deltaCommission,
    actionCost: summary.actionCost,
    totalInterest: summary.actionInterest,
    totalPrincipal: summary.actionPrincipal,
    totalDisbursed: terms.principal,
    totalCommission: summary.deltaCommission,
    totalCost: summary.actionCost,
    monthlyPayment: summary.monthlyPayment,
    irr: summary.irr,
    apr: summary.apr,
  };
}

/**
 * TERMINATE of the loan the application acts on, locked first: TERMINATED from today, with a TERMINATION
 * transaction that lends nothing (the loan's totals and rates carried over).
 */
async function terminateLoan(tx: Tx, call: OperationCall<SaveQuote>, application: QuoteRow): Promise<string> {
  if (application.current_loan_id === null) throw httpError(409, 'notAllowedForActionType');
  const loan = await LOAN_KIND.read(tx, application.current_loan_id, true);
  const { definitions } = await productOf(tx, loan.product_id, loan.product_version_id);
  const { row } = await LOAN_KIND.save(tx, call.actor, {
    before: loan,
    version: loan.version,
    form: await LOAN_KIND.form(tx, definitions, call.moment),
    data: loan.data,
    moment: call.moment,
    operation: { name: 'TERMINATE', permissions: call.permissions },
  });
  const today = await tenantToday(tx, call.moment);
  await tx.query(
    `insert into loan_transaction (tenant_id, loan_id, sequence, action_type, quote_id, issue_date, start_date,
            end_date, currency, principal, parties, loan_summary, data)
     select $1, $2, max(sequence) + 1, 'TERMINATION', $3, $4, $4, $5, $6, $7, $8,
            (array_agg(loan_summary order by sequence desc))[1] || $9::jsonb, $10
       from loan_transaction where loan_id = $2`,
    [
      call.actor.tenantId,
      row.id,
      application.id,
      today,
      row.end_date,
      row.currency,
      row.principal,
      JSON.stringify(row.parties),
      JSON.stringify(NOTHING_LENT),
      row.data,
    ],
  );
  return row.id;
}

/** What a transaction that lends nothing puts on its summary over the loan's last one. */
const NOTHING_LENT = {
  actionPrincipal: 0,
  actionInterest: 0,
  deltaDisbursed: 0,
  deltaCommission: 0,
  actionCost: 0,
};
