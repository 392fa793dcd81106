import { countDecimalPlaces, decimalPlaces, validationMessage } from '@coverline/engine';

/**
 * The message refusing `amount` when it has more decimals than `currency`'s subunit (1000.005 EUR), in the
 * words of the compiled forms' `decimalPlaces` keyword; undefined when it is exact. Such an amount is refused,
 * never rounded: the loan would otherwise be made for an amount nobody entered.
 */
export function amountPrecisionError(amount: number, currency: string, locale: string): string | undefined {
  const limit = decimalPlaces(currency);
  return countDecimalPlaces(amount) > limit
    ? validationMessage('decimalPlaces', { limit }, locale)
    : undefined;
}
