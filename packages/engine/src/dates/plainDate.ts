/**
 * Calendar dates as `YYYY-MM-DD` strings: no time zone, no clock, exact day arithmetic.
 * Every date rule of the engine (schedules, defaults, day counts) goes through these helpers.
 */
export type PlainDate = string;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Parses `YYYY-MM-DD`, rejecting impossible dates such as 2026-02-30. */
export function parsePlainDate(text: string): { year: number; month: number; day: number } {
  const match = PLAIN_DATE.exec(text);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(text)}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`No such date: ${text}`);
  }
  return { year, month, day };
}

export function isPlainDate(text: unknown): text is PlainDate {
  if (typeof text !== 'string') return false;
  try {
    parsePlainDate(text);
    return true;
  } catch {
    return false;
  }
}

export function plainDate(year: number, month: number, day: number): PlainDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toEpochDay(date: PlainDate): number {
  const { year, month, day } = parsePlainDate(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): PlainDate {
  const d = new Date(epochDay * MS_PER_DAY);
  return plainDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(date: PlainDate, days: number): PlainDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Adds calendar months; a day past the end of the target month sticks to its last day (Jan 31 + 1 → Feb 28). */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const { year, month, day } = parsePlainDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return plainDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function addYears(date: PlainDate, years: number): PlainDate {
  return addMonths(date, years * 12);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

export function compareDates(a: PlainDate, b: PlainDate): number {
  return Math.sign(daysBetween(b, a));
}
