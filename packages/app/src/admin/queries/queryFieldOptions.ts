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
  // a date-time is compared with a day: the condition orders it by its date
  DateTime: 'date',
  Currency: 'choice',
  Lookup: 'choice',
  Object: 'presence',
};

export interface QueryFieldSources {
  /** Lookups by id, with their values. */
  lookups: readonly { id: string; values?: LookupValue[] }[];
  currencies: readonly string[];
  locale: string;
  /** The name of a code of an enumeration (`quoteStatuses`, `READY`) in the user's language. */
  codeName: (enumeration: string, code: string) => string;
}

/**
 * The fields a saved query's condition can test: every field of its type (core and product-defined), each
 * with the value editor of its type — lookup values, codes of an enumeration (statuses, types) and
 * currencies to choose from, dates, numbers, yes/no.
 */
export function queryFieldOptions(
  fields: readonly QueryFieldContract[],
  { lookups, currencies, locale, codeName }: QueryFieldSources,
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
    const { enumeration, values: codes } = field.meta ?? {};
    if (codes !== undefined) {
      option.kind = 'choice';
      option.values = codes.map((code) => ({
        name: code,
        label: enumeration === undefined ? code : codeName(enumeration, code),
      }));
    }
    return option;
  });
}
