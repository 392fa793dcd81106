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

/**
 * Every date and date-time string moved by whole days; any other value as it is. A date-time moved past
 * `notAfter` (a consent given at 09:15 today, read at 04:00) is moved a day less: a past instant stays past.
 */
function moved(value: unknown, days: number, notAfter?: number): unknown {
  if (typeof value === 'string') {
    const shift = (by: number) => value.replace(LEADING_DATE, (date) => dateOfEpochDay(epochDay(date) + by));
    const shifted = shift(days);
    const instant = shifted.includes('T') ? Date.parse(shifted) : Number.NaN;
    return notAfter !== undefined && instant > notAfter ? shift(days - 1) : shifted;
  }
  if (Array.isArray(value)) return value.map((item) => moved(item, days, notAfter));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, moved(item, days, notAfter)]));
  }
  return value;
}

/**
 * `examples/data/{file}` with its dates moved from the day it was written to `today` (UTC's by default, when
 * no date-time is moved past the present moment either).
 */
export function exampleData<T>(file: string, today?: string): T {
  const written = JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')) as unknown;
  const now = new Date();
  const days = epochDay(today ?? now.toISOString().slice(0, 10)) - epochDay(WRITTEN_ON);
  return moved(written, days, today === undefined ? now.getTime() : undefined) as T;
}
