import { loadSharedSchemas } from '../../src/http/validation.js';

export type SchemaNode = Record<string, unknown>;

const SHARED = new Map(loadSharedSchemas().map((schema) => [schema.$id as string, schema as SchemaNode]));

/** Keywords whose value is one subschema or a list or map of them. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties'];

/**
 * Every subschema reachable from `schema` (a route's body, query or path schema), `$ref`s into the shared
 * schemas and local `$defs` followed, each once, with a readable location: what the every-route checks walk.
 */
export function schemaNodes(schema: unknown): { node: SchemaNode; at: string }[] {
  const found: { node: SchemaNode; at: string }[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, root: SchemaNode, at: string): void => {
    if (node === null || typeof node !== 'object' || Array.isArray(node) || seen.has(node)) return;
    seen.add(node);
    const schemaNode = node as SchemaNode;
    found.push({ node: schemaNode, at });
    if (typeof schemaNode.$ref === 'string') {
      const [id = '', pointer = ''] = schemaNode.$ref.split('#');
      const document = id === '' ? root : SHARED.get(id);
      if (document === undefined) throw new Error(`unknown schema ${schemaNode.$ref}`);
      const target = pointer
        .split('/')
        .filter(Boolean)
        .reduce<unknown>((each, key) => (each as SchemaNode)[key], document);
      visit(target, document, id === '' ? `${at}→#${pointer}` : schemaNode.$ref);
    }
    for (const keyword of ONE) visit(schemaNode[keyword], root, `${at}/${keyword}`);
    for (const keyword of LIST) {
      const list = schemaNode[keyword];
      if (Array.isArray(list)) list.forEach((each, index) => visit(each, root, `${at}/${keyword}/${index}`));
    }
    for (const keyword of MAP) {
      for (const [key, each] of Object.entries((schemaNode[keyword] as SchemaNode | undefined) ?? {}))
        visit(each, root, `${at}/${key}`);
    }
  };
  visit(schema, schema as SchemaNode, '');
  return found;
}

/** Whether the node accepts text of the given JSON type. */
export function acceptsType(node: SchemaNode, type: string): boolean {
  return node.type === type || (Array.isArray(node.type) && node.type.includes(type));
}
