/**
 * Exact money arithmetic: amounts are rounded in decimal, half away from zero, to the currency's subunit and
 * stored as integer minor units. Binary floating point is only ever an input format, never a computation.
 */
import { decimalPlaces } from './currencies.js';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Doubles carry 15 significant decimal digits faithfully; digits beyond that are binary noise. */
const SIGNIFICANT_DIGITS = 15;
/** Rounded magnitudes have at most 16 digits (Number.MAX_SAFE_INTEGER), so longer zero padding is pointless. */
const MAX_INTEGER_DIGITS = 16;

/**
 * Rounds the decimal `text` × 10^places half away from zero to an integer, using only digit arithmetic.
 * Throws RangeError for text that is not a decimal number or a result beyond Number.MAX_SAFE_INTEGER.
 */
function scaleAndRound(text: string, places: number): number {
  const match = DECIMAL.exec(text.trim());
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole + fraction === '')
    throw new RangeError(`Not a decimal number: ${JSON.stringify(text)}`);
  const digits = whole + fraction;
  const point = whole.length + Number(exponent) + places;
  if (point - digits.length > MAX_INTEGER_DIGITS) throw new RangeError(`Amount too large: ${text}`);
  const kept = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const next = point < 0 ? '0' : (digits[point] ?? '0');
  const magnitude = BigInt(kept) + (next >= '5' ? 1n : 0n);
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount too large: ${text}`);
  return magnitude === 0n ? 0 : Number(sign === '-' ? -magnitude : magnitude);
}

/** The decimal a double stands for: integers exactly, fractions to 15 significant digits (1.005 * 3 → "3.015…"). */
function decimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  return Number.isInteger(value) ? String(value) : value.toPrecision(SIGNIFICANT_DIGITS);
}

/**
 * Nearest integer, halves away from zero, robust to binary noise: 1.005 * 100 = 100.49999999999999 gives 101,
 * like the 100.5 it stands for (the value is read to 15 significant digits first).
 */
export function roundHalfAwayFromZero(value: number): number {
  if (Number.isInteger(value)) return value || 0;
  return scaleAndRound(decimalText(value), 0);
}

/**
 * Integer minor units of `amount`, rounded half away from zero to the subunit. Strings are read exactly
 * ("0.125" EUR → 13, "-0.125" → -13); numbers are read to 15 significant digits, so 1.005 EUR → 101.
 */
export function toMinorUnits(amount: number | string, currency: string): number {
  const text = typeof amount === 'number' ? decimalText(amount) : amount;
  return scaleAndRound(text, decimalPlaces(currency));
}

/** The amount that `minor` integer minor units make (12345 EUR → 123.45). */
export function fromMinorUnits(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  // Division is correctly rounded, so this is the double nearest to the decimal amount — the one its text parses to.
  return minor / 10 ** decimalPlaces(currency) || 0;
}

/** `amount` rounded half away from zero to the currency's subunit (2.675 EUR → 2.68, 2.5 JPY → 3). */
export function roundMoney(amount: number, currency: string): number {
  return fromMinorUnits(toMinorUnits(amount, currency), currency);
}

/** Decimal places when no currency is given. */
const DEFAULT_DECIMAL_PLACES = 2;

/**
 * Amount with the subunit's decimals and thousands grouped by a space: 1234567.891 EUR → "1 234 567.89".
 * Without a currency the amount gets 2 decimals.
 */
export function formatMoney(amount: number, currency?: string): string {
  const places = currency === undefined ? DEFAULT_DECIMAL_PLACES : decimalPlaces(currency);
  const minor = scaleAndRound(decimalText(amount), places);
  const digits = String(Math.abs(minor)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places).replace(/\B(?=(\d{3})+$)/g, ' ');
  const fraction = places > 0 ? `.${digits.slice(-places)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}
