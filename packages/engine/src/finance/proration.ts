/**
 * The money of policy transactions: a term premium split at a date into the part earned before it and the
 * part still to run, by days or by months, and the refund of a cancellation with an optional short-rate
 * holdback. Arithmetic is exact: amounts are integer minor units and each share is a ratio of integers
 * rounded once, half away from zero, so `before + after` is the premium to the cent (docs/money-maths.md).
 */
import { addMonths, compareDates, daysBetween, type PlainDate } from '../dates/plainDate.js';
import { fromMinorUnits } from '../money/money.js';
import { FinanceInputError } from './financeInputError.js';
import { requireAmount, requireCurrency, requireDate, requireOneOf } from './inputChecks.js';

/** DAYS: elapsed days over term days. MONTHS: whole months over term months, a partial month by its days. */
export const PRORATION_METHODS = ['DAYS', 'MONTHS'] as const;
export type ProrationMethod = (typeof PRORATION_METHODS)[number];

export interface ProrateInput {
  /** The premium of the whole term, in major units (non-negative). */
  premium: number;
  currency: string;
  /** First day of the term. */
  termStart: PlainDate;
  /** The day after the term's last day (exclusive): a term of 2026 is 2026-01-01 to 2027-01-01. */
  termEnd: PlainDate;
  /** The day from which the `after` part runs; between termStart and termEnd, both included. */
  splitDate: PlainDate;
  method: ProrationMethod;
}

/** The premium split at the date: earned before it, and for the rest of the term. Sum = premium exactly. */
export interface Proration {
  before: number;
  after: number;
}

export interface CancellationRefundInput extends Omit<ProrateInput, 'splitDate'> {
  /** The first day no longer covered. */
  cancelDate: PlainDate;
  /** Short-rate holdback: percent of the pro-rata refund the insurer keeps, 0–100; default 0. */
  holdbackPercent?: number;
}

export interface CancellationRefund {
  /** The unearned premium: the `after` part of the premium split at the cancel date. */
  proRataRefund: number;
  /** The holdback kept: `holdbackPercent` % of the pro-rata refund, rounded. */
  holdback: number;
  /** What is paid back: the pro-rata refund minus the holdback. */
  refund: number;
}

/** A fraction of the term as a ratio of non-negative integers. */
interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

/** round(value × numerator / denominator) for a non-negative integer value, half away from zero. */
function share(value: number, { numerator, denominator }: Ratio): number {
  if (denominator === 0n) return 0;
  const scaled = BigInt(value) * numerator;
  const quotient = scaled / denominator;
  const remainder = scaled % denominator;
  return Number(remainder * 2n >= denominator ? quotient + 1n : quotient);
}

/** Whole months from `start` to `date` (counted from `start`, a 31st sticking to shorter months' ends). */
function wholeMonths(start: PlainDate, date: PlainDate): number {
  const from = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7));
  const to = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  let months = Math.max(0, to - from);
  while (months > 0 && compareDates(addMonths(start, months), date) > 0) months -= 1;
  return months;
}

/**
 * The months from `start` to `date` as a ratio: the whole months m plus the days d into month m + 1 over
 * that month's days D, i.e. (m·D + d) / D. Months are counted from `start`, so month m + 1 runs from
 * addMonths(start, m) to addMonths(start, m + 1).
 */
function monthsBetween(start: PlainDate, date: PlainDate): Ratio {
  const months = wholeMonths(start, date);
  const monthStart = addMonths(start, months);
  const days = daysBetween(monthStart, date);
  if (days === 0) return { numerator: BigInt(months), denominator: 1n };
  const monthDays = BigInt(daysBetween(monthStart, addMonths(start, months + 1)));
  return { numerator: BigInt(months) * monthDays + BigInt(days), denominator: monthDays };
}

/** The share of the term elapsed at `splitDate`: elapsed / term, by the method. */
function elapsedShare(
  termStart: PlainDate,
  termEnd: PlainDate,
  splitDate: PlainDate,
  method: ProrationMethod,
) {
  if (method === 'DAYS') {
    return {
      numerator: BigInt(daysBetween(termStart, splitDate)),
      denominator: BigInt(daysBetween(termStart, termEnd)),
    };
  }
  const elapsed = monthsBetween(termStart, splitDate);
  const term = monthsBetween(termStart, termEnd);
  return {
    numerator: elapsed.numerator * term.denominator,
    denominator: elapsed.denominator * term.numerator,
  };
}

/** Checked inputs in minor units; throws FinanceInputError naming the field. */
function checkedTerm(input: ProrateInput, splitField: string, premiumField: string) {
  const currency = requireCurrency(input.currency, 'currency');
  const premium = requireAmount(input.premium, currency, premiumField);
  const termStart = requireDate(input.termStart, 'termStart');
  const termEnd = requireDate(input.termEnd, 'termEnd');
  const splitDate = requireDate(input.splitDate, splitField);
  const method = requireOneOf(input.method, PRORATION_METHODS, 'method');
  if (compareDates(termEnd, termStart) <= 0) throw new FinanceInputError('termEnd', 'mustBeAfterStartDate');
  if (compareDates(splitDate, termStart) < 0) {
    throw new FinanceInputError(splitField, 'mustNotBeBeforeStartDate');
  }
  if (compareDates(splitDate, termEnd) > 0) throw new FinanceInputError(splitField, 'mustNotBeAfterEndDate');
  return { currency, premium, termStart, termEnd, splitDate, method };
}

/** The split in integer minor units. */
function prorateMinor(input: ProrateInput, splitField: string, premiumField = 'premium') {
  const { currency, premium, termStart, termEnd, splitDate, method } = checkedTerm(
    input,
    splitField,
    premiumField,
  );
  const before = share(premium, elapsedShare(termStart, termEnd, splitDate, method));
  return { currency, before, after: premium - before };
}

/**
 * Splits a term premium at `splitDate`: `before` is earned from termStart up to the day before splitDate,
 * `after` runs from splitDate to the term's end. DAYS: before = premium × elapsed days / term days (termEnd
 * exclusive). MONTHS: premium × elapsed months / term months, where a partial month counts its days over
 * that month's days. `before` is rounded to the subunit and `after` is the rest, so they sum to the premium.
 */
export function prorate(input: ProrateInput): Proration {
  const { currency, before, after } = prorateMinor(input, 'splitDate');
  return { before: fromMinorUnits(before, currency), after: fromMinorUnits(after, currency) };
}

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** A non-negative number as an exact decimal ratio (12.5 → 125/10), read from its shortest decimal text. */
function decimalRatio(value: number): Ratio {
  const [, whole = '0', fraction = '', exponent = '0'] = DECIMAL.exec(String(value)) ?? [];
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0
    ? { numerator: digits, denominator: 10n ** BigInt(scale) }
    : { numerator: digits * 10n ** BigInt(-scale), denominator: 1n };
}

/**
 * The refund of a cancellation from `cancelDate`: the pro-rata refund is the unearned part of the premium
 * (`prorate(...).after` at the cancel date), the holdback is `holdbackPercent` % of it rounded to the
 * subunit, and the refund is the difference. proRataRefund = holdback + refund exactly.
 */
export function cancellationRefund(input: CancellationRefundInput): CancellationRefund {
  const { cancelDate, holdbackPercent = 0, ...term } = input;
  if (typeof holdbackPercent !== 'number' || !Number.isFinite(holdbackPercent)) {
    throw new FinanceInputError('holdbackPercent', 'mustBeNumber');
  }
  if (holdbackPercent < 0 || holdbackPercent > 100) {
    throw new FinanceInputError('holdbackPercent', 'mustBeNumberBetween', { min: 0, max: 100 });
  }
  const { currency, after } = prorateMinor({ ...term, splitDate: cancelDate }, 'cancelDate');
  const percent = decimalRatio(holdbackPercent);
  const holdback = share(after, { numerator: percent.numerator, denominator: percent.denominator * 100n });
  return {
    proRataRefund: fromMinorUnits(after, currency),
    holdback: fromMinorUnits(holdback, currency),
    refund: fromMinorUnits(after - holdback, currency),
  };
}

export interface ChangeAdjustmentInput extends Omit<ProrateInput, 'splitDate' | 'premium'> {
  /** The term premium in force before the change. */
  previousPremium: number;
  /** The term premium from the change on. */
  premium: number;
  /** The first day at the new premium. */
  changeDate: PlainDate;
}

export interface ChangeAdjustment {
  /** The previous premium's part from the change date to the term's end (what was charged for it). */
  previousAfter: number;
  /** The new premium's part for the same days. */
  after: number;
  /** What the change charges (positive) or refunds (negative): after − previousAfter. */
  difference: number;
}

/**
 * A mid-term change of the term premium from `changeDate`: both premiums are prorated at that date by the
 * same method and the change charges or refunds the difference of their remaining parts, exactly.
 */
export function changeAdjustment(input: ChangeAdjustmentInput): ChangeAdjustment {
  const { previousPremium, premium, changeDate, ...term } = input;
  const previous = prorateMinor(
    { ...term, premium: previousPremium, splitDate: changeDate },
    'changeDate',
    'previousPremium',
  );
  const next = prorateMinor({ ...term, premium, splitDate: changeDate }, 'changeDate');
  const { currency } = next;
  return {
    previousAfter: fromMinorUnits(previous.after, currency),
    after: fromMinorUnits(next.after, currency),
    difference: fromMinorUnits(next.after - previous.after, currency),
  };
}
