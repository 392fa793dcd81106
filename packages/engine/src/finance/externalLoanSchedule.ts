/**
 * A loan schedule another calculator made (a loan-calculator integration), taken only when it keeps the
 * terms it was asked for, and summed exactly as the engine's own schedules are: the summary, IRR and APR of
 * a loan never depend on who computed its instalments.
 */
import { compareDates, type PlainDate } from '../dates/plainDate.js';
import { fromMinorUnits, toMinorUnits } from '../money/money.js';
import { FinanceInputError } from './financeInputError.js';
import { requireDate } from './inputChecks.js';
import { checkLoanTerms, type LoanSchedule, type LoanScheduleInput } from './loanSchedule.js';
import { loanSummary } from './loanSummary.js';

/** One instalment as a calculator answers it: amounts in decimal units of the loan's currency. */
export interface ExternalInstallment {
  dueDate: PlainDate;
  startDate: PlainDate;
  endDate: PlainDate;
  principal: number;
  interest: number;
  /** The commission spread over the instalments, when it is not added to the loan amount. */
  commission?: number;
}

/**
 * The schedule of `installments` for the terms of `input` (checked as `loanSchedule` checks them). Refused
 * with a FinanceInputError on `installments` unless there is one instalment a month of the term, due dates
 * rise after the issue date, each period ends before its due date, amounts are exact in the currency and
 * not negative, the principal lines repay exactly what is financed and the commission lines add up to the
 * commission not financed. The monthly payment is the instalment total that recurs most (the first one of
 * those that recur as often).
 */
export function externalLoanSchedule(
  input: Omit<LoanScheduleInput, 'calculator'>,
  installments: readonly ExternalInstallment[],
): LoanSchedule {
  const terms = checkLoanTerms(input);
  const { currency } = terms;
  const refuse = (key: string, index?: number): never => {
    throw new FinanceInputError(index === undefined ? 'installments' : `installments.${index}`, key);
  };
  const exact = (amount: unknown, index: number): number => {
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0)
      return refuse('mustBeAmount', index);
    const minor = toMinorUnits(amount, currency);
    return fromMinorUnits(minor, currency) === amount ? minor : refuse('mustBeAmount', index);
  };
  if (installments.length !== terms.termMonths) refuse('oneInstalmentPerMonth');
  let previousDue = terms.issueDate;
  const rows = installments.map((installment, index) => {
    const field = `installments.${index}`;
    const dueDate = requireDate(installment.dueDate, `${field}.dueDate`);
    const startDate = requireDate(installment.startDate, `${field}.startDate`);
    const endDate = requireDate(installment.endDate, `${field}.endDate`);
    if (compareDates(dueDate, previousDue) <= 0) refuse('dueDatesMustRise', index);
    if (compareDates(startDate, endDate) > 0 || compareDates(endDate, dueDate) >= 0)
      refuse('invalidPeriod', index);
    previousDue = dueDate;
    return {
      dueDate,
      startDate,
      endDate,
      principal: exact(installment.principal, index),
      interest: exact(installment.interest, index),
      commission: exact(installment.commission ?? 0, index),
    };
  });
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  if (sum((row) => row.principal) !== terms.financed) refuse('principalMustRepayLoan');
  const spread = input.addCommissionToLoanAmount ? 0 : terms.commission;
  if (sum((row) => row.commission) !== spread) refuse('commissionMustAddUp');

  const money = (minor: number) => fromMinorUnits(minor, currency);
  const totals = rows.map((row) => row.principal + row.interest + row.commission);
  return {
    installments: rows.map(({ dueDate, startDate, endDate, principal, interest, commission }) => ({
      dueDate,
      startDate,
      endDate,
      lines: [
        ...(commission === 0 ? [] : [{ type: 'COMMISSION' as const, amount: money(commission) }]),
        { type: 'INTEREST' as const, amount: money(interest) },
        { type: 'PRINCIPAL' as const, amount: money(principal) },
      ],
    })),
    summary: loanSummary({
      currency,
      issueDate: terms.issueDate,
      disbursed: terms.principal,
      financed: terms.financed,
      commission: terms.commission,
      interest: sum((row) => row.interest),
      monthlyPayment: mostFrequent(totals),
      instalments: rows.map(({ dueDate }, index) => ({ dueDate, total: totals[index] ?? 0 })),
    }),
  };
}

/** The value that occurs most often; of those that occur as often, the first. */
function mostFrequent(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? 0;
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}
