import type { JsonSchema } from '../../condition/types.js';
import { type Check, fail, type KeywordDefinition, type KeywordSite } from './check.js';
import type { SchemaError } from './schemaError.js';

/*
 * Keywords that apply nested schemas (to the value itself or to its properties and items), and the object
 * keywords. Errors of nested schemas are kept where ajv keeps them: a branch that did not decide the outcome
 * (an `anyOf` branch when another passed, an item that `contains` did not need) leaves none behind.
 */

/** A key as a JSON Pointer segment. */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A key as a segment of a schema path, which is a URI fragment. */
export function fragmentSegment(key: string | number): string {
  return encodeURIComponent(pointerSegment(String(key)));
}

/** Keeps only the errors recorded before `count`: the ones after belong to a branch that did not count. */
function forget(errors: SchemaError[] | undefined, count: number): true {
  if (errors) errors.length = count;
  return true;
}

function referenceCheck(reference: string, site: KeywordSite): Check {
  return site.resolveReference(reference);
}

function notCheck(negated: JsonSchema, site: KeywordSite): Check {
  const check = site.subschema(negated, site.schemaPath);
  return (data, instancePath, errors) =>
    !check(data, instancePath, undefined) || fail(errors, 'not', instancePath, site.schemaPath, {});
}

function branches(schemas: JsonSchema[], site: KeywordSite): Check[] {
  return schemas.map((schema, index) => site.subschema(schema, `${site.schemaPath}/${index}`));
}

/** Passes at the first branch that passes; otherwise every branch's errors stay, then `anyOf`'s own. */
function anyOfCheck(schemas: JsonSchema[], site: KeywordSite): Check | undefined {
  if (schemas.some(site.alwaysValid)) return undefined;
  const checks = branches(schemas, site);
  return (data, instancePath, errors) => {
    const count = errors?.length ?? 0;
    for (const check of checks) if (check(data, instancePath, errors)) return forget(errors, count);
    return fail(errors, 'anyOf', instancePath, site.schemaPath, {});
  };
}

/**
 * Exactly one branch passes. Branches are tried in order until a second one passes; `passingSchemas` names
 * the passing one, or the first two.
 */
function oneOfCheck(schemas: JsonSchema[], site: KeywordSite): Check {
  const checks = schemas.map((schema, index) =>
    site.alwaysValid(schema) ? () => true : site.subschema(schema, `${site.schemaPath}/${index}`),
  );
  return (data, instancePath, errors) => {
    const count = errors?.length ?? 0;
    let passing: number | undefined;
    for (let index = 0; index < checks.length; index++) {
      if (!checks[index]!(data, instancePath, errors)) continue;
      if (passing !== undefined)
        return fail(errors, 'oneOf', instancePath, site.schemaPath, { passingSchemas: [passing, index] });
      passing = index;
    }
    if (passing !== undefined) return forget(errors, count);
    return fail(errors, 'oneOf', instancePath, site.schemaPath, { passingSchemas: null });
  };
}

function allOfCheck(schemas: JsonSchema[], site: KeywordSite): Check {
  const checks = schemas
    .map((schema, index) =>
      site.alwaysValid(schema) ? undefined : site.subschema(schema, `${site.schemaPath}/${index}`),
    )
    .filter((check) => check !== undefined);
  return (data, instancePath, errors) => {
    let valid = true;
    for (const check of checks) {
      if (check(data, instancePath, errors)) continue;
      if (!errors) return false;
      valid = false;
    }
    return valid;
  };
}

/** The clause of `if` that applies; a failed clause is also reported as `if` with `failingKeyword`. */
function ifCheck(condition: JsonSchema, site: KeywordSite): Check | undefined {
  const { schema } = site;
  const base = site.schemaPath.slice(0, -'/if'.length);
  if (schema.then === undefined && schema.else === undefined)
    throw new Error(`"if" without "then" and "else" is ignored at ${site.schemaPath}`);
  const clause = (keyword: 'then' | 'else') => {
    const clauseSchema = schema[keyword];
    return clauseSchema === undefined || site.alwaysValid(clauseSchema)
      ? undefined
      : site.subschema(clauseSchema, `${base}/${keyword}`);
  };
  const then = clause('then');
  const otherwise = clause('else');
  if (!then && !otherwise) return undefined;
  const holds = site.subschema(condition, site.schemaPath);
  return (data, instancePath, errors) => {
    const failingKeyword = holds(data, instancePath, undefined) ? 'then' : 'else';
    const check = failingKeyword === 'then' ? then : otherwise;
    return (
      !check ||
      check(data, instancePath, errors) ||
      fail(errors, 'if', instancePath, site.schemaPath, { failingKeyword })
    );
  };
}

/** `then`/`else` are read by `if`; on their own they would silently do nothing. */
function clauseWithoutIf(_clause: JsonSchema, { schema, schemaPath }: KeywordSite): undefined {
  if (schema.if === undefined) throw new Error(`"${schemaPath}" without "if" is ignored`);
  return undefined;
}

interface PropertyCheck {
  key: string;
  segment: string;
  check: Check;
}

/** Each property present (not undefined) is checked against its schema. */
function propertiesCheck(properties: Record<string, JsonSchema>, site: KeywordSite): Check | undefined {
  const checks: PropertyCheck[] = Object.entries(properties)
    .filter(([key, schema]) => key !== '__proto__' && !site.alwaysValid(schema))
    .map(([key, schema]) => ({
      key,
      segment: `/${pointerSegment(key)}`,
      check: site.subschema(schema, `${site.schemaPath}/${fragmentSegment(key)}`),
    }));
  if (checks.length === 0) return undefined;
  return (data, instancePath, errors) => {
    const object = data as Record<string, unknown>;
    let valid = true;
    for (const { key, segment, check } of checks) {
      const value = object[key];
      if (value === undefined || check(value, instancePath + segment, errors)) continue;
      if (!errors) return false;
      valid = false;
    }
    return valid;
  };
}

function requiredCheck(keys: string[], { schemaPath }: KeywordSite): Check | undefined {
  if (keys.length === 0) return undefined;
  return (data, instancePath, errors) => {
    const object = data as Record<string, unknown>;
    let valid = true;
    for (const key of keys) {
      if (object[key] !== undefined) continue;
      if (!errors) return false;
      valid = fail(errors, 'required', instancePath, schemaPath, { missingProperty: key });
    }
    return valid;
  };
}

/** Properties that `properties` does not name: refused (`false`) or checked against the schema. */
function additionalPropertiesCheck(additional: boolean | JsonSchema, site: KeywordSite): Check | undefined {
  if (additional !== false && site.alwaysValid(additional)) return undefined;
  const named = new Set(Object.keys(site.schema.properties ?? {}).filter((key) => key !== '__proto__'));
  const check = additional === false ? undefined : site.subschema(additional, site.schemaPath);
  return (data, instancePath, errors) => {
    const object = data as Record<string, unknown>;
    let valid = true;
    for (const key in object) {
      if (named.has(key)) continue;
      const passed = check
        ? check(object[key], `${instancePath}/${pointerSegment(key)}`, errors)
        : fail(errors, 'additionalProperties', instancePath, site.schemaPath, { additionalProperty: key });
      if (passed) continue;
      if (!errors) return false;
      valid = false;
    }
    return valid;
  };
}

function itemsCheck(items: JsonSchema, site: KeywordSite): Check | undefined {
  if (site.alwaysValid(items)) return undefined;
  const check = site.subschema(items, site.schemaPath);
  return (data, instancePath, errors) => {
    const array = data as unknown[];
    let valid = true;
    for (let index = 0; index < array.length; index++) {
      if (check(array[index], `${instancePath}/${index}`, errors)) continue;
      if (!errors) return false;
      valid = false;
    }
    return valid;
  };
}

/** Some item passes; until one does, the items' errors are kept, and stay if none does. */
function containsCheck(contained: JsonSchema, site: KeywordSite): Check {
  const params = { minContains: 1 };
  const check = site.alwaysValid(contained) ? () => true : site.subschema(contained, site.schemaPath);
  return (data, instancePath, errors) => {
    const array = data as unknown[];
    const count = errors?.length ?? 0;
    for (let index = 0; index < array.length; index++) {
      if (check(array[index], `${instancePath}/${index}`, errors)) return forget(errors, count);
    }
    return fail(errors, 'contains', instancePath, site.schemaPath, params);
  };
}

export const APPLICATOR_KEYWORDS: Record<string, KeywordDefinition> = {
  $ref: { value: 'string', build: referenceCheck },
  not: { value: 'schema', build: notCheck },
  anyOf: { value: 'schemas', build: anyOfCheck },
  oneOf: { value: 'schemas', build: oneOfCheck },
  allOf: { value: 'schemas', build: allOfCheck },
  if: { value: 'schema', build: ifCheck },
  then: { value: 'schema', build: clauseWithoutIf },
  else: { value: 'schema', build: clauseWithoutIf },
  items: { value: 'schema', build: itemsCheck },
  contains: { value: 'schema', build: containsCheck },
  required: { value: 'strings', build: requiredCheck },
  additionalProperties: { value: 'schemaOrBoolean', build: additionalPropertiesCheck },
  properties: { value: 'schemaMap', build: propertiesCheck },
};
