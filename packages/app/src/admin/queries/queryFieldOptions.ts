import type { FieldType, LookupValue, QueryFieldContract } from '@coverline/engine';
import { displayName } from '../../api/objectCatalog.js';
import type {
  ConditionFieldOption,
  ConditionValueKind,
} from '../products/condition/conditionFieldOptions.js';

/** How a condition compares each query field type: the server reads money by its amount, a customer by name. */
const KIND: Record<FieldType, ConditionValueKind> = {
  String: 'text',
  Text: 'text',
  Phone: 'text',
  Customer: 'party',
  StringArray: 'list',
  IntegerArray: 'list',
  Integer: 'number',
  Numeric: 'number',
  Money: 'number',
  Boolean: 'boolean',
  Date: 'date',
  // the condition language orders dates only, so a date-time can only be there or not
  DateTime: 'presence',
  Currency: 'choice',
  Lookup: 'choice',
  Object: 'presence',
};

export interface QueryFieldSources {
  /** Lookups by id, with their values. */
  lookups: readonly { id: string; values?: LookupValue[] }[];
  currencies: readonly string[];
  locale: string;
}

/**
 * The fields a saved query's condition can test: every field of its type (core and product-defined), each
 * with the value editor of its type — lookup values and currencies to choose from, dates, numbers, yes/no.
 */
export function queryFieldOptions(
  fields: readonly QueryFieldContract[],
  { lookups, currencies, locale }: QueryFieldSources,
): ConditionFieldOption[] {
  return fields.map((field) => {
    const option: ConditionFieldOption = {
      path: field.key,
      label: displayName(field, locale),
      kind: KIND[field.fieldType],
    };
    if (field.fieldType === 'Currency')
      option.values = currencies.map((code) => ({ name: code, label: code }));
    if (field.fieldType === 'Lookup') {
      const values = lookups.find((lookup) => lookup.id === field.meta?.lookupId)?.values;
      if (values === undefined) option.kind = 'text';
      else option.values = values.map((value) => ({ name: value.key, label: displayName(value, locale) }));
    }
    return option;
  });
}
