import { CURRENCY_DATA } from './currencyData.js';

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

/** Circulating ISO 4217 currencies ordered by code; `seq` follows that order. */
export const CURRENCIES: readonly Currency[] = CURRENCY_DATA;

const BY_CODE = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

export function isCurrencyCode(code: string): boolean {
  return BY_CODE.has(code);
}

/** Throws RangeError for a code outside the catalogue: an unknown currency is a programming or data error. */
export function currencyByCode(code: string): Currency {
  const currency = BY_CODE.get(code);
  if (!currency) throw new RangeError(`Unknown currency: ${JSON.stringify(code)}`);
  return currency;
}

export function subunitRatio(code: string): number {
  return currencyByCode(code).subunitRatio;
}

/** Decimal places of an amount in the currency: 0, 2 or 3. */
export function decimalPlaces(code: string): number {
  return Math.round(Math.log10(subunitRatio(code)));
}
