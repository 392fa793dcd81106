/** How a field of an object's state is shown in its history: its label and the names of its coded values. */
export interface FieldDescription {
  label: string;
  /** Lookup and enumeration codes → the names the form shows for them. */
  valueNames?: Readonly<Record<string, string>>;
}

/** Dotted field path (array items as `*`) → its description. */
export type FieldDescriptions = ReadonlyMap<string, FieldDescription>;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * The labels of a compiled form's fields (their schema titles) and the names of lookup values (the UI
 * schema's `enumNames`), by dotted path below `prefix`; branches of conditions are read too, so a field
 * shown only sometimes still has its label in the history.
 */
export function fieldDescriptions(
  schema: unknown,
  uiSchema: unknown = {},
  prefix = '',
): Map<string, FieldDescription> {
  const descriptions = new Map<string, FieldDescription>();
  collect(schema, isNode(uiSchema) ? uiSchema : {}, prefix, descriptions);
  return descriptions;
}

function collect(schema: unknown, ui: Node, path: string, into: Map<string, FieldDescription>): void {
  if (!isNode(schema)) return;
  if (path !== '' && typeof schema.title === 'string') {
    into.set(path, { label: schema.title, ...valueNamesOf(schema, ui) });
  }
  if (isNode(schema.properties)) {
    for (const [key, child] of Object.entries(schema.properties)) {
      collect(child, isNode(ui[key]) ? ui[key] : {}, path === '' ? key : `${path}.${key}`, into);
    }
  }
  if (isNode(schema.items)) collect(schema.items, isNode(ui.items) ? ui.items : {}, `${path}.*`, into);
  // The parts of a combined or conditional schema describe the same path; their own titles do not.
  const parts = [schema.allOf, schema.anyOf, schema.oneOf].flatMap((list) =>
    Array.isArray(list) ? list : [],
  );
  for (const part of [...parts, schema.then, schema.else]) {
    if (isNode(part)) collect({ ...part, title: undefined }, ui, path, into);
  }
}

function valueNamesOf(schema: Node, ui: Node): { valueNames?: Record<string, string> } {
  const options = isNode(ui['ui:options']) ? ui['ui:options'] : {};
  const names = options.enumNames;
  if (!Array.isArray(schema.enum) || !Array.isArray(names)) return {};
  return {
    valueNames: Object.fromEntries(
      schema.enum.map((code, index) => [String(code), String(names[index] ?? code)]),
    ),
  };
}
