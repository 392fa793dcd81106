import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type AnySchemaObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

/** The repository's `schemas/` folder: the definition formats and payloads, JSON Schema 2020-12. */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../../../schemas/', import.meta.url));

const SCHEMA_BASE = 'https://coverline.dev/schemas/';

/** A route schema part that refers to `schemas/{name}.schema.json`. */
export function schemaRef(name: string): { $ref: string } {
  return { $ref: `${SCHEMA_BASE}${name}.schema.json` };
}

/** Every `schemas/*.schema.json`, for ajv and for the OpenAPI document. */
export function loadSharedSchemas(directory: string = SCHEMAS_DIR): AnySchemaObject[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(directory, name), 'utf8')) as AnySchemaObject);
}

/**
 * An ajv for JSON Schema 2020-12 with the shared schemas loaded; `coerce` for text inputs (query, path).
 * Unknown properties are errors (`additionalProperties: false`), never silently dropped, unless
 * `removeAdditional` (serialising an answer) says otherwise.
 */
export function createAjv(
  schemas: AnySchemaObject[],
  coerce: boolean,
  { removeAdditional = false }: { removeAdditional?: boolean } = {},
): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    removeAdditional,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    // The shared schemas carry annotations (`writeOnly`, descriptions) that are not validation keywords.
    strict: false,
  });
  addFormats.default(ajv);
  // OpenAPI's name for file content (the images answered as they are stored); nothing to check.
  ajv.addFormat('binary', true);
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

/**
 * The validator compiler of every route: ajv for JSON Schema 2020-12 with the shared schemas loaded.
 * Bodies are validated as sent (no coercion, no defaults); query strings and path parameters are text
 * by nature and are coerced to the declared types (`page=abc` for an integer is still a 400).
 */
export function createValidatorCompiler(schemas: AnySchemaObject[]): FastifySchemaCompiler<FastifySchema> {
  const strict = createAjv(schemas, false);
  const coercing = createAjv(schemas, true);
  return ({ schema, httpPart }) =>
    finiteOnly((httpPart === 'body' ? strict : coercing).compile(schema as AnySchemaObject));
}

/**
 * `validate` that also refuses numbers beyond any limit (`1e400` is Infinity as JSON and as a coerced
 * query value): ajv counts Infinity as an integer within every `minimum`, and the database refuses it.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const wrapped = ((data: unknown) => {
    const valid = validate(data);
    const infinite = valid ? nonFinitePaths(data) : [];
    wrapped.errors =
      infinite.length === 0
        ? validate.errors
        : infinite.map((instancePath) => ({
            instancePath,
            schemaPath: '#',
            keyword: 'maximum',
            params: { comparison: '<=', limit: Number.MAX_VALUE },
            message: 'must be a finite number',
          }));
    return valid && infinite.length === 0;
  }) as ValidateFunction;
  return Object.assign(wrapped, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

/** JSON pointers of the numbers in `value` that are not finite. */
function nonFinitePaths(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, each]) =>
    nonFinitePaths(each, `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
  );
}
