import { formatMoney } from '../money/money.js';

/** What a credit report shows for an amount the bureau does not disclose. */
export const UNDISCLOSED_AMOUNT = '***';

/**
 * An amount of a credit-bureau report as its tables and documents show it: with the currency's decimals,
 * thousands grouped by a space; *** for a negative amount, by which the bureau keeps a figure to itself.
 */
export function formatBureauAmount(amount: number, currency: string): string {
  return amount < 0 ? UNDISCLOSED_AMOUNT : formatMoney(amount, currency);
}
