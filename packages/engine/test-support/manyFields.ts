import type { FieldType, Lookup, ObjectDefinition } from '../src/index.js';

/**
 * A form of any size that mixes every kind of field a product has (except the asynchronous Customer), for the
 * benches that time forms: the widgets' (compiled in the page) and the app's (a stored product version).
 */

/** Field types cycled through. */
const TYPES: FieldType[] = [
  'String',
  'Integer',
  'Numeric',
  'Boolean',
  'Date',
  'Lookup',
  'Money',
  'Text',
  'Phone',
  'Currency',
];
const FIELDS_PER_OBJECT = 50;
/** The field typed into: a String in the middle of the form, found by this label. */
export const TARGET_LABEL = 'Bench target';

/** The lookup that the Lookup fields name by its key; a stored one is named by its id instead. */
export const MANY_FIELDS_LOOKUP: Lookup = {
  key: 'colours',
  name: 'Colours',
  values: Array.from({ length: 30 }, (_, index) => ({ key: `C${index}`, name: `Colour ${index}` })),
};

/** The title of the object holding the target field: the middle one. */
export function targetObject(fieldCount: number): string {
  return `Object ${Math.floor(Math.ceil(fieldCount / FIELDS_PER_OBJECT) / 2)}`;
}

/**
 * `fieldCount` fields in objects of 50 (`object0.field0` …), every third mandatory, labelled `Field 0.0` …
 * except the target; valid as a product version's definitions. Lookup fields name `lookupId`.
 */
export function manyFieldDefinitions(
  fieldCount: number,
  lookupId: string = MANY_FIELDS_LOOKUP.key,
): ObjectDefinition[] {
  const objects = Math.ceil(fieldCount / FIELDS_PER_OBJECT);
  const target = targetObject(fieldCount);
  return Array.from({ length: objects }, (_, object) => ({
    key: `object${object}`,
    name: `Object ${object}`,
    objectType: 'CUSTOM',
    seq: object,
    attributes: { controlType: 'SINGLE_OBJECT', columns: 3 },
    fields: Array.from(
      { length: Math.min(FIELDS_PER_OBJECT, fieldCount - object * FIELDS_PER_OBJECT) },
      (_, field) => {
        const fieldType = field === 0 ? 'String' : (TYPES[field % TYPES.length] as FieldType);
        return {
          key: `field${field}`,
          name: `Object ${object}` === target && field === 0 ? TARGET_LABEL : `Field ${object}.${field}`,
          iconName: 'Label',
          seq: field,
          attributes: {
            fieldType,
            // A yes/no question has no empty answer to refuse.
            mandatory: field % 3 === 0 && fieldType !== 'Boolean',
            ...(fieldType === 'Lookup' ? { lookupId } : {}),
            ...(fieldType === 'Integer'
              ? { attributeType: 'RANGE', range: { minValue: 0, maxValue: 1_000_000 } }
              : {}),
            ...(fieldType === 'Numeric' ? { decimalPlaces: 2 } : {}),
            ...(fieldType === 'Date' ? { allowFutureDate: true } : {}),
          },
        };
      },
    ),
  }));
}

/** A valid value of each field type, for a form filled in throughout. */
const VALUES: Record<string, unknown> = {
  String: 'Filled in',
  Integer: 42,
  Numeric: 1234.5,
  Boolean: true,
  Date: '2026-01-15',
  Lookup: 'C3',
  Money: { amount: 250.75, currency: 'EUR' },
  Text: 'A longer text\non two lines',
  Phone: '37120000000',
  Currency: 'EUR',
};

/** Data filling every field of `definitions` with a valid value (`{ object0: { field0: 'Filled in', … } }`). */
export function manyFieldData(
  definitions: readonly ObjectDefinition[],
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    definitions.map((definition) => [
      definition.key,
      Object.fromEntries(definition.fields.map((field) => [field.key, VALUES[field.attributes.fieldType]])),
    ]),
  );
}
