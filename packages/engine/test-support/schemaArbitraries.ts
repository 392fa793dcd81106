/**
 * Random JSON Schemas in the vocabulary our compiler emits, and random data for a schema: mostly shaped by
 * it, often just wrong (other types, texts one character too long, a decimal too many, numbers beside their
 * bounds, impossible dates, missing and extra properties). For the property tests of the schema interpreter.
 */
import fc from 'fast-check';
import { conditionToJsonSchema } from '../src/condition/toJsonSchema.js';
import type { JsonSchema } from '../src/condition/types.js';
import { UNIQUE_FIELDS_KEYWORD } from '../src/compile/types.js';
import { conditionDate, everyCharacter, ruleGroups } from './conditionArbitraries.js';

/** Property names, two of them needing escapes in JSON Pointers and URI fragments. */
const KEYS = ['a', 'b', 'n', 'o', 'x/y', 'p~q %'];
/** Paths conditions read, through the keys above. */
const CONDITION_PATHS = ['a', 'n', 'o.a', 'o.n', 'b'];
const PATTERNS = ['^[A-Z0-9]{2,8}$', '^[0-9]+$', 'é', '^\\p{Lu}', '^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,3}$'];
const DATES = ['2026-05-01', '2024-02-29', '2023-02-29', '2026-13-01', '2026-04-31', '2026-5-01', '', 'x'];
const DATE_TIMES = [
  '2026-05-01T10:30:00',
  '2026-05-01 10:30:00',
  '2026-05-01T10:30:00.5Z',
  '2026-05-01T10:30:00+02:00',
  '2026-05-01t10:30:00+0200',
  '2026-05-01T24:00:00',
  '2026-05-01T10:30',
  '2026-06-30T23:59:60Z',
  '2026-06-30T23:59:60',
  '2026-05-01',
  '2026-05-01T10:30:00+24:00',
];
const LIMIT_DATES = ['2026-05-01', '2026-05-01T10:30:00'];

const wrongValue = fc.constantFrom<unknown>(null, 'x', '', 7, 2.5, -1, true, false, [], {}, [1, 1], { a: 1 });
const anyNumber = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(0.5, 1.25, 0.1 + 0.2, 1e-7, 1.5e-7, 123.456, 1e21, -0, 2 ** 53 + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Numbers on and beside each bound, and with one decimal more than allowed. */
function numbers(schema: JsonSchema): fc.Arbitrary<number> {
  const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]
    .filter((bound) => typeof bound === 'number')
    .flatMap((bound) => [bound, bound - 1, bound + 1, bound + 0.5]);
  const places = typeof schema.decimalPlaces === 'number' ? schema.decimalPlaces : 2;
  const decimals = fc
    .tuple(fc.integer({ min: -999, max: 999 }), fc.constantFrom(places, places + 1))
    .map(([digits, scale]) => Number(`${digits}e-${scale}`));
  const allowed = schema.enum ? [...schema.enum].filter((value) => typeof value === 'number') : [];
  return fc.oneof(anyNumber, decimals, fc.constantFrom(0, ...bounds, ...allowed));
}

/** Texts around the length limits (counted in code points, some made of surrogate pairs) and formats. */
function strings(schema: JsonSchema): fc.Arbitrary<string> {
  const lengths = [schema.maxLength, schema.minLength].filter((limit) => typeof limit === 'number');
  const aroundLimits = fc
    .tuple(fc.constantFrom(0, ...lengths), fc.constantFrom(-1, 0, 1), fc.constantFrom('a', 'é', '😀'))
    .map(([limit, offset, unit]) => unit.repeat(Math.max(0, limit + offset)));
  const matching =
    typeof schema.pattern === 'string' && !schema.pattern.includes('\\p')
      ? [fc.stringMatching(new RegExp(schema.pattern))]
      : [];
  return fc.oneof(
    fc.string({ unit: everyCharacter, maxLength: 4 }),
    fc.constantFrom(...DATES, ...DATE_TIMES),
    conditionDate,
    aroundLimits,
    ...matching,
  );
}

function resolve(root: JsonSchema, reference: string): JsonSchema {
  const name = reference.replace('#/$defs/', '');
  return root.$defs?.[name] ?? {};
}

const unknownProperty = fc.dictionary(fc.constantFrom('extra', ...KEYS), wrongValue, {
  minKeys: 1,
  maxKeys: 1,
});

/** An object with some of the schema's properties, maybe one it does not know. */
function objects(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}).map(
    ([key, property]) => [key, valuesFor(property, root, depth + 1)] as const,
  );
  const shaped = Object.fromEntries(
    properties.map(([key, values]) => [key, fc.option(values, { freq: 4, nil: undefined })]),
  );
  return fc
    .tuple(fc.record(shaped), fc.option(unknownProperty, { freq: 4, nil: undefined }))
    .map(([values, extra]) => {
      const object = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
      return extra ? { ...extra, ...object } : object;
    });
}

/**
 * Data for `schema` (whose `$ref`s point into `root`): mostly of its shape and near its limits, sometimes
 * plainly wrong.
 */
export function valuesFor(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return wrongValue;
  return fc.oneof(
    { weight: 6, arbitrary: shapedValues(schema, root, depth) },
    { weight: 1, arbitrary: wrongValue },
  );
}

function shapedValues(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) return valuesFor(resolve(root, schema.$ref), root, depth + 1);
  const alternatives: fc.Arbitrary<unknown>[] = [];
  if (schema.const !== undefined) alternatives.push(fc.constant(schema.const));
  if (schema.enum) alternatives.push(fc.constantFrom(...schema.enum));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    alternatives.push(valuesFor(branch, root, depth + 1));
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.includes('object') || schema.properties) alternatives.push(objects(schema, root, depth));
  if (types.includes('array') || schema.items) {
    const items = schema.items ? valuesFor(schema.items, root, depth + 1) : wrongValue;
    alternatives.push(fc.array(items, { maxLength: (schema.maxItems ?? 2) + 1 }));
  }
  if (types.includes('string') || schema.maxLength !== undefined || schema.format)
    alternatives.push(strings(schema));
  if (types.includes('number') || types.includes('integer') || schema.minimum !== undefined)
    alternatives.push(numbers(schema));
  if (types.includes('boolean')) alternatives.push(fc.boolean());
  if (types.includes('null')) alternatives.push(fc.constant(null));
  return alternatives.length > 0
    ? fc.oneof(...alternatives)
    : fc.oneof(wrongValue, numbers(schema), strings(schema));
}

const maybe = <T>(values: fc.Arbitrary<T>) => fc.option(values, { nil: undefined });

/** Drops the keywords left undefined, so the schema holds only the keywords chosen. */
function defined(schema: Record<string, unknown>): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
}

const typeName = fc.constantFrom('string', 'number', 'integer', 'boolean', 'null', 'object', 'array');
const type = fc.oneof(
  { weight: 4, arbitrary: typeName },
  { weight: 1, arbitrary: fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 }) },
);
const scalarValue = fc.oneof(fc.constantFrom<unknown>(null, true, 0, 1, 2.5, 'a', 'é', ''), conditionDate);
const jsonValue = fc.oneof(scalarValue, fc.constant([1, 'a']), fc.constant({ a: 1 }));
const bound = fc.oneof(fc.integer({ min: -3, max: 1000 }), fc.constantFrom(0.5, 2.5));

const stringSchema = fc
  .record({
    type: maybe(fc.constantFrom<JsonSchema['type']>('string', ['string', 'null'])),
    maxLength: maybe(fc.nat(5)),
    minLength: maybe(fc.nat(2)),
    pattern: maybe(fc.constantFrom(...PATTERNS)),
    format: maybe(fc.constantFrom('date', 'iso-date-time')),
    notAfter: maybe(fc.constantFrom(...LIMIT_DATES)),
  })
  .map(defined);

const numberSchema = fc
  .record({
    type: maybe(fc.constantFrom<JsonSchema['type']>('number', 'integer', ['integer', 'string'])),
    minimum: maybe(bound),
    maximum: maybe(bound),
    exclusiveMinimum: maybe(bound),
    exclusiveMaximum: maybe(bound),
    multipleOf: maybe(fc.constantFrom(2, 0.5, 0.01, 3)),
    decimalPlaces: maybe(fc.nat(3)),
  })
  .map(defined);

const valueSchema = fc.oneof(
  fc.record({ type }),
  fc.record({ enum: fc.uniqueArray(scalarValue, { minLength: 1, maxLength: 4 }) }),
  fc.record({ const: jsonValue }),
  fc.record({ type: fc.constant('boolean'), title: fc.constant('Yes or no'), default: fc.boolean() }),
);

/** `if` a random condition (as the compiler writes conditions) `then`/`else` some requirement. */
const conditional = fc
  .record({
    if: ruleGroups(CONDITION_PATHS, everyCharacter).map(conditionToJsonSchema),
    then: fc.oneof(
      fc.record({ required: fc.subarray(KEYS, { minLength: 1 }) }),
      fc.constant({ properties: { n: { maximum: 2 } } }),
      fc.constant({ title: 'nothing asked' }),
    ),
    else: maybe(fc.record({ required: fc.subarray(KEYS, { minLength: 1 }) })),
  })
  .map(defined);

/**
 * Schemas mixing every keyword of the vocabulary (keywords of one type on values of another too), with
 * conditions in `if`, and a `$defs` entry referenced from the properties.
 */
export function vocabularySchemas(): fc.Arbitrary<JsonSchema> {
  const { schema } = fc.letrec<{ schema: JsonSchema }>((tie) => {
    const child = tie('schema');
    const object = fc
      .record({
        type: maybe(fc.constant('object')),
        properties: maybe(fc.dictionary(fc.constantFrom(...KEYS), child, { maxKeys: 4 })),
        required: maybe(fc.subarray(KEYS)),
        additionalProperties: maybe(fc.oneof(fc.constant(false), child)),
        allOf: maybe(fc.array(fc.oneof(conditional, child), { minLength: 1, maxLength: 2 })),
        [UNIQUE_FIELDS_KEYWORD]: maybe(fc.constant(['a'])),
      })
      .chain((object) => maybe(conditional).map((condition) => ({ ...defined(object), ...condition })));
    const array = fc
      .record({
        type: maybe(fc.constant('array')),
        items: maybe(child),
        minItems: maybe(fc.nat(2)),
        maxItems: maybe(fc.nat(3)),
        uniqueItems: maybe(fc.boolean()),
        contains: maybe(child),
      })
      .map(defined);
    const combinator = fc.oneof(
      fc.record({ anyOf: fc.array(child, { minLength: 1, maxLength: 3 }) }),
      fc.record({ oneOf: fc.array(child, { minLength: 1, maxLength: 3 }) }),
      fc.record({ allOf: fc.array(child, { minLength: 1, maxLength: 2 }) }),
      fc.record({ not: child }),
    );
    return {
      schema: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        stringSchema,
        numberSchema,
        valueSchema,
        object,
        array,
        combinator,
      ),
    };
  });
  return fc.tuple(schema, schema, fc.constantFrom(...KEYS)).map(([main, shared, key]) => ({
    $defs: { shared },
    type: 'object',
    properties: { [key]: { $ref: '#/$defs/shared' }, o: main },
    allOf: [{ $ref: '#/$defs/shared' }],
  }));
}
