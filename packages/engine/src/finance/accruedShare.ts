/**
 * The part of a period's amount (interest, commission) earned by day `at` of the period [start, end):
 * nothing before it starts, all of it from its end, else pro rata by days, rounded half away from zero.
 * An early repayment charges this much of the running period and nothing of the periods after it.
 */
import { roundMinor } from './roundMinor.js';

export function accruedShare(amount: number, start: number, end: number, at: number): number {
  if (at <= start) return 0;
  if (at >= end) return amount;
  return roundMinor((amount * (at - start)) / (end - start));
}
