/*
 * The two string formats our schemas use, checked as ajv-formats does in its full mode (RFC 3339 dates
 * with real month lengths and leap years).
 */

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
const DATE_TIME_SEPARATOR = /t|\s/i;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** `format: 'date'` — `YYYY-MM-DD` naming a day that exists. */
export function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const monthLength = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month] ?? 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= monthLength;
}

/** A time of day with an optional zone; 23:59:60 only where it is a leap second in UTC. */
function isTime(text: string): boolean {
  const match = TIME.exec(text);
  if (!match) return false;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3]);
  const zoneSign = match[5] === '-' ? -1 : 1;
  const zoneHours = Number(match[6] ?? 0);
  const zoneMinutes = Number(match[7] ?? 0);
  if (zoneHours > 23 || zoneMinutes > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  const utcMinute = minute - zoneMinutes * zoneSign;
  const utcHour = hour - zoneHours * zoneSign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}

/** `format: 'iso-date-time'` — a date and a time separated by `T` or a space, the zone optional. */
export function isIsoDateTime(text: string): boolean {
  const parts = text.split(DATE_TIME_SEPARATOR);
  return parts.length === 2 && isDate(parts[0] ?? '') && isTime(parts[1] ?? '');
}
