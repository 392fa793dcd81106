import { DECIMAL_PLACES_KEYWORD, hasAtMostDecimalPlaces } from '../decimalPlacesKeyword.js';
import { isNotAfter, NOT_AFTER_KEYWORD } from '../notAfterKeyword.js';
import { type Check, fail, type KeywordDefinition, type KeywordSite } from './check.js';
import { codePointLength } from './codePointLength.js';
import { type JsonType, hasType } from './dataTypes.js';
import { isDate, isIsoDateTime } from './dateFormats.js';
import { jsonEqual } from './jsonEqual.js';

/*
 * Keywords that test the value itself. Each reports ajv's keyword name and params, and decides as ajv does
 * (a length in code points, a pattern with the `u` flag, `multipleOf` by division).
 */

type Fails<T> = (value: T, limit: number) => boolean;

/** A numeric limit on a value of type T (a number, a text's length, an array's length): `{ limit }`. */
function limit<T>(
  keyword: string,
  fails: Fails<T>,
  extraParams: Record<string, unknown> = {},
): [string, KeywordDefinition] {
  const build = (bound: number, { schemaPath }: KeywordSite): Check => {
    const params = { ...extraParams, limit: bound };
    return (data, instancePath, errors) =>
      !fails(data as T, bound) || fail(errors, keyword, instancePath, schemaPath, params);
  };
  return [keyword, { value: 'number', build }];
}

const FORMATS: Record<string, (text: string) => boolean> = {
  date: isDate,
  'iso-date-time': isIsoDateTime,
};

/** `format` tests strings only; a number with a string format passes, as in ajv. */
function formatCheck(format: string, { schemaPath }: KeywordSite): Check {
  const test = Object.hasOwn(FORMATS, format) ? FORMATS[format] : undefined;
  if (!test) throw new Error(`unknown format "${format}" at ${schemaPath}`);
  const params = { format };
  return (data, instancePath, errors) =>
    test(data as string) || fail(errors, 'format', instancePath, schemaPath, params);
}

/**
 * `uniqueItems` as ajv decides it: when `items` gives scalar types, values of other types are skipped (their
 * own type errors say enough) and the rest compared by their text; otherwise every pair deeply. Params: the
 * indexes of the duplicates ajv finds first, scanning from the end.
 */
function uniqueItemsCheck(unique: boolean, { schema, schemaPath }: KeywordSite): Check | undefined {
  if (!unique) return undefined;
  const itemTypes = itemTypesOf(schema.items);
  const byText = itemTypes.length > 0 && !itemTypes.some((type) => type === 'object' || type === 'array');
  const duplicate = byText ? duplicateByText(itemTypes) : duplicateByValue;
  return (data, instancePath, errors) => {
    const found = duplicate(data as unknown[]);
    return !found || fail(errors, 'uniqueItems', instancePath, schemaPath, found);
  };
}

function itemTypesOf(items: unknown): JsonType[] {
  if (typeof items !== 'object' || items === null || !('type' in items)) return [];
  const { type } = items as { type: JsonType | JsonType[] };
  return Array.isArray(type) ? type : [type];
}

function duplicateByText(itemTypes: JsonType[]) {
  const mixed = itemTypes.length > 1;
  return (items: unknown[]): { i: number; j: number } | undefined => {
    const seen = new Map<string, number>();
    for (let i = items.length - 1; i >= 0 && items.length > 1; i--) {
      const item = items[i];
      if (!itemTypes.some((type) => hasType(item, type))) continue;
      const text = mixed && typeof item === 'string' ? `${item}_` : String(item);
      const j = seen.get(text);
      if (j !== undefined) return { i, j };
      seen.set(text, i);
    }
    return undefined;
  };
}

function duplicateByValue(items: unknown[]): { i: number; j: number } | undefined {
  for (let i = items.length - 1; i > 0; i--) {
    for (let j = i - 1; j >= 0; j--) if (jsonEqual(items[i], items[j])) return { i, j };
  }
  return undefined;
}

function constCheck(allowedValue: unknown, { schemaPath }: KeywordSite): Check {
  const params = { allowedValue };
  const equals =
    typeof allowedValue === 'object' && allowedValue !== null
      ? (data: unknown) => jsonEqual(data, allowedValue)
      : (data: unknown) => data === allowedValue;
  return (data, instancePath, errors) =>
    equals(data) || fail(errors, 'const', instancePath, schemaPath, params);
}

function enumCheck(allowedValues: unknown[], { schemaPath }: KeywordSite): Check {
  if (allowedValues.length === 0) throw new Error(`enum must have non-empty array at ${schemaPath}`);
  const scalars = new Set(allowedValues.filter((value) => typeof value !== 'object' || value === null));
  const structured = allowedValues.filter((value) => typeof value === 'object' && value !== null);
  const params = { allowedValues };
  return (data, instancePath, errors) =>
    scalars.has(data) ||
    structured.some((value) => jsonEqual(data, value)) ||
    fail(errors, 'enum', instancePath, schemaPath, params);
}

function patternCheck(pattern: string, { schemaPath }: KeywordSite): Check {
  const expression = new RegExp(pattern, 'u');
  const params = { pattern };
  return (data, instancePath, errors) =>
    expression.test(data as string) || fail(errors, 'pattern', instancePath, schemaPath, params);
}

/** ajv's test: the quotient is not the integer that `parseInt` reads from it (0 divides nothing). */
function multipleOfCheck(divisor: number, { schemaPath }: KeywordSite): Check {
  const params = { multipleOf: divisor };
  return (data, instancePath, errors) => {
    const quotient = (data as number) / divisor;
    return (
      (divisor !== 0 && quotient === parseInt(String(quotient))) ||
      fail(errors, 'multipleOf', instancePath, schemaPath, params)
    );
  };
}

function notAfterCheck(bound: string, { schemaPath }: KeywordSite): Check {
  const params = { limit: bound };
  return (data, instancePath, errors) =>
    isNotAfter(data as string, bound) || fail(errors, NOT_AFTER_KEYWORD, instancePath, schemaPath, params);
}

function decimalPlacesCheck(places: number, { schemaPath }: KeywordSite): Check {
  const params = { limit: places };
  return (data, instancePath, errors) =>
    hasAtMostDecimalPlaces(data as number, places) ||
    fail(errors, DECIMAL_PLACES_KEYWORD, instancePath, schemaPath, params);
}

export const ASSERTION_KEYWORDS: Record<string, KeywordDefinition> = {
  const: { value: 'any', build: constCheck },
  enum: { value: 'array', build: enumCheck },
  ...Object.fromEntries([
    limit<number>('maximum', (value, bound) => value > bound, { comparison: '<=' }),
    limit<number>('minimum', (value, bound) => value < bound, { comparison: '>=' }),
    limit<number>('exclusiveMaximum', (value, bound) => value >= bound, { comparison: '<' }),
    limit<number>('exclusiveMinimum', (value, bound) => value <= bound, { comparison: '>' }),
    limit<string>('maxLength', (text, bound) => codePointLength(text) > bound),
    limit<string>('minLength', (text, bound) => codePointLength(text) < bound),
    limit<unknown[]>('maxItems', (items, bound) => items.length > bound),
    limit<unknown[]>('minItems', (items, bound) => items.length < bound),
  ]),
  multipleOf: { value: 'number', build: multipleOfCheck },
  [DECIMAL_PLACES_KEYWORD]: { value: 'number', build: decimalPlacesCheck },
  pattern: { value: 'string', build: patternCheck },
  format: { value: 'string', build: formatCheck },
  [NOT_AFTER_KEYWORD]: { value: 'string', build: notAfterCheck },
  uniqueItems: { value: 'boolean', build: uniqueItemsCheck },
};
