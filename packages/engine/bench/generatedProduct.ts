/**
 * The generated 1,000-field product version the benchmarks compile and validate, and a valid payload of it.
 */
import type { CompileContext } from '../src/compile/types.js';
import type {
  FieldAttributes,
  FieldDefinition,
  FieldType,
  Lookup,
  ObjectDefinition,
} from '../src/definitions/types.js';

export const OBJECTS = 40;
export const FIELDS_PER_OBJECT = 25;

const lookup: Lookup = {
  id: 'colours',
  key: 'colours',
  name: 'Colours',
  values: ['RED', 'GREEN', 'BLUE'].map((key) => ({
    key,
    name: key,
    translations: { de: key.toLowerCase() },
  })),
};

/**
 * Field type, extra attributes and a valid value, in the order the generated fields cycle through them;
 * `o` (the object's index) makes every object different, as in a real product version.
 */
const SAMPLES: ((o: number) => [FieldType, Partial<FieldAttributes>, unknown])[] = [
  (o) => ['String', { matchPattern: `^[A-Za-z ]{0,${20 + o}}$` }, 'Some text'],
  (o) => ['Integer', { range: { minValue: 0, maxValue: 100 + o } }, 42],
  (o) => ['Numeric', { decimalPlaces: 1 + (o % 3) }, 12.5],
  () => ['Money', {}, { amount: 1234.56, currency: 'EUR' }],
  () => ['Date', {}, '2026-01-15'],
  () => ['DateTime', { allowFutureDate: true }, '2026-06-01T12:00:00'],
  () => ['Lookup', { lookupId: 'colours' }, 'GREEN'],
  () => ['Currency', {}, 'USD'],
  () => ['Phone', {}, '37120000000'],
  () => ['Text', {}, 'Longer\ntext'],
  () => ['StringArray', {}, ['a', 'b']],
  (o) => ['IntegerArray', { allowedValues: [1, 2, 3, o + 4] }, [1, 3]],
  () => ['Customer', { partyTypes: ['PRIVATE'] }, { id: 'p-1', name: 'Anna', partyType: 'PRIVATE' }],
];

const sample = (o: number, index: number) => SAMPLES[(index + o) % SAMPLES.length]!(o);

function generatedField(objectKey: string, o: number, index: number): FieldDefinition {
  if (index === 0) return { key: 'flag', name: 'Flag', seq: 0, attributes: { fieldType: 'Boolean' } };
  const [fieldType, attributes] = sample(o, index);
  const conditional = index % 5 === 0;
  return {
    key: `f${index}`,
    name: `Field ${index}`,
    seq: index,
    translations: { de: `Feld ${index}` },
    attributes: {
      fieldType,
      ...attributes,
      mandatory: index % 2 === 0,
      ...(conditional ? { displayCondition: `${objectKey}.flag == true` } : {}),
    },
  };
}

/** 40 objects × 25 fields of mixed types, every fifth object repeated, every fifth field conditional. */
export function generatedDefinitions(): ObjectDefinition[] {
  return Array.from({ length: OBJECTS }, (_, o) => {
    const key = `object${o}`;
    const repeated = o % 5 === 4;
    return {
      key,
      name: `Object ${o}`,
      seq: o,
      objectType: 'CUSTOM',
      fields: Array.from({ length: FIELDS_PER_OBJECT }, (_, index) => generatedField(key, o, index)),
      attributes: repeated
        ? { controlType: 'MULTIPLE_OBJECTS', minElements: 1, maxElements: 5, columns: 2 }
        : { controlType: 'SINGLE_OBJECT', columns: 3 },
    };
  });
}

/** A full valid payload for `definitions`, three items for each repeated object. */
export function generatedPayload(definitions: ObjectDefinition[]): Record<string, unknown> {
  const objectData = (definition: ObjectDefinition, o: number) =>
    Object.fromEntries(
      definition.fields.map((field, index) => [field.key, index === 0 ? true : sample(o, index)[2]]),
    );
  return Object.fromEntries(
    definitions.map((definition, o) => [
      definition.key,
      definition.attributes.controlType === 'MULTIPLE_OBJECTS'
        ? [objectData(definition, o), objectData(definition, o), objectData(definition, o)]
        : objectData(definition, o),
    ]),
  );
}

export const BENCH_CONTEXT: CompileContext = {
  locale: 'de-DE',
  now: '2026-05-01T10:30:00',
  lookups: [lookup],
  objectDefinitions: [],
  currencies: ['EUR', 'USD', 'JPY', 'GBP'],
  mode: 'edit',
};
