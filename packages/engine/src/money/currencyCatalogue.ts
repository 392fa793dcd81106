import type { Currency } from './currencies.js';
import { CURRENCY_DATA } from './currencyData.js';

/**
 * Circulating ISO 4217 currencies ordered by code; `seq` follows that order. A module of its own: the names and
 * symbols are for the screens and routes that show the catalogue, not for every form with an amount.
 */
export const CURRENCIES: readonly Currency[] = CURRENCY_DATA;

/** Throws RangeError for a code outside the catalogue: an unknown currency is a programming or data error. */
export function currencyByCode(code: string): Currency {
  const currency = CURRENCIES.find((each) => each.code === code);
  if (!currency) throw new RangeError(`Unknown currency: ${JSON.stringify(code)}`);
  return currency;
}
