import {
  compileForm,
  conditionFields,
  localNow,
  tryParseCondition,
  type CompiledForm,
  type DataDefinition,
  type JsonSchema,
  type ObjectDefinition,
} from '@coverline/engine';

/** Whether a display condition reads the operation being performed (`operation == "ISSUE"`). */
export function refersToOperation(condition: string | undefined): boolean {
  const group = condition === undefined ? undefined : tryParseCondition(condition);
  return group !== undefined && conditionFields(group).some((field) => field.split('.')[0] === 'operation');
}

/**
 * The objects and fields that only an operation shows: an object whose own condition reads the operation
 * comes whole, from the others only such fields, under the same keys so that their values land where the
 * record's data keeps them.
 */
function operationDefinitions(objects: readonly ObjectDefinition[]): ObjectDefinition[] {
  return objects.flatMap((object) => {
    if (refersToOperation(object.attributes.displayCondition)) return [object];
    const fields = object.fields.filter((field) => refersToOperation(field.attributes.displayCondition));
    return fields.length === 0 ? [] : [{ ...object, fields }];
  });
}

/** Whether a compiled object (or each item of a list of objects) has a field left. */
function hasFields(schema: JsonSchema | undefined): boolean {
  const object = schema?.type === 'array' ? schema.items : schema;
  return Object.keys(object?.properties ?? {}).length > 0;
}

/**
 * The form of what an operation asks for before it is sent: the fields whose display condition refers to
 * `operation`, compiled for that operation as the server compiles the form it validates the operation's
 * data with. Undefined when the operation asks for nothing.
 */
export function operationFieldsForm(
  definition: DataDefinition,
  operation: string,
  { locale, at = new Date() }: { locale: string; at?: Date },
): CompiledForm | undefined {
  const objects = operationDefinitions(definition.objectDefinitions);
  if (objects.length === 0) return undefined;
  const form = compileForm(objects, {
    locale,
    now: localNow(at, definition.timeZone),
    lookups: definition.lookups,
    objectDefinitions: definition.referencedObjectDefinitions,
    currencies: definition.currencies,
    mode: 'edit',
    operation,
  });
  // An object left without fields for this operation is not asked for, nor required.
  const properties = form.schema.properties ?? {};
  const shown = Object.keys(properties).filter((key) => hasFields(properties[key]));
  if (shown.length === 0) return undefined;
  const kept = (key: string) => shown.includes(key);
  return {
    ...form,
    schema: {
      ...form.schema,
      properties: Object.fromEntries(shown.map((key) => [key, properties[key] as JsonSchema])),
      ...(form.schema.required === undefined ? {} : { required: form.schema.required.filter(kept) }),
    },
    uiSchema: { ...form.uiSchema, 'ui:order': (form.uiSchema['ui:order'] ?? []).filter(kept) },
  };
}

/** The record's data with what an operation's dialog collected laid over it, object by object. */
export function withOperationFields(
  data: Record<string, unknown>,
  collected: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...data };
  for (const [key, value] of Object.entries(collected)) {
    const before = merged[key];
    merged[key] = isPlainObject(before) && isPlainObject(value) ? { ...before, ...value } : value;
  }
  return merged;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
