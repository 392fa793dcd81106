/**
 * `notAfter: '2026-05-01'` (or a local date-time) — the string value is not later than the limit; used
 * with `format: 'date'` / `'iso-date-time'` for fields that do not allow future dates. Error params:
 * `{ limit }`.
 */
export const NOT_AFTER_KEYWORD = 'notAfter';

/** A zone designator after the time of day. */
const ZONE = /(?<=T[\d:.]+)(?:[zZ]|[+-]\d\d(?::?\d\d)?)$/;

/** The wall-clock part of an ISO date or date-time: `T` as separator, zone designator dropped. */
function wallClock(value: string): string {
  return value.replace(' ', 'T').replace(ZONE, '');
}

/**
 * The keyword's test: whether the date (or date-time) `value` is not later than the limit of the same kind
 * on the wall clock. Values are the tenant's local time, so a zone designator, if present, is ignored: the
 * answer never depends on the clock or time zone of the machine that validates. Fixed-width ISO text
 * compares as text.
 */
export function isNotAfter(value: string, limit: string): boolean {
  return wallClock(value) <= limit;
}
