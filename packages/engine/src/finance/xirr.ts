/**
 * Annual internal rate of return of dated cash flows with spreadsheet XIRR semantics: times are actual days
 * from the first flow's date over 365, and no date may precede it. Among several rates it returns the one
 * nearest zero; NaN when the flows never change sign.
 */
import { compareDates, daysBetween, type PlainDate } from '../dates/plainDate.js';
import { FinanceInputError } from './financeInputError.js';
import { requireDate } from './inputChecks.js';
import { solveRate } from './solveRate.js';

export interface DatedAmount {
  date: PlainDate;
  amount: number;
}

export function xirr(flows: readonly DatedAmount[]): number {
  const first = flows[0];
  if (!first) throw new FinanceInputError('flows', 'mustNotBeEmpty');
  const start = requireDate(first.date, 'flows.0.date');
  const timed = flows.map(({ date, amount }, index) => {
    requireDate(date, `flows.${index}.date`);
    if (compareDates(date, start) < 0)
      throw new FinanceInputError(`flows.${index}.date`, 'mustNotBeBeforeFirstDate');
    if (typeof amount !== 'number' || !Number.isFinite(amount)) {
      throw new FinanceInputError(`flows.${index}.amount`, 'mustBeNumber');
    }
    return { t: daysBetween(start, date) / 365, amount };
  });
  return solveRate(timed, 'nearestZero');
}
