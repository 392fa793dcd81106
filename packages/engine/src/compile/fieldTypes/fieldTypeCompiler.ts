import type { JsonSchema } from '../../condition/types.js';
import type { FieldAttributes, ObjectDefinition } from '../../definitions/types.js';
import type { CompileContext, UiOptions, UiSchema, WidgetName } from '../types.js';

/** A field's compiled object: the nested schema, the UI of its fields and its data-shaped defaults. */
export interface CompiledObject {
  schema: JsonSchema;
  ui: UiSchema;
  defaults: Record<string, unknown>;
}

export interface FieldTypeEnv {
  context: CompileContext;
  /** Dotted definition path of the field, for error messages. */
  path: string;
  /** Compiles the fields of a definition an Object field references, nested under this field. */
  compileReference(definition: ObjectDefinition): CompiledObject;
}

/** What a field type contributes; title, conditions and the common UI options are added by `compileField`. */
export interface FieldTypeCompilation {
  schema: JsonSchema;
  widget?: WidgetName;
  options?: UiOptions;
  /** UI of nested fields (Object): `ui:order` and one entry per field. */
  children?: UiSchema;
  /** The field's default when it does not come from `defaultValue` as it is (date defaults, nested objects). */
  defaultValue?: unknown;
}

export type FieldTypeCompiler = (attributes: FieldAttributes, env: FieldTypeEnv) => FieldTypeCompilation;
