/**
 * Dynamic date defaults: SET / PLUS / MINUS operations applied in order to "now".
 * Arithmetic is on the local wall clock of the tenant's time zone; `localNow` provides that clock.
 */
import type { DateOperation, DateUnit } from '../definitions/types.js';
import { addDays, addMonths, addYears, daysInMonth, parsePlainDate, plainDate } from './plainDate.js';
import type { PlainDate } from './plainDate.js';

/** Local date-time without zone, `YYYY-MM-DDTHH:mm:ss`. */
export type LocalDateTime = string;

/** Units a Date field may use; time units are for DateTime fields only. */
export const DATE_FIELD_UNITS: readonly DateUnit[] = ['YEARS', 'MONTHS', 'DAYS'];

/** Inclusive bounds of an operation's value: SET per unit, PLUS and MINUS at least 1. */
export const DATE_OPERATION_BOUNDS = {
  SET: {
    YEARS: { min: 1, max: Infinity },
    MONTHS: { min: 1, max: 12 },
    DAYS: { min: 1, max: 31 },
    HOURS: { min: 1, max: 23 },
    MINUTES: { min: 1, max: 59 },
    SECONDS: { min: 1, max: 59 },
  },
  PLUS: { min: 1, max: Infinity },
  MINUS: { min: 1, max: Infinity },
} as const;

/** Error codes of `dateOperationErrors`, keyed by path: `operations` or `operations.{index}.{type|unit|value}`. */
export type DateOperationError =
  | 'operationRequired'
  | 'unknownType'
  | 'unknownUnit'
  | 'unitNotAllowedForDate'
  | 'notAnInteger'
  | 'belowMinimum'
  | 'aboveMaximum';

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const SECONDS_PER_DAY = 86_400;
const SECONDS_PER_UNIT: Partial<Record<DateUnit, number>> = { HOURS: 3600, MINUTES: 60, SECONDS: 1 };

interface Moment {
  date: PlainDate;
  /** Seconds since local midnight. */
  time: number;
}

function parseLocalDateTime(text: LocalDateTime): Moment {
  const match = LOCAL_DATE_TIME.exec(text);
  const [hour, minute, second] = [Number(match?.[2]), Number(match?.[3]), Number(match?.[4])];
  if (!match || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError(`Not a local YYYY-MM-DDTHH:mm:ss date-time: ${JSON.stringify(text)}`);
  }
  const date = match[1]!;
  parsePlainDate(date); // rejects impossible dates such as 2026-02-30
  return { date, time: hour * 3600 + minute * 60 + second };
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

function formatLocalDateTime({ date, time }: Moment): LocalDateTime {
  return `${date}T${twoDigits(Math.floor(time / 3600))}:${twoDigits(Math.floor(time / 60) % 60)}:${twoDigits(time % 60)}`;
}

function boundsOf({ type, unit }: DateOperation): { min: number; max: number } {
  return type === 'SET' ? DATE_OPERATION_BOUNDS.SET[unit] : DATE_OPERATION_BOUNDS[type];
}

/**
 * Problems with `operations` for a field of `fieldType`, as error codes by path; empty when they are valid.
 * At least one operation is required, Date fields take only years, months and days, values are integers
 * within `DATE_OPERATION_BOUNDS`.
 */
export function dateOperationErrors(
  operations: readonly DateOperation[],
  fieldType: 'Date' | 'DateTime',
): Record<string, DateOperationError[]> {
  const errors: Record<string, DateOperationError[]> = {};
  const report = (path: string, error: DateOperationError) => (errors[path] ??= []).push(error);
  if (operations.length === 0) report('operations', 'operationRequired');
  operations.forEach((operation, index) => {
    const path = `operations.${index}`;
    if (!(operation.type in DATE_OPERATION_BOUNDS)) return report(`${path}.type`, 'unknownType');
    if (!(operation.unit in DATE_OPERATION_BOUNDS.SET)) return report(`${path}.unit`, 'unknownUnit');
    if (fieldType === 'Date' && !DATE_FIELD_UNITS.includes(operation.unit)) {
      report(`${path}.unit`, 'unitNotAllowedForDate');
    }
    const { min, max } = boundsOf(operation);
    if (!Number.isInteger(operation.value)) report(`${path}.value`, 'notAnInteger');
    else if (operation.value < min) report(`${path}.value`, 'belowMinimum');
    else if (operation.value > max) report(`${path}.value`, 'aboveMaximum');
  });
  return errors;
}

function setUnit({ date, time }: Moment, unit: DateUnit, value: number): Moment {
  const { year, month, day } = parsePlainDate(date);
  const clamped = (y: number, m: number, d: number): PlainDate =>
    plainDate(y, m, Math.min(d, daysInMonth(y, m)));
  switch (unit) {
    case 'YEARS':
      return { date: clamped(value, month, day), time };
    case 'MONTHS':
      return { date: clamped(year, value, day), time };
    case 'DAYS':
      return { date: clamped(year, month, value), time };
    case 'HOURS':
      return { date, time: value * 3600 + (time % 3600) };
    case 'MINUTES':
      return { date, time: time - (Math.floor(time / 60) % 60) * 60 + value * 60 };
    case 'SECONDS':
      return { date, time: time - (time % 60) + value };
  }
}

function moveUnit({ date, time }: Moment, unit: DateUnit, amount: number): Moment {
  if (unit === 'YEARS') return { date: addYears(date, amount), time };
  if (unit === 'MONTHS') return { date: addMonths(date, amount), time };
  if (unit === 'DAYS') return { date: addDays(date, amount), time };
  const seconds = time + amount * SECONDS_PER_UNIT[unit]!;
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  return { date: addDays(date, days), time: seconds - days * SECONDS_PER_DAY };
}

/**
 * Applies `operations` in order to the local `now` and returns `YYYY-MM-DD` for a Date field or a local
 * `YYYY-MM-DDTHH:mm:ss` for a DateTime field. A day past the end of a month sticks to its last day
 * (SET DAYS 31 in April → April 30; Jan 31 PLUS 1 MONTHS → Feb 28). Invalid operations throw RangeError.
 */
export function applyDateOperations(
  now: LocalDateTime,
  operations: readonly DateOperation[],
  fieldType: 'Date' | 'DateTime',
): string {
  const errors = Object.entries(dateOperationErrors(operations, fieldType));
  if (errors.length > 0)
    throw new RangeError(`Invalid date operations: ${JSON.stringify(Object.fromEntries(errors))}`);
  const result = operations.reduce((moment, { type, unit, value }) => {
    if (type === 'SET') return setUnit(moment, unit, value);
    return moveUnit(moment, unit, type === 'PLUS' ? value : -value);
  }, parseLocalDateTime(now));
  return fieldType === 'Date' ? result.date : formatLocalDateTime(result);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date-time in `timeZone` (IANA name such as Europe/Riga) at `instant`. */
export function localNow(instant: Date, timeZone: string): LocalDateTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${parts.year?.padStart(4, '0')}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}
