import type { JsonSchema } from '../condition/types.js';
import type { FieldDefinition, ObjectDefinition } from '../definitions/types.js';
import { bySeq } from './bySeq.js';
import { compileField } from './compileField.js';
import { ConditionalKeys } from './conditionalKeys.js';
import { conditionalRequirement, type SchemaStep } from './conditionalRequirement.js';
import { compileDisplayCondition } from './displayCondition.js';
import type { CompiledObject } from './fieldTypes/fieldTypeCompiler.js';
import { CompileError, type CompileContext, UNIQUE_FIELDS_KEYWORD, type UiSchema } from './types.js';

/** Where the object whose fields are being compiled sits in the data. */
export interface Holder {
  location: SchemaStep[];
  /** Key naming the object in item-relative condition paths; undefined for a root object. */
  scopeKey: string | undefined;
  /** Dotted definition path (`drivers`, `policyholder.address`). */
  path: string;
  /** Identities of the definitions around this one: referring back to one of them would nest forever. */
  enclosing: string[];
}

/** Collected across one compilation: the `if`/`then`s that must sit at the data root. */
export interface CompileState {
  context: CompileContext;
  rootConditionals: JsonSchema[];
}

const identity = (definition: ObjectDefinition) => definition.id ?? definition.key;

function referenceCompiler(field: FieldDefinition, path: string, holder: Holder, state: CompileState) {
  return (definition: ObjectDefinition): CompiledObject => {
    if (holder.enclosing.includes(identity(definition))) {
      throw new CompileError(
        path,
        `refers to ${definition.key}, which contains this field: the nesting would never end`,
      );
    }
    const nested: Holder = {
      location: [...holder.location, field.key],
      scopeKey: definition.key,
      path,
      enclosing: [...holder.enclosing, identity(definition)],
    };
    return compileFields(definition, nested, state);
  };
}

/**
 * The object schema, UI node and defaults of a definition's used fields in `seq` order. Unknown properties
 * are errors. A mandatory field is required — while its display condition holds, when it has one.
 */
export function compileFields(
  definition: ObjectDefinition,
  holder: Holder,
  state: CompileState,
): CompiledObject {
  const { context } = state;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const conditionallyRequired = new ConditionalKeys();
  const ui: UiSchema = {};
  const order: string[] = [];
  const defaults: Record<string, unknown> = {};
  for (const field of bySeq(definition.fields)) {
    const { key, attributes } = field;
    const path = `${holder.path}.${key}`;
    if (attributes.used === false) continue;
    if (Object.hasOwn(properties, key)) throw new CompileError(path, 'duplicate field key');
    const condition = compileDisplayCondition(attributes.displayCondition, {
      scopeKey: holder.scopeKey,
      operation: context.operation,
    });
    if (condition === false) continue;
    const env = { context, path, compileReference: referenceCompiler(field, path, holder, state) };
    const compiled = compileField(field, env, condition === true ? undefined : condition);
    properties[key] = compiled.schema;
    ui[key] = compiled.ui;
    order.push(key);
    if (compiled.defaultValue !== undefined) defaults[key] = compiled.defaultValue;
    if (!attributes.mandatory) continue;
    if (condition === true) required.push(key);
    else conditionallyRequired.add(condition, key);
  }
  const conditionals: JsonSchema[] = [];
  for (const { condition, keys } of conditionallyRequired.groups()) {
    const { atRoot, atHolder } = conditionalRequirement(condition, holder.location, { required: keys });
    state.rootConditionals.push(...atRoot);
    conditionals.push(...atHolder);
  }
  const unique = definition.attributes.uniqueFieldsConstraint;
  return {
    schema: {
      type: 'object',
      properties,
      ...(required.length > 0 ? { required } : {}),
      additionalProperties: false,
      ...(conditionals.length > 0 ? { allOf: conditionals } : {}),
      ...(unique?.length ? { [UNIQUE_FIELDS_KEYWORD]: unique } : {}),
    },
    ui: { 'ui:order': order, ...ui },
    defaults,
  };
}
