/** Display formats of dates: YYYY/MM/DD and YYYY/MM/DD HH:mm:ss, 24-hour clock. */
import { localNow } from './dateOperations.js';
import { parsePlainDate } from './plainDate.js';
import type { PlainDate } from './plainDate.js';

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/i;

/** `2026-11-21` → `2026/11/21`; throws RangeError for anything but a real `YYYY-MM-DD` date. */
export function formatDate(date: PlainDate): string {
  parsePlainDate(date);
  return date.replaceAll('-', '/');
}

/**
 * An ISO 8601 date-time as `YYYY/MM/DD HH:mm:ss`. Without `timeZone` the clock reading written in the text is
 * shown (`2026-11-21T08:05:00Z` → `2026/11/21 08:05:00`); with one, a text with an offset or `Z` is shown on
 * that zone's clock (a text without one is already local and shown as written).
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const match = ISO_DATE_TIME.exec(iso.trim());
  if (!match) throw new RangeError(`Not an ISO 8601 date-time: ${JSON.stringify(iso)}`);
  const [, year, month, day, hour, minute, second = '00', utc, sign, offsetHours, offsetMinutes] = match;
  parsePlainDate(`${year}-${month}-${day}`);
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) {
    throw new RangeError(`Not an ISO 8601 date-time: ${JSON.stringify(iso)}`);
  }
  if (timeZone !== undefined && (utc ?? sign) !== undefined) {
    const offset = utc ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
    const wallClock = Date.UTC(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
    );
    return localNow(new Date(wallClock - offset * 60_000), timeZone)
      .replace('T', ' ')
      .replaceAll('-', '/');
  }
  return `${year}/${month}/${day} ${hour}:${minute}:${second}`;
}
