import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { joinPath, splitPath } from '../store/paths.js';

/** A node of the compiled form: its schema and UI schema, as RJSF types them. */
export interface SchemaNodeSpec {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

function typesOf(schema: RJSFSchema): unknown[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function itemSchema(schema: RJSFSchema): RJSFSchema | undefined {
  const { items } = schema;
  return items && typeof items === 'object' && !Array.isArray(items) ? (items as RJSFSchema) : undefined;
}

/** Objects and lists of objects are laid out by the form itself; everything else is one widget. */
export function isContainer({ schema, uiSchema }: SchemaNodeSpec): boolean {
  if (uiSchema['ui:widget'] !== undefined) return false;
  if (typesOf(schema).includes('object')) return true;
  const items = itemSchema(schema);
  return typesOf(schema).includes('array') && items !== undefined && typesOf(items).includes('object');
}

/** The widget a node gets when its UI schema names none. */
export function defaultWidgetName(schema: RJSFSchema): string {
  const [type] = typesOf(schema).filter((candidate) => candidate !== 'null');
  if (schema.enum) return 'lookup';
  switch (type) {
    case 'integer':
      return 'integer';
    case 'number':
      return 'numeric';
    case 'boolean':
      return 'yesNo';
    case 'array':
      return itemSchema(schema)?.type === 'integer' ? 'integerArray' : 'stringArray';
    default:
      return 'text';
  }
}

const EMPTY_UI: UiSchema = {};

/** The child node for `key` (a property name, or an item index of a list). */
export function childNode({ schema, uiSchema }: SchemaNodeSpec, key: string): SchemaNodeSpec | undefined {
  if (typesOf(schema).includes('array')) {
    const items = itemSchema(schema);
    return items && { schema: items, uiSchema: (uiSchema.items as UiSchema | undefined) ?? EMPTY_UI };
  }
  const child = schema.properties?.[key];
  if (!child || typeof child !== 'object') return undefined;
  return { schema: child, uiSchema: (uiSchema[key] as UiSchema | undefined) ?? EMPTY_UI };
}

/**
 * The path of the field that shows an error found at `errorPath`: the error path itself, or the widget that
 * owns it (a Money field shows the errors of its `amount` and `currency`). Paths outside the schema stay as
 * they are.
 */
export function fieldPathOf(errorPath: string, root: SchemaNodeSpec): string {
  let node: SchemaNodeSpec | undefined = root;
  let path = '';
  for (const key of splitPath(errorPath)) {
    if (!node) return errorPath;
    if (path !== '' && !isContainer(node)) return path;
    node = childNode(node, key);
    path = joinPath(path, key);
  }
  return path;
}

/** Property keys of an object node in `ui:order` (a `*` stands for the keys it does not list). */
export function orderedKeys({ schema, uiSchema }: SchemaNodeSpec): string[] {
  const keys = Object.keys(schema.properties ?? {});
  const order = uiSchema['ui:order'];
  if (!Array.isArray(order)) return keys;
  const listed = order.filter((key) => key !== '*' && keys.includes(key));
  const rest = keys.filter((key) => !listed.includes(key));
  return order
    .flatMap((key) => (key === '*' ? rest : listed.includes(key) ? [key] : []))
    .concat(order.includes('*') ? [] : rest);
}
