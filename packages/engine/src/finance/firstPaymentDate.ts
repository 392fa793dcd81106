/**
 * The first due date of a monthly loan whose instalments fall on `paymentDay` of each month: that day of
 * the month after the issue date, or of the last day of that month when it is shorter. A loan issued on
 * 2026-01-20 with payment day 15 is first due on 2026-02-15.
 */
import { daysInMonth, parsePlainDate, plainDate, type PlainDate } from '../dates/plainDate.js';
import { requireDate, requireIntegerBetween } from './inputChecks.js';

export const MAX_PAYMENT_DAY = 31;

export function firstPaymentDate(issueDate: PlainDate, paymentDay: number): PlainDate {
  const { year, month } = parsePlainDate(requireDate(issueDate, 'issueDate'));
  const day = requireIntegerBetween(paymentDay, 1, MAX_PAYMENT_DAY, 'paymentDay');
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return plainDate(nextYear, nextMonth, Math.min(day, daysInMonth(nextYear, nextMonth)));
}
