/**
 * Monthly date arithmetic on date parts, for schedules that step through hundreds of months: the same rule
 * as `addMonths` (a day past the month's end sticks to its last day, always counted from the anchor), without
 * parsing and formatting a date string at every step.
 */
import { daysInMonth, parsePlainDate, plainDate, type PlainDate } from '../dates/plainDate.js';

const MS_PER_DAY = 86_400_000;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** `parts` moved by `months` calendar months. */
export function shiftMonths({ year, month, day }: DateParts, months: number): DateParts {
  const index = year * 12 + (month - 1) + months;
  const shiftedYear = Math.floor(index / 12);
  const shiftedMonth = (index % 12) + 1;
  return {
    year: shiftedYear,
    month: shiftedMonth,
    day: Math.min(day, daysInMonth(shiftedYear, shiftedMonth)),
  };
}

/** Days since 1970-01-01. */
export function epochDay({ year, month, day }: DateParts): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export interface MonthlyDate {
  date: PlainDate;
  dayBefore: PlainDate;
  epochDay: number;
}

/** The dates `first`, `first + 1`, … months after `anchor`, `count` of them, each with the day before it. */
export function monthlyDates(anchor: PlainDate, first: number, count: number): MonthlyDate[] {
  const parts = parsePlainDate(anchor);
  const dates: MonthlyDate[] = [];
  for (let offset = first; offset < first + count; offset++) {
    const { year, month, day } = shiftMonths(parts, offset);
    const dayBefore =
      day > 1
        ? plainDate(year, month, day - 1)
        : month > 1
          ? plainDate(year, month - 1, daysInMonth(year, month - 1))
          : plainDate(year - 1, 12, 31);
    dates.push({ date: plainDate(year, month, day), dayBefore, epochDay: epochDay({ year, month, day }) });
  }
  return dates;
}
