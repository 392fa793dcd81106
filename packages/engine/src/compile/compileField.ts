import type { JsonSchema } from '../condition/types.js';
import type { FieldDefinition } from '../definitions/types.js';
import { compact } from './compact.js';
import type { FieldTypeCompilation, FieldTypeEnv } from './fieldTypes/fieldTypeCompiler.js';
import { FIELD_TYPE_COMPILERS } from './fieldTypes/index.js';
import { localizedName } from './localizedName.js';
import { CompileError, type UiCondition, type UiSchema } from './types.js';

export interface CompiledField {
  schema: JsonSchema;
  ui: UiSchema;
  /** undefined when the field has no default. */
  defaultValue: unknown;
}

function compileFieldType({ key, attributes }: FieldDefinition, env: FieldTypeEnv): FieldTypeCompilation {
  const compiler = Object.hasOwn(FIELD_TYPE_COMPILERS, attributes.fieldType)
    ? FIELD_TYPE_COMPILERS[attributes.fieldType]
    : undefined;
  if (!compiler)
    throw new CompileError(env.path, `unknown field type ${JSON.stringify(attributes.fieldType)} of ${key}`);
  try {
    return compiler(attributes, env);
  } catch (error) {
    // bad data inside the definition (unknown currency, invalid date operations) names the field
    if (error instanceof RangeError) throw new CompileError(env.path, error.message);
    throw error;
  }
}

/**
 * One field: its type's schema titled in the locale, its UI node (widget and options, including the display
 * `condition` when it has one) and its default.
 */
export function compileField(
  field: FieldDefinition,
  env: FieldTypeEnv,
  condition?: UiCondition,
): CompiledField {
  const { attributes, iconName } = field;
  const compilation = compileFieldType(field, env);
  const options = compact({
    id: env.path,
    condition,
    hidden: attributes.hidden || undefined,
    iconName,
    showAsSummary: attributes.showAsSummary || undefined,
    summaryTemplate: attributes.summaryTemplate,
    printoutValue: attributes.printoutValue,
    ...compilation.options,
  });
  return {
    schema: { title: localizedName(field, env.context.locale), ...compilation.schema },
    ui: {
      ...compilation.children,
      ...(compilation.widget ? { 'ui:widget': compilation.widget } : {}),
      // a calculated field shows its formula's value; the server recomputes it on every save
      ...(attributes.formula?.trim() ? { 'ui:readonly': true } : {}),
      'ui:options': options,
    },
    defaultValue: compilation.defaultValue ?? structuredClone(attributes.defaultValue),
  };
}
