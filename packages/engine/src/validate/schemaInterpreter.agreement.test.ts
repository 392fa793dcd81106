/**
 * Property tests: the schema interpreter is as exact as ajv. For the compiled forms of the example products
 * and for random schemas in our vocabulary, with random data (valid, near every limit, and wrong), the
 * interpreter reports the very errors ajv reports (keyword, data path, schema path, params, in order), and
 * `createValidator` gives the result it gave with ajv.
 */
import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceAjv, referenceErrors, referenceValidator } from '../../test-support/ajvReference.js';
import { readJson, REPO_ROOT } from '../../test-support/definitionSchemas.js';
import { valuesFor, vocabularySchemas } from '../../test-support/schemaArbitraries.js';
import { compileForm } from '../compile/compileForm.js';
import type { JsonSchema } from '../condition/types.js';
import type { Lookup, ObjectDefinition, ProductVersion } from '../definitions/types.js';
import type { TenantSettings } from '../definitions/tenantSettings.js';
import { createValidator } from './createValidator.js';
import { schemaValidator } from './schemaInterpreter.js';

/** Generous: the runs take seconds, more on a busy machine. */
const PROPERTY_TIMEOUT = 120_000;

const EXAMPLES = new URL('examples/', REPO_ROOT);
const inFolder = <T>(folder: string): T[] =>
  readdirSync(new URL(`${folder}/`, EXAMPLES))
    .filter((name) => name.endsWith('.json'))
    .map((name) => readJson(new URL(`${folder}/${name}`, EXAMPLES)) as T);

const settings = readJson(new URL('tenant-settings.json', EXAMPLES)) as TenantSettings;
const products = readdirSync(new URL('products/', EXAMPLES)).map((name) => name.replace(/\.json$/, ''));

function productForm(product: string, locale: string): JsonSchema {
  const { definition } = readJson(new URL(`products/${product}.json`, EXAMPLES)) as ProductVersion;
  return compileForm(definition.objectDefinitions, {
    locale,
    now: '2026-11-21T12:00:00',
    lookups: inFolder<Lookup>('lookups'),
    objectDefinitions: inFolder<ObjectDefinition>('objects'),
    currencies: settings.supportedCurrencies,
    mode: 'edit',
  }).schema;
}

/** The product's sample data (`examples/data/<product>.*.json`), when it has some. */
function sampleData(product: string): Record<string, unknown>[] {
  return readdirSync(new URL('data/', EXAMPLES))
    .filter((name) => name.startsWith(`${product}.`))
    .map((name) => readJson(new URL(`data/${name}`, EXAMPLES)) as Record<string, unknown>);
}

/** Paths to every value inside `data`, as keys. */
function valuePaths(data: unknown, path: string[] = []): string[][] {
  if (typeof data !== 'object' || data === null) return [path];
  return [path, ...Object.entries(data).flatMap(([key, value]) => valuePaths(value, [...path, key]))];
}

/** `data` with the value at `path` replaced, or removed when `value` is undefined. */
function withValue(data: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const copy = structuredClone(data) as Record<string, unknown>;
  if (rest.length === 0 && value === undefined) delete copy[key];
  else copy[key] = withValue(copy[key], rest, value);
  return copy;
}

const replacement = fc.oneof(
  fc.constantFrom<unknown>(undefined, null, '', 'x'.repeat(1001), '2026-02-30', '2099-01-01', 1.005, -1, 1e9),
  fc.constantFrom<unknown>(true, [], {}, { unknown: 1 }, 'LADA', '2026-11-21T12:00:01', 2.5),
);

/** The sample data with one value replaced by something often wrong, or removed. */
function mutatedSamples(samples: Record<string, unknown>[]): fc.Arbitrary<unknown> {
  return fc
    .constantFrom(...samples)
    .chain((sample) => fc.tuple(fc.constant(sample), fc.constantFrom(...valuePaths(sample)), replacement))
    .map(([sample, path, value]) => withValue(sample, path, value));
}

/**
 * Whether `contains` sits where ajv checks it once per item or property (under `items` or
 * `additionalProperties`, `$ref`s aside, which ajv calls as functions of their own). There ajv's generated
 * code remembers the outcome for the previous array when the next one is empty, and calls an empty array
 * valid: a defect of ajv (the interpreter says an empty array contains nothing, see its unit tests).
 */
function containsInLoop(schema: unknown, inLoop = false): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  return Object.entries(schema).some(([key, value]) => {
    if (key === 'contains' && inLoop) return true;
    // a referenced schema starts afresh: ajv calls it as a function of its own
    if (key === '$defs') return Object.values(value as object).some((each) => containsInLoop(each));
    const loops = key === 'items' || key === 'additionalProperties' || key === 'contains';
    return containsInLoop(value, inLoop || loops);
  });
}

function hasEmptyArray(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0 || data.some(hasEmptyArray);
  return typeof data === 'object' && data !== null && Object.values(data).some(hasEmptyArray);
}

/** ajv and the interpreter agree on `schema` for every generated data (but where ajv is known wrong). */
function agreeOn(schema: JsonSchema, data: fc.Arbitrary<unknown>, numRuns: number) {
  const ajvMisjudgesEmptyArrays = containsInLoop(schema);
  const ajv = referenceAjv().compile(schema);
  const interpret = schemaValidator(schema);
  const reference = referenceValidator(schema, { locale: 'de-DE' });
  const validate = createValidator(schema, { locale: 'de-DE' });
  fc.assert(
    fc.property(data, (value) => {
      fc.pre(!(ajvMisjudgesEmptyArrays && hasEmptyArray(value)));
      expect(interpret(value)).toEqual(referenceErrors(ajv, value));
      expect(validate(value)).toEqual(reference(value));
    }),
    { numRuns },
  );
}

describe('the schema interpreter agrees with ajv', () => {
  it.each(products)(
    'on the compiled form of the example product %s',
    { timeout: PROPERTY_TIMEOUT },
    (product) => {
      const schema = productForm(product, 'en-GB');
      const samples = sampleData(product);
      const data =
        samples.length > 0 ? fc.oneof(valuesFor(schema), mutatedSamples(samples)) : valuesFor(schema);
      agreeOn(schema, data, 400);
    },
  );

  it('on random schemas of our vocabulary, conditions included', { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(
      fc.property(vocabularySchemas(), fc.context(), (schema, context) => {
        context.log(JSON.stringify(schema));
        agreeOn(schema, valuesFor(schema), 20);
      }),
      { numRuns: 200 },
    );
  });

  it('samples include valid data, so agreeing is not only about errors', () => {
    const schema = productForm('motor-insurance', 'en-GB');
    const [sample] = sampleData('motor-insurance');
    expect(createValidator(schema)(sample)).toEqual({ valid: true, errors: {} });
  });
});
