/**
 * The interest periods of a monthly loan schedule. Instalment i is due i months after the first payment
 * date, or i + 1 months after the issue date when there is none — always counted from that anchor, so a 31st
 * stays the 31st where the month has one. Its period runs from the previous due date, or the issue date for
 * the first, up to its due date: [startDate, dueDate).
 *
 * Period rates by day count:
 * - '30/360': a whole month is exactly rate / 12. A broken first period (the first payment not one month
 *   after the issue) counts its days by 30E/360: months × 30 plus the day difference, days 31 read as 30.
 * - 'actual/365': every period is rate × its actual days / 365.
 */
import { parsePlainDate, type PlainDate } from '../dates/plainDate.js';
import { epochDay, monthlyDates } from './monthlyDates.js';

export const DAY_COUNTS = ['30/360', 'actual/365'] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

export interface LoanPeriod {
  startDate: PlainDate;
  /** The last day of the period, the day before its due date. */
  endDate: PlainDate;
  dueDate: PlainDate;
  /** Interest of the period as a fraction of the balance. */
  rate: number;
}

export interface LoanPeriodsInput {
  issueDate: PlainDate;
  /** Default: one month after the issue date (a whole first month). */
  firstPaymentDate?: PlainDate;
  termMonths: number;
  /** Annual interest rate as a fraction (0.12 = 12 %). */
  annualRate: number;
  dayCount: DayCount;
}

export function loanPeriods(input: LoanPeriodsInput): LoanPeriod[] {
  const { issueDate, firstPaymentDate, termMonths, annualRate, dayCount } = input;
  const [oneMonthOn] = monthlyDates(issueDate, 1, 1);
  const dues = firstPaymentDate
    ? monthlyDates(firstPaymentDate, 0, termMonths)
    : monthlyDates(issueDate, 1, termMonths);
  const brokenFirst = dues[0]?.date !== oneMonthOn?.date;
  let startDate = issueDate;
  let startDay = epochDay(parsePlainDate(issueDate));
  return dues.map(({ date, dayBefore, epochDay: dueDay }, index) => {
    const rate =
      dayCount === 'actual/365'
        ? (annualRate * (dueDay - startDay)) / 365
        : index === 0 && brokenFirst
          ? (annualRate * days30E360(startDate, date)) / 360
          : annualRate / 12;
    const period = { startDate, endDate: dayBefore, dueDate: date, rate };
    startDate = date;
    startDay = dueDay;
    return period;
  });
}
/** Days between two dates by the 30E/360 (Eurobond) convention. */
export function days30E360(from: PlainDate, to: PlainDate): number {
  const a = parsePlainDate(from);
  const b = parsePlainDate(to);
  return 360 * (b.year - a.year) + 30 * (b.month - a.month) + (Math.min(b.day, 30) - Math.min(a.day, 30));
}
