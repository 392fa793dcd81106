/**
 * The example records of `examples/data/` as tests and benches store them: every date moved by the days
 * between the day they were written and today, so that a stored example stays as it was written — an offer
 * starting in eleven days (its validity ends on its start date), an inspection made today — whatever day
 * the tests run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DATA_DIR = join(fileURLToPath(import.meta.url), '../../../../examples/data');
/** The day the examples were written on. */
const WRITTEN_ON = '2026-11-20';
const DAY_MS = 86_400_000;
const LEADING_DATE = /^\d{4}-\d{2}-\d{2}/;

const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOfEpochDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const movedDate = (value: string, days: number) =>
  value.replace(LEADING_DATE, (date) => dateOfEpochDay(epochDay(date) + days));

/**
 * Every date and date-time string moved by whole days; any other value as it is. A date-time that would still
 * lie ahead (today at 09:15, before 09:15) is a day earlier, as the forms refuse moments in the future.
 */
function moved(value: unknown, days: number, now: number): unknown {
  if (typeof value === 'string') {
    const date = movedDate(value, days);
    return date.includes('T') && Date.parse(date) > now ? movedDate(value, days - 1) : date;
  }
  if (Array.isArray(value)) return value.map((item) => moved(item, days, now));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, moved(item, days, now)]));
  }
  return value;
}

/**
 * `examples/data/{file}` with its dates moved from the day it was written to `today` (UTC's by default; a day
 * given has no moment of its own, so nothing on it counts as ahead).
 */
export function exampleData<T>(file: string, today?: string): T {
  const written = JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')) as unknown;
  const day = today ?? new Date().toISOString().slice(0, 10);
  return moved(
    written,
    epochDay(day) - epochDay(WRITTEN_ON),
    today === undefined ? Date.now() : Infinity,
  ) as T;
}
