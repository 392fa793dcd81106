import type { JsonSchema } from '../condition/types.js';

/** Below this size (as JSON) a repeated subschema is cheaper inlined than called. */
const SHARED_MIN_LENGTH = 120;
const REFERENCING_KEYWORDS = new Set([
  '$ref',
  '$dynamicRef',
  '$id',
  '$anchor',
  '$dynamicAnchor',
  '$defs',
  'definitions',
]);

type Walk = (schema: JsonSchema) => JsonSchema;

/** The schema with `walk` applied to the subschemas of its `properties` and `items`. */
function withChildren(schema: JsonSchema, walk: Walk): JsonSchema {
  const { properties, items } = schema;
  return {
    ...schema,
    ...(properties
      ? { properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, walk(v)])) }
      : {}),
    ...(items && typeof items === 'object' ? { items: walk(items) } : {}),
  };
}

/** What a subschema asks of data: the schema without its title. */
function canonical({ title: _title, ...constraints }: JsonSchema): string {
  return JSON.stringify(constraints);
}

function usesReferences(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, child]) => REFERENCING_KEYWORDS.has(key) || usesReferences(child));
}

/**
 * The same schema in the shape ajv compiles fastest: every root property, and every repeated sizeable
 * subschema (a Money or Customer field used many times), moved to `$defs` and referenced. ajv then generates
 * one function for each instead of a single huge one, whose code optimisation grows faster than its size.
 * Error paths in the data are unchanged. A schema with references or identifiers of its own is left as it is.
 */
export function validationSchema(schema: JsonSchema): JsonSchema {
  if (usesReferences(schema) || !schema.properties) return schema;
  const counts = new Map<string, number>();
  const count: Walk = (node) => {
    const key = canonical(node);
    if (key.length >= SHARED_MIN_LENGTH) counts.set(key, (counts.get(key) ?? 0) + 1);
    return withChildren(node, count);
  };
  withChildren(schema, count);

  const $defs: Record<string, JsonSchema> = {};
  const names = new Map<string, string>();
  const share: Walk = (node) => {
    const key = canonical(node);
    const shared = (counts.get(key) ?? 0) > 1;
    if (!shared) return withChildren(node, share);
    let name = names.get(key);
    if (!name) {
      name = `shared${names.size}`;
      names.set(key, name);
      $defs[name] = withChildren(node, share);
    }
    return { $ref: `#/$defs/${name}` };
  };
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, property], index) => {
      $defs[`property${index}`] = share(property);
      return [key, { $ref: `#/$defs/property${index}` }];
    }),
  );
  return { ...schema, properties, $defs };
}
