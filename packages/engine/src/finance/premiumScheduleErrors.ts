/**
 * The checks of a quote's premium payment schedule as a person edits it, shared by the browser (errors under
 * the schedule's total) and the server (SAVE refuses, SUBMIT finds the quote incomplete, ISSUE refuses).
 * Messages are keys of the backend validations, by dotted path: the schedule's own on `paymentSchedule`,
 * a row's on `paymentSchedule.{index}.{field}`.
 */
import { compareDates, isPlainDate } from '../dates/plainDate.js';
import { roundMoney, toMinorUnits } from '../money/money.js';
import { MAX_PREMIUM_INSTALMENTS } from './premiumSchedule.js';

/** One edited instalment: amounts are decimal amounts of the schedule's currency. */
export interface PremiumScheduleRow {
  dueDate: string;
  startDate: string;
  endDate: string;
  amount: number;
}

export const PAYMENT_SCHEDULE_MESSAGES = {
  /** No schedule, or one without rows. */
  missing: 'paymentSchedule.mustNotBeNullOrEmpty',
  tooManyRows: 'paymentSchedule.tooManyInstalments',
  /** The amounts do not add up to the premium (the difference is shown as the total). */
  totalNotPremium: 'paymentSchedule.totalMustEqualPremium',
  /** There is no premium to pay in instalments. */
  premiumMissing: 'paymentSchedule.premiumMissing',
  invalidDate: 'paymentSchedule.invalidDate',
  endBeforeStart: 'paymentSchedule.endDateBeforeStartDate',
  invalidAmount: 'paymentSchedule.invalidAmount',
} as const;

/** A non-negative amount with no digits beyond the currency's subunit (12.345 EUR is not one). */
function isExactAmount(amount: unknown, currency: string): amount is number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return false;
  try {
    return roundMoney(amount, currency) === amount;
  } catch {
    return false;
  }
}

/**
 * What is wrong with `rows` as the schedule of `premium` in `currency` (empty when it is valid): no rows;
 * more than 100; a row whose dates are not plain dates or end before they start; an amount that is negative
 * or finer than the currency's subunit; amounts that do not add up to exactly the premium, or no premium.
 */
export function premiumScheduleErrors(
  rows: readonly PremiumScheduleRow[] | null | undefined,
  premium: number | null | undefined,
  currency: string | null | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    (errors[path] ??= []).push(message);
  };
  if (rows === null || rows === undefined || rows.length === 0) {
    add('paymentSchedule', PAYMENT_SCHEDULE_MESSAGES.missing);
    return errors;
  }
  if (rows.length > MAX_PREMIUM_INSTALMENTS) add('paymentSchedule', PAYMENT_SCHEDULE_MESSAGES.tooManyRows);
  let total = 0;
  let amountsValid = true;
  rows.forEach((row, index) => {
    const at = `paymentSchedule.${index}`;
    for (const field of ['dueDate', 'startDate', 'endDate'] as const) {
      if (!isPlainDate(row[field])) add(`${at}.${field}`, PAYMENT_SCHEDULE_MESSAGES.invalidDate);
    }
    if (
      isPlainDate(row.startDate) &&
      isPlainDate(row.endDate) &&
      compareDates(row.endDate, row.startDate) < 0
    )
      add(`${at}.endDate`, PAYMENT_SCHEDULE_MESSAGES.endBeforeStart);
    if (currency === null || currency === undefined || !isExactAmount(row.amount, currency)) {
      if (currency !== null && currency !== undefined)
        add(`${at}.amount`, PAYMENT_SCHEDULE_MESSAGES.invalidAmount);
      amountsValid = false;
    } else {
      total += toMinorUnits(row.amount, currency);
    }
  });
  if (premium === null || premium === undefined || currency === null || currency === undefined) {
    add('paymentSchedule', PAYMENT_SCHEDULE_MESSAGES.premiumMissing);
  } else if (amountsValid && total !== toMinorUnits(premium, currency)) {
    add('paymentSchedule', PAYMENT_SCHEDULE_MESSAGES.totalNotPremium);
  }
  return errors;
}
