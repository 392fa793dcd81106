import {
  fromMinorUnits,
  toMinorUnits,
  validationMessage,
  type ActionType,
  type LoanSchedule,
  type LoanTransactionSummary,
  type QuoteContext,
  type SaveQuote,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { OperationCall } from '../../kit/recordRoutes.js';
import { productService } from '../products/service.js';
import { computeLoanSchedule, type LoanTerms } from '../quotes/loanSchedule.js';
import { performQuoteOperation } from '../quotes/operations.js';
import { loanFieldPath, loanFieldsOf } from '../quotes/quoteCoreFields.js';
import { QUOTE_KINDS } from '../quotes/service.js';
import { tenantToday } from '../shared/tenantToday.js';
import {
  appendTransaction,
  insertInstallments,
  loanActedOn,
  moveLoan,
  partiesOf,
  type LendContext,
  type Lent,
} from './loanWrites.js';
import { savedReplay, settleByRenewal } from './payments.js';
import { changeLoan } from './reschedule.js';
import { LOAN_KIND } from './service.js';

/** What LEND does by the application's action type. */
const LENDS: Partial<Record<ActionType, (context: LendContext) => Promise<Lent>>> = {
  NEW: (context) => createLoan(context, 'NEW'),
  CHANGE: changeLoan,
  RENEWAL: renewLoan,
  TERMINATION: terminateLoan,
};

/**
 * LEND of a loan application (APPROVED, QUOTED or ACCEPTED), on the quote operations' extension point: the
 * common rules first (version, move, the operation's form), then, in the same database transaction and
 * before the application is written, the loan is made or moved by the application's action type, and the
 * application becomes ISSUED pointing to it (`target_loan_id`, `issue_date`). The application row is locked
 * first, so of two LENDs the second waits and then finds it ISSUED (409); any failure rolls everything back.
 * An application acting on a loan also needs the contract operation's permission (e.g. `contract:Change`).
 */
export function lendApplication(tx: Tx, call: OperationCall<SaveQuote>): Promise<QuoteContext> {
  return performQuoteOperation(
    tx,
    QUOTE_KINDS.LENDING,
    call,
    async (_tx, derivation, _schedule, application) => {
      const lend = LENDS[application.action_type];
      if (lend === undefined) throw httpError(409, 'notAllowedForActionType');
      const today = await tenantToday(tx, call.moment);
      const { loanId, issueDate } = await lend({ tx, call, application, derivation, today });
      return { status: 'ISSUED', set: { target_loan_id: loanId, issue_date: issueDate } };
    },
  );
}

/**
 * A new loan, ACTIVE, its terms the application's (issued on its issue date, else today), its schedule by
 * the product's calculator stored as instalments, and its first transaction (`actionType`) with the loan
 * summary.
 */
async function createLoan(context: LendContext, actionType: 'NEW' | 'RENEWAL'): Promise<Lent> {
  const { tx, call, application, derivation } = context;
  const { moment, actor } = call;
  const parties = await partiesOf(context);
  const product = await productService.get(tx, application.product_id);
  const fields = loanFieldsOf(derivation.form.definitions, derivation.data, moment.locale);
  const { terms, schedule } = await computeLoanSchedule(tx, product, {}, fields, moment);
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
      currency: terms.currency,
      principal: toMinorUnits(terms.principal, terms.currency),
      annual_interest_rate: terms.annualInterestRate,
      loan_term: terms.loanTerm,
      commission_rate: terms.commissionRate,
      add_commission_to_loan_amount: terms.addCommissionToLoanAmount,
      contractee: parties[0]?.party ?? null,
      contractee_id: parties[0]?.party.id ?? null,
      parties: JSON.stringify(parties),
    },
  });
  await insertInstallments(context, row, schedule);
  await appendTransaction(
    context,
    row,
    { actionType, issueDate: terms.issueDate, startDate: terms.issueDate },
    firstSummary(schedule, terms),
  );
  return { loanId: row.id, issueDate: terms.issueDate };
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
 * RENEW of the loan the application acts on: a new loan by the application's terms (its first transaction
 * RENEWAL), which settles what the loan still owes — so its amount is at least the loan's closing balance
 * today (400 on the amount otherwise): a settlement payment pays it off — and the loan becomes RENEWED. As with a policy, the RENEWAL
 * transaction is the new loan's; the application names the loan renewed (`currentLoanId`) and the new one
 * (`targetLoanId`).
 */
async function renewLoan(context: LendContext): Promise<Lent> {
  const { tx, call, derivation, today } = context;
  const { locale } = call.moment;
  const loan = await loanActedOn(context);
  const { closingBalance } = (await savedReplay(tx, loan, today)).loanActualInfo;
  const { amount } = loanFieldsOf(derivation.form.definitions, derivation.data, locale);
  const owed = toMinorUnits(closingBalance, loan.currency);
  if (amount !== null && (amount.currency !== loan.currency || amount.minor < owed)) {
    throw httpError(400, 'validationFailed', {
      [loanFieldPath(derivation.form.definitions, derivation.data, 'amount')]: [
        validationMessage('minimum', { limit: fromMinorUnits(owed, loan.currency) }, locale),
      ],
    });
  }
  const renewal = await createLoan(context, 'RENEWAL');
  await settleByRenewal(tx, call.actor, loan, today);
  await moveLoan(context, await LOAN_KIND.read(tx, loan.id), 'RENEW');
  return renewal;
}

/**
 * TERMINATE of the loan the application acts on: TERMINATED from today, with a TERMINATION transaction that
 * lends nothing (the loan's totals and rates carried over); the debt is still collected by the schedule.
 */
async function terminateLoan(context: LendContext): Promise<Lent> {
  const { today } = context;
  const terminated = await moveLoan(context, await loanActedOn(context), 'TERMINATE');
  await appendTransaction(
    context,
    terminated,
    { actionType: 'TERMINATION', issueDate: today, startDate: today },
    NOTHING_LENT,
  );
  return { loanId: terminated.id, issueDate: today };
}

/** What a transaction that lends nothing puts on its summary over the loan's last one. */
const NOTHING_LENT = {
  actionPrincipal: 0,
  actionInterest: 0,
  deltaDisbursed: 0,
  deltaCommission: 0,
  actionCost: 0,
};
