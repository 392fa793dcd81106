import type { JsonSchema } from '../../condition/types.js';
import type { SchemaError } from './schemaError.js';

/**
 * Checks one value found at `instancePath` (a JSON Pointer). With `errors` it records every failure, as ajv
 * does with `allErrors`; without (inside `if` and `not`, where only the outcome counts) it may stop at the
 * first. Answers whether the value passed.
 */
export type Check = (data: unknown, instancePath: string, errors: SchemaError[] | undefined) => boolean;

/** What a keyword's builder gets besides its value: where it sits and how to build nested schemas. */
export interface KeywordSite {
  /** The schema object holding the keyword. */
  schema: JsonSchema;
  /** URI fragment of the keyword in the schema, for the errors it reports. */
  schemaPath: string;
  /** The check of a nested schema found at `schemaPath`. */
  subschema(schema: unknown, schemaPath: string): Check;
  /** Whether a nested schema asks nothing of a value (has no validating keyword), so it can be skipped. */
  alwaysValid(schema: unknown): boolean;
  /** The schema that a `$ref` in this schema document points to. */
  resolveReference(reference: string): Check;
}

/** The kinds of value a keyword takes in a schema; anything else is refused when the validator is made. */
export type KeywordValue =
  | 'number'
  | 'string'
  | 'boolean'
  | 'strings'
  | 'array'
  | 'schema'
  | 'schemas'
  | 'schemaMap'
  | 'schemaOrBoolean'
  | 'type'
  | 'any';

export interface KeywordDefinition {
  value: KeywordValue;
  /**
   * The check of `value` (for a value of the keyword's instance type, see `KEYWORD_ORDER`); absent for
   * annotations. Undefined when the keyword asks nothing, as `uniqueItems: false`.
   */
  build?(value: never, site: KeywordSite): Check | undefined;
}

/** Records a failed keyword; answers false so a check can `return fail(…)`. */
export function fail(
  errors: SchemaError[] | undefined,
  keyword: string,
  instancePath: string,
  schemaPath: string,
  params: Record<string, unknown>,
): false {
  errors?.push({ keyword, instancePath, schemaPath, params });
  return false;
}
