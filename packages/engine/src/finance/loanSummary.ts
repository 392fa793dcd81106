/**
 * The loan summary of a quote from its schedule:
 * - `apr`: the APRC of the borrower's cash flows — the amount disbursed at the issue date against every
 *   instalment's total (principal, interest, commission and costs) on its due date — with times counted in
 *   equal months plus days (`aprcTimes` 'months'). An effective annual rate.
 * - `irr`: the internal rate of return of the same flows taken one month apart, annualised nominally
 *   (monthly IRR × 12), so a loan without charges on whole months has `irr` equal to its interest rate.
 * Both are percentages rounded half away from zero to two decimals (12.68 means 12.68 %).
 */
import { daysBetween, type PlainDate } from '../dates/plainDate.js';
import { fromMinorUnits } from '../money/money.js';
import { roundMinor } from './roundMinor.js';
import { aprc } from './aprc.js';
import { aprcTimes } from './aprcTimes.js';
import { irr } from './irr.js';
import type { LoanSummary } from './types.js';

export interface LoanSummaryInput {
  currency: string;
  issueDate: PlainDate;
  /** Money paid out to the borrower, minor units. */
  disbursed: number;
  /** Principal to repay, minor units. */
  financed: number;
  commission: number;
  interest: number;
  monthlyPayment: number;
  /** Each instalment's due date and total, minor units. */
  instalments: readonly { dueDate: PlainDate; total: number }[];
}

export function loanSummary(input: LoanSummaryInput): LoanSummary {
  const { currency, issueDate, disbursed, instalments } = input;
  const money = (minor: number) => fromMinorUnits(minor, currency);
  const times = aprcTimes(
    issueDate,
    instalments.map(({ dueDate }) => dueDate),
    'months',
  );
  const repayments = instalments.map(({ total }, index) => ({ t: times[index] ?? 0, amount: total }));
  const monthly = irr([-disbursed, ...instalments.map(({ total }) => total)]);
  const firstPaymentDate = instalments[0]?.dueDate ?? issueDate;
  return {
    firstPaymentDate,
    daysFromIssueTillFirstPayment: daysBetween(issueDate, firstPaymentDate),
    actionPrincipal: money(input.financed),
    actionInterest: money(input.interest),
    actionCost: money(input.interest + input.commission),
    deltaCommission: money(input.commission),
    monthlyPayment: money(input.monthlyPayment),
    irr: percent(monthly * 12),
    apr: percent(aprc([{ t: 0, amount: -disbursed }, ...repayments])),
  };
}

function percent(fraction: number): number {
  return roundMinor(fraction * 10000) / 100;
}
