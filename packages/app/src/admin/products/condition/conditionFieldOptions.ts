import type { FieldDefinition, FieldType, LookupValue, ObjectDefinition } from '@coverline/engine';
import { displayName } from '../../../api/objectCatalog.js';

/** How a condition compares a field's value, which decides its operators and value input. */
export type ConditionValueKind =
  | 'text'
  | 'number'
  | 'date'
  | 'boolean'
  | 'choice'
  | 'list'
  | 'presence'
  /** A customer's name, chosen by a party search. */
  | 'party';

export interface ConditionFieldOption {
  /** Dotted path from the data root, e.g. `vehicle.make`. */
  path: string;
  label: string;
  kind: ConditionValueKind;
  /** `choice`: the values to pick from. */
  values?: { name: string; label: string }[];
}

export interface ConditionFieldSources {
  /** Definitions that Object fields reference by id. */
  library: readonly ObjectDefinition[];
  /** Lookups by id, with their values. */
  lookups: readonly { id: string; values?: LookupValue[] }[];
  /** Currencies a Currency field can hold. */
  currencies: readonly string[];
  locale: string;
  /** How the amount of a Money field is labelled. */
  amountLabel: string;
}

const KIND: Record<Exclude<FieldType, 'Object' | 'Money'>, ConditionValueKind> = {
  String: 'text',
  Text: 'text',
  Phone: 'text',
  StringArray: 'list',
  Integer: 'number',
  IntegerArray: 'list',
  Numeric: 'number',
  Boolean: 'boolean',
  Date: 'date',
  // A date-time is compared with a day: the condition orders it by its date.
  DateTime: 'date',
  Customer: 'presence',
  Currency: 'choice',
  Lookup: 'choice',
};

function fieldOptions(
  field: FieldDefinition,
  prefix: { path: string; label: string },
  sources: ConditionFieldSources,
  depth: number,
): ConditionFieldOption[] {
  const path = `${prefix.path}.${field.key}`;
  const label = `${prefix.label} › ${displayName(field, sources.locale)}`;
  const { fieldType, lookupId, referenceId } = field.attributes;
  if (fieldType === 'Object') {
    const referenced = sources.library.find((definition) => definition.id === referenceId);
    if (referenced === undefined || depth > 0) return [];
    return referenced.fields.flatMap((inner) => fieldOptions(inner, { path, label }, sources, depth + 1));
  }
  if (fieldType === 'Money')
    return [{ path: `${path}.amount`, label: `${label} (${sources.amountLabel})`, kind: 'number' }];
  const option: ConditionFieldOption = { path, label, kind: KIND[fieldType] };
  if (fieldType === 'Currency')
    option.values = sources.currencies.map((code) => ({ name: code, label: code }));
  if (fieldType === 'Lookup') {
    const values = sources.lookups.find((lookup) => lookup.id === lookupId)?.values;
    if (values === undefined) option.kind = 'text';
    else
      option.values = values.map((value) => ({ name: value.key, label: displayName(value, sources.locale) }));
  }
  return [option];
}

/**
 * The fields a display condition can test: the dotted paths of every used field of the
 * version's objects, and one level into the objects that Object fields reference, labelled "Object › Field".
 */
export function conditionFieldOptions(
  objects: readonly ObjectDefinition[],
  sources: ConditionFieldSources,
): ConditionFieldOption[] {
  return objects
    .filter((object) => object.key !== '' && object.attributes.used !== false)
    .flatMap((object) =>
      object.fields
        .filter((field) => field.key !== '' && field.attributes.used !== false)
        .flatMap((field) =>
          fieldOptions(field, { path: object.key, label: displayName(object, sources.locale) }, sources, 0),
        ),
    );
}
