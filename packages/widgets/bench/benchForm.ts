import {
  compileForm,
  type CompiledForm,
  type FieldType,
  type Lookup,
  type ObjectDefinition,
} from '@coverline/engine';

/** Field types cycled through, so the form mixes every kind of widget a product has (except async Customer). */
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

const LOOKUP: Lookup = {
  key: 'colours',
  name: 'Colours',
  values: Array.from({ length: 30 }, (_, index) => ({ key: `C${index}`, name: `Colour ${index}` })),
};

/** The title of the object holding the target field: the middle one. */
export function targetObject(fieldCount: number): string {
  return `Object ${Math.floor(Math.ceil(fieldCount / FIELDS_PER_OBJECT) / 2)}`;
}

function definitions(fieldCount: number): ObjectDefinition[] {
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
          seq: field,
          attributes: {
            fieldType,
            mandatory: field % 3 === 0,
            ...(fieldType === 'Lookup' ? { lookupId: LOOKUP.key } : {}),
            ...(fieldType === 'Numeric'
              ? { decimalPlaces: 2, range: { minValue: 0, maxValue: 1_000_000 } }
              : {}),
            ...(fieldType === 'Date' ? { allowFutureDate: true } : {}),
          },
        };
      },
    ),
  }));
}

/** A compiled form of `fieldCount` fields in objects of 50, as a product version would compile. */
export function benchForm(fieldCount: number): CompiledForm {
  return compileForm(definitions(fieldCount), {
    locale: 'en-GB',
    now: '2026-11-21T12:00:00',
    lookups: [LOOKUP],
    objectDefinitions: [],
    currencies: ['EUR', 'USD', 'GBP'],
    mode: 'edit',
  });
}
