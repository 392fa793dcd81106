import { CURRENCY_CODES_BY_DIGITS } from './currencyDigits.js';

/** An ISO 4217 currency as the catalogue serves it. */
export interface Currency {
  code: string;
  symbol: string;
  /** Three digits, leading zeros kept ("008"). */
  numericCode: string;
  name: string;
  /** Null when the currency has no subunit (subunitRatio 1). */
  subunitName: string | null;
  /** Minor units per major unit: 1, 100 or 1000. */
  subunitRatio: number;
  seq: number;
}

/** Minor-unit digits by code. */
const DIGITS = new Map(
  Object.entries(CURRENCY_CODES_BY_DIGITS).flatMap(([digits, codes]) =>
    codes.split(' ').map((code) => [code, Number(digits)] as const),
  ),
);

/**
 * The codes of the currency catalogue (`CURRENCIES`), in its order: amounts need only these and their digits,
 * which a browser loads without the catalogue's names and symbols.
 */
export const CURRENCY_CODES: readonly string[] = [...DIGITS.keys()].sort();

export function isCurrencyCode(code: string): boolean {
  return DIGITS.has(code);
}

export function subunitRatio(code: string): number {
  return 10 ** decimalPlaces(code);
}

/** Decimal places of an amount in the currency: 0, 2 or 3. Throws RangeError for a code outside the catalogue. */
export function decimalPlaces(code: string): number {
  const digits = DIGITS.get(code);
  if (digits === undefined) throw new RangeError(`Unknown currency: ${JSON.stringify(code)}`);
  return digits;
}
