/**
 * Times in years from the first drawdown to each date, by the rules of Directive 2008/48/EC Annex I
 * remark (c) for the APRC:
 * - 'days': actual days over 365 — the calendar basis of the worked examples of Directive 98/7/EC Annex III
 *   (546 days → 546/365). The optional 366-day leap year is not used.
 * - 'months': whole months counted backwards from each date towards the drawdown, as twelfths of a year
 *   (an equal month), plus the remaining days over 365 — so monthly instalments get exact k/12 times.
 */
import { parsePlainDate, type PlainDate } from '../dates/plainDate.js';
import { FinanceInputError } from './financeInputError.js';
import { epochDay, shiftMonths, type DateParts } from './monthlyDates.js';

export type AprcTimeBasis = 'days' | 'months';

export function aprcTimes(
  drawdownDate: PlainDate,
  dates: readonly PlainDate[],
  basis: AprcTimeBasis,
): number[] {
  const drawdown = parts(drawdownDate, 'drawdownDate');
  const drawdownDay = epochDay(drawdown);
  return dates.map((date, index) => {
    const field = `dates.${index}`;
    const end = parts(date, field);
    const days = epochDay(end) - drawdownDay;
    if (days < 0) throw new FinanceInputError(field, 'mustNotBeBeforeDrawdown');
    if (basis === 'days') return days / 365;
    // Whole calendar months back, one fewer when the day of the month has not come round again.
    let months = (end.year - drawdown.year) * 12 + (end.month - drawdown.month);
    let monthsBack = epochDay(shiftMonths(end, -months));
    if (monthsBack < drawdownDay) monthsBack = epochDay(shiftMonths(end, -(months -= 1)));
    return months / 12 + (monthsBack - drawdownDay) / 365;
  });
}

function parts(date: PlainDate, field: string): DateParts {
  try {
    return parsePlainDate(date);
  } catch {
    throw new FinanceInputError(field, 'invalidDate');
  }
}
