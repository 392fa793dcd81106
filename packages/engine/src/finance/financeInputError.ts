/**
 * Bad input to a finance function. `field` is the dotted path of the offending input ("payments.2.amount"),
 * `key` a machine-readable message key ("mustNotBeNegative"), `params` the values the message needs, so the
 * server can turn it into a 400 `validationErrors` entry and the app can translate it.
 */
export class FinanceInputError extends Error {
  override readonly name = 'FinanceInputError';

  constructor(
    readonly field: string,
    readonly key: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    const details = Object.entries(params).map(([name, value]) => `${name}=${value}`);
    super(`${field}: ${key}${details.length > 0 ? ` (${details.join(', ')})` : ''}`);
  }
}
