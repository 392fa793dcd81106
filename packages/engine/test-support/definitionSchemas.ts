/**
 * Test support for the definition schemas of `schemas/` (repo root): the parsed documents, an Ajv2020
 * instance with all of them registered under their `$id`, and readable validation errors.
 * Lives outside `src` because it reads files with Node APIs, which the engine itself never does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

export const REPO_ROOT = new URL('../../../', import.meta.url);
// A path, not a URL: the app's and widgets' tests run under jsdom, whose `URL` node:fs does not accept.
const SCHEMAS_DIR = join(fileURLToPath(import.meta.url), '../../../../schemas');

/** A JSON Schema document or subschema, read loosely. */
export interface SchemaNode {
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode | false>;
  required?: string[];
  additionalProperties?: SchemaNode | boolean;
  allOf?: SchemaNode[];
  if?: SchemaNode;
  then?: SchemaNode;
  default?: unknown;
  writeOnly?: boolean;
  format?: string;
  [keyword: string]: unknown;
}

export function readJson(location: URL | string): unknown {
  return JSON.parse(readFileSync(location, 'utf8'));
}

/** Every `*.schema.json` document, keyed by its name without `.schema.json`, e.g. `field-definition`. */
export const SCHEMAS: Readonly<Record<string, SchemaNode>> = Object.fromEntries(
  readdirSync(SCHEMAS_DIR)
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => [file.replace('.schema.json', ''), readJson(join(SCHEMAS_DIR, file)) as SchemaNode]),
);

/** The `$id` of a schema by name. */
export function schemaId(name: string): string {
  return `https://coverline.dev/schemas/${name}.schema.json`;
}

/** The subschema at a JSON pointer, e.g. `schemaAt('field-definition', '/$defs/attributes')`. */
export function schemaAt(name: string, pointer = ''): SchemaNode {
  let node: unknown = SCHEMAS[name];
  for (const token of pointer.split('/').slice(1)) {
    node = (node as Record<string, unknown> | undefined)?.[token.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  if (node === undefined || typeof node !== 'object') throw new Error(`No subschema ${name}#${pointer}`);
  return node as SchemaNode;
}

/** Ajv in strict mode with formats and every definition schema registered under its `$id`. */
export function createSchemaAjv(): Ajv2020 {
  // strictRequired is off: `then: { required: [...] }` names properties declared beside the if/then.
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
  ajvFormats.default(ajv);
  for (const schema of Object.values(SCHEMAS)) ajv.addSchema(schema);
  return ajv;
}

const sharedAjv = createSchemaAjv();

/** Validation errors as `instancePath message` lines; empty when the value is valid. */
export function schemaErrors(name: string, value: unknown, ajv = sharedAjv): string[] {
  const validate = ajv.getSchema(schemaId(name));
  if (validate === undefined) throw new Error(`Unknown schema ${name}`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`.trim());
}
