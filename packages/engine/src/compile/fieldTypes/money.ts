import type { JsonSchema } from '../../condition/types.js';
import { decimalPlaces } from '../../money/currencies.js';
import { enumSchema } from '../enumSchema.js';
import type { FieldTypeCompiler } from './fieldTypeCompiler.js';

/** The supported currencies grouped by the decimal places of their subunit, in first-seen order. */
function currenciesByDecimalPlaces(currencies: readonly string[]): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const code of currencies) {
    const places = decimalPlaces(code);
    groups.set(places, [...(groups.get(places) ?? []), code]);
  }
  return groups;
}

/**
 * Money → `{ amount, currency }`: a supported currency and an amount with no more decimals than the
 * currency's subunit allows (JPY 0, EUR 2, KWD 3). When the supported currencies differ in that, the
 * precision is chosen by the currency with one `if`/`then` per group.
 */
export const moneyField: FieldTypeCompiler = (_attributes, { context }) => {
  const groups = [...currenciesByDecimalPlaces(context.currencies)];
  const [onlyGroup] = groups;
  const amount: JsonSchema = {
    type: 'number',
    ...(groups.length === 1 && onlyGroup ? { decimalPlaces: onlyGroup[0] } : {}),
  };
  const precisionByCurrency: JsonSchema[] =
    groups.length > 1
      ? groups.map(([places, codes]) => ({
          if: { properties: { currency: enumSchema(codes) }, required: ['currency'] },
          then: { properties: { amount: { decimalPlaces: places } } },
        }))
      : [];
  return {
    schema: {
      type: 'object',
      properties: { amount, currency: { type: 'string', ...enumSchema(context.currencies) } },
      required: ['amount', 'currency'],
      additionalProperties: false,
      ...(precisionByCurrency.length > 0 ? { allOf: precisionByCurrency } : {}),
    },
    widget: 'money',
  };
};
