import type { JsonSchema } from '../condition/types.js';
import { fail, type Check, type KeywordSite } from './interpreter/check.js';
import { hasType, type JsonType } from './interpreter/dataTypes.js';
import { KEYWORD_ORDER, KEYWORDS, type KeywordGroup } from './interpreter/keywords.js';
import type { SchemaError } from './interpreter/schemaError.js';
import { verifySchema } from './interpreter/verifySchema.js';

export type { SchemaError } from './interpreter/schemaError.js';

/** Every error of `data` against the schema, in ajv's order (`allErrors`); none when the data is valid. */
export type SchemaValidator = (data: unknown) => SchemaError[];

type SchemaObject = Record<string, unknown>;

/** The checks of one schema document, sharing the schemas its `$ref`s point to. */
class SchemaDocument {
  private readonly references = new Map<string, { check?: Check }>();

  private readonly subschema = (schema: unknown, schemaPath: string) =>
    this.check(schema as SchemaObject, schemaPath);
  private readonly resolveReference = (reference: string) => this.reference(reference);

  constructor(private readonly root: JsonSchema) {}

  check(schema: SchemaObject, schemaPath: string): Check {
    const { subschema, resolveReference } = this;
    const site = (keyword: string): KeywordSite => ({
      schema,
      schemaPath: `${schemaPath}/${keyword}`,
      subschema,
      alwaysValid,
      resolveReference,
    });
    const build = (keywords: readonly string[]) =>
      keywords.flatMap((keyword) => {
        if (schema[keyword] === undefined) return [];
        const check = KEYWORDS[keyword]?.build?.(schema[keyword] as never, site(keyword));
        return check ? [check] : [];
      });
    const typed = (Object.keys(KEYWORD_ORDER) as KeywordGroup[])
      .filter(
        (group) => group !== 'any' && KEYWORD_ORDER[group].some((keyword) => schema[keyword] !== undefined),
      )
      .map((group) => ({ type: group as JsonType, checks: build(KEYWORD_ORDER[group]) }));
    return valueCheck(schema, schemaPath, build(KEYWORD_ORDER.any), typed);
  }

  /**
   * The check of the schema at a local reference (`#/$defs/money`). Its errors have schema paths from that
   * schema (`#/type`), as ajv reports them; a reference met again, even from within itself, is built once.
   */
  reference(reference: string): Check {
    let slot = this.references.get(reference);
    if (!slot) {
      slot = {};
      this.references.set(reference, slot);
      slot.check = this.check(resolvePointer(this.root, reference), '#');
    }
    const resolved = slot;
    return (data, instancePath, errors) => resolved.check!(data, instancePath, errors);
  }
}

function resolvePointer(root: JsonSchema, reference: string): SchemaObject {
  if (!reference.startsWith('#'))
    throw new Error(`can't resolve reference ${reference}: only local ones are supported`);
  const segments = reference.length > 1 ? reference.slice(2).split('/') : [];
  let target: unknown = root;
  for (const segment of segments) {
    const key = decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
    target = typeof target === 'object' && target !== null ? (target as SchemaObject)[key] : undefined;
    if (typeof target !== 'object' || target === null)
      throw new Error(`can't resolve reference ${reference}`);
  }
  return target as SchemaObject;
}

const VALIDATING_KEYWORDS = new Set(['type', ...Object.values(KEYWORD_ORDER).flat()]);

/** A schema without a validating keyword (`{}`, `{ title }`) passes every value. */
function alwaysValid(schema: unknown): boolean {
  return Object.keys(schema as SchemaObject).every((keyword) => !VALIDATING_KEYWORDS.has(keyword));
}

interface TypedChecks {
  type: JsonType;
  checks: Check[];
}

/**
 * One schema's check: `type`, the keywords for any value, then those of the value's own type. ajv reports a
 * wrong type first, except when the schema's single type has keywords of its own: then in their place.
 */
function valueCheck(
  schema: SchemaObject,
  schemaPath: string,
  anyChecks: Check[],
  typed: TypedChecks[],
): Check {
  const types = schema.type === undefined ? [] : ([schema.type].flat() as JsonType[]);
  const deferred = types.length === 1 ? typed.find(({ type }) => type === types[0]) : undefined;
  const typeFirst = types.length > 0 && !deferred;
  const typeError = (errors: SchemaError[] | undefined, instancePath: string) =>
    fail(errors, 'type', instancePath, `${schemaPath}/type`, { type: schema.type });
  return (data, instancePath, errors) => {
    let valid = true;
    if (typeFirst && !types.some((type) => hasType(data, type))) {
      if (!errors) return false;
      valid = typeError(errors, instancePath);
    }
    for (const check of anyChecks) {
      if (check(data, instancePath, errors)) continue;
      if (!errors) return false;
      valid = false;
    }
    for (const group of typed) {
      if (!hasType(data, group.type)) {
        if (group !== deferred) continue;
        if (!errors) return false;
        valid = typeError(errors, instancePath);
        continue;
      }
      for (const check of group.checks) {
        if (check(data, instancePath, errors)) continue;
        if (!errors) return false;
        valid = false;
      }
    }
    return valid;
  };
}

const validators = new WeakMap<JsonSchema, SchemaValidator>();

/**
 * A JSON Schema 2020-12 validator that interprets the schema instead of generating code, so pages need no
 * `'unsafe-eval'`. It knows exactly the vocabulary our compiler emits (see `interpreter/keywords.ts`) and
 * refuses any other keyword here, when it is made. Its errors are ajv's, in ajv's order, for the same
 * decisions. The checks are built once per schema object.
 */
export function schemaValidator(schema: JsonSchema): SchemaValidator {
  let validator = validators.get(schema);
  if (!validator) {
    verifySchema(schema);
    const check = new SchemaDocument(schema).check(schema, '#');
    validator = (data) => {
      const errors: SchemaError[] = [];
      check(data, '', errors);
      return errors;
    };
    validators.set(schema, validator);
  }
  return validator;
}
