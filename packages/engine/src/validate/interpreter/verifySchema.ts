import { JSON_TYPES } from './dataTypes.js';
import { fragmentSegment } from './applicatorKeywords.js';
import type { KeywordValue } from './check.js';
import { KEYWORDS } from './keywords.js';

type Visit = (schema: unknown, schemaPath: string) => void;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isJsonType = (value: unknown) => (JSON_TYPES as readonly unknown[]).includes(value);

/** Whether `value` fits `kind`; nested schemas are handed to `visit`. */
function fits(kind: KeywordValue, value: unknown, schemaPath: string, visit: Visit): boolean {
  switch (kind) {
    case 'number':
    case 'string':
    case 'boolean':
      return typeof value === kind;
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'array':
      return Array.isArray(value);
    case 'type':
      return Array.isArray(value) ? value.length > 0 && value.every(isJsonType) : isJsonType(value);
    case 'schema':
      visit(value, schemaPath);
      return true;
    case 'schemaOrBoolean':
      if (typeof value !== 'boolean') visit(value, schemaPath);
      return true;
    case 'schemas':
      if (!Array.isArray(value)) return false;
      value.forEach((schema, index) => visit(schema, `${schemaPath}/${index}`));
      return true;
    case 'schemaMap':
      if (!isObject(value)) return false;
      for (const [key, schema] of Object.entries(value))
        visit(schema, `${schemaPath}/${fragmentSegment(key)}`);
      return true;
    case 'any':
      return true;
  }
}

/**
 * Refuses, with an error naming the place, a schema that uses a keyword outside our vocabulary or gives a
 * keyword a value of the wrong kind, anywhere in the document (also in `$defs` and in branches that could
 * never fail) — as ajv's strict mode refuses them when it compiles.
 */
export function verifySchema(root: unknown): void {
  const visit: Visit = (schema, schemaPath) => {
    if (!isObject(schema)) throw new Error(`schema must be an object at ${schemaPath}`);
    for (const [keyword, value] of Object.entries(schema)) {
      const definition = Object.hasOwn(KEYWORDS, keyword) ? KEYWORDS[keyword] : undefined;
      if (!definition) throw new Error(`strict mode: unknown keyword: "${keyword}" at ${schemaPath}`);
      const at = `${schemaPath}/${keyword}`;
      if (!fits(definition.value, value, at, visit))
        throw new Error(`${keyword} value must be ${definition.value} at ${schemaPath}`);
    }
  };
  visit(root, '#');
}
