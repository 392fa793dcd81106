import {
  firstPaymentDate,
  fromMinorUnits,
  toMinorUnits,
  validationMessage,
  type InstallmentLineType,
  type ScheduleCalculator,
  type LoanSchedule,
  type LoanTransactionSummary,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { productService } from '../products/service.js';
import { computeLoanSchedule } from '../quotes/loanSchedule.js';
import { loanFieldPath, loanFieldsOf, type LoanFields } from '../quotes/quoteCoreFields.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import {
  appendTransaction,
  insertInstallments,
  loanActedOn,
  moveLoan,
  partiesOf,
  type LendContext,
  type Lent,
} from './loanWrites.js';
import { savedReplay, store } from './payments.js';
import { installmentRows, type InstallmentRow, type LoanRow } from './service.js';

/** The minor units of a line type over instalments. */
const sumOf = (rows: readonly InstallmentRow[], type: InstallmentLineType) =>
  rows.flatMap((row) => row.lines).reduce((sum, line) => (line.type === type ? sum + line.amount : sum), 0);

/**
 * A change of `loan` by the terms `fields` on `today`, computed and not stored: what LEND of a CHANGE stores
 * and what the application's schedule previews.
 * - The scheduled instalments (those with principal or interest) due by today stay; those due after it are
 *   replaced by a schedule issued today by the product's calculator, over the months the new term leaves
 *   (at least one: 400 on the term otherwise), for the principal they held plus what the new loan amount
 *   adds (the amount cannot be lowered: 400), at the new rate, first due on the first payment date when that
 *   is after today, else on the payment day after today. A change charges no commission.
 * `pathOf` names a refused field as the caller's request does.
 */
export async function planChange(
  tx: Tx,
  loan: LoanRow,
  fields: LoanFields,
  today: string,
  moment: FormMoment,
  pathOf: (field: 'amount' | 'term') => string,
): Promise<LoanChange> {
  const { locale } = moment;
  const refused = (field: 'amount' | 'term', message: string): never => {
    throw httpError(400, 'validationFailed', { [pathOf(field)]: [message] });
  };
  const { currency } = loan;
  const amount = fields.amount ?? { minor: loan.principal, currency };
  if (amount.currency !== currency) refused('amount', validationMessage('notAllowed', {}, locale));
  const increase = amount.minor - loan.principal;
  if (increase < 0) {
    refused(
      'amount',
      validationMessage('minimum', { limit: fromMinorUnits(loan.principal, currency) }, locale),
    );
  }
  const scheduled = (await installmentRows(tx, loan.id)).filter((row) =>
    row.lines.some((line) => line.type === 'PRINCIPAL' || line.type === 'INTEREST'),
  );
  const kept = scheduled.filter((row) => row.due_date <= today);
  const replaced = scheduled.filter((row) => row.due_date > today);
  const loanTerm = fields.loanTerm ?? loan.loan_term;
  const months = loanTerm - kept.length;
  if (months < 1) refused('term', validationMessage('minimum', { limit: kept.length + 1 }, locale));
  const paymentDay = fields.paymentDay ?? Number((scheduled.at(-1)?.due_date ?? today).slice(8));
  const firstDue =
    fields.firstPaymentDate !== null && fields.firstPaymentDate > today
      ? fields.firstPaymentDate
      : firstPaymentDate(today, paymentDay);
  const annualInterestRate = fields.annualInterestRate ?? Number(loan.annual_interest_rate);
  const { calculator, schedule } = await computeLoanSchedule(
    tx,
    await productService.get(tx, loan.product_id),
    {
      amount: fromMinorUnits(sumOf(replaced, 'PRINCIPAL') + increase, currency),
      currency,
      loanTerm: months,
      issueDate: today,
      firstPaymentDate: firstDue,
      annualInterestRate,
      commissionRate: 0,
      addCommissionToLoanAmount: false,
    },
    undefined,
    moment,
  );
  return { amount: amount.minor, increase, replaced, loanTerm, annualInterestRate, calculator, schedule };
}

/** A change of a loan as `planChange` computes it; amounts in minor units of the loan's currency. */
export interface LoanChange {
  /** The loan's new amount. */
  amount: number;
  /** What the change lends over the loan's amount. */
  increase: number;
  /** The scheduled instalments the new schedule replaces. */
  replaced: InstallmentRow[];
  loanTerm: number;
  annualInterestRate: number;
  calculator: ScheduleCalculator;
  /** The schedule of the instalments that replace them. */
  schedule: LoanSchedule;
}

/**
 * CHANGE of the loan the application acts on: the loan is rescheduled from today (the change date) by the
 * application's terms, taken as the loan's new terms as a whole (`planChange`); invoices stay.
 * - The loan takes the application's data, terms and parties, stays ACTIVE, and gets a CHANGE transaction:
 *   what the new schedule lends and costs, the totals moved by it, its monthly payment, IRR and APR.
 * - The payments are replayed over the instalments as they now are.
 */
export async function changeLoan(context: LendContext): Promise<Lent> {
  const { tx, call, derivation, today } = context;
  const { definitions } = derivation.form;
  const loan = await loanActedOn(context);
  const { currency } = loan;
  const { amount, increase, replaced, loanTerm, annualInterestRate, schedule } = await planChange(
    tx,
    loan,
    loanFieldsOf(definitions, derivation.data, call.moment.locale),
    today,
    call.moment,
    (field) => loanFieldPath(definitions, derivation.data, field),
  );

  await tx.query('delete from loan_installment where id = any($1::uuid[])', [replaced.map((row) => row.id)]);
  const parties = await partiesOf(context);
  const changed = await moveLoan(context, loan, 'CHANGE', {
    data: derivation.data,
    set: {
      end_date: schedule.installments.at(-1)?.dueDate ?? loan.end_date,
      principal: amount,
      annual_interest_rate: annualInterestRate,
      loan_term: loanTerm,
      contractee: parties[0]?.party ?? null,
      contractee_id: parties[0]?.party.id ?? null,
      parties: JSON.stringify(parties),
    },
  });
  await insertInstallments(context, changed, schedule);
  const last = await lastSummary(context, loan.id);
  const minor = (amount: number | undefined) => toMinorUnits(amount ?? 0, currency);
  const interestMoved = minor(schedule.summary.actionInterest) - sumOf(replaced, 'INTEREST');
  const summary: LoanTransactionSummary = {
    ...schedule.summary,
    deltaDisbursed: fromMinorUnits(increase, currency),
    deltaCommission: 0,
    totalInterest: fromMinorUnits(minor(last.totalInterest) + interestMoved, currency),
    totalPrincipal: fromMinorUnits(minor(last.totalPrincipal) + increase, currency),
    totalDisbursed: fromMinorUnits(minor(last.totalDisbursed) + increase, currency),
    totalCost: fromMinorUnits(minor(last.totalCost) + interestMoved, currency),
  };
  await appendTransaction(
    context,
    changed,
    { actionType: 'CHANGE', issueDate: today, startDate: today },
    summary,
  );
  await store(tx, call.actor, changed, await savedReplay(tx, changed, today), 'CHANGE');
  return { loanId: changed.id, issueDate: today };
}

/** The loan summary of the loan's last transaction. */
async function lastSummary({ tx }: LendContext, loanId: string): Promise<LoanTransactionSummary> {
  const { rows } = await tx.query<{ loan_summary: LoanTransactionSummary }>(
    'select loan_summary from loan_transaction where loan_id = $1 order by sequence desc limit 1',
    [loanId],
  );
  return rows[0]?.loan_summary ?? { irr: 0, apr: 0 };
}
