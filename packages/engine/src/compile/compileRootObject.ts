import type { JsonSchema } from '../condition/types.js';
import type { ObjectDefinition } from '../definitions/types.js';
import { compact } from './compact.js';
import { compileFields, type CompileState } from './compileFields.js';
import { INTO_ITEMS } from './conditionalRequirement.js';
import { localizedName } from './localizedName.js';
import type { UiCondition, UiOptions, UiSchema } from './types.js';

export interface CompiledRootObject {
  schema: JsonSchema;
  ui: UiSchema;
  defaultValue: Record<string, unknown> | Record<string, unknown>[];
}

/**
 * One object definition of the form. SINGLE_OBJECT and INLINE_FIELDS are an object of fields (INLINE_FIELDS
 * only look different); MULTIPLE_OBJECTS an array of such objects within minElements–maxElements, starting
 * with minElements items of item defaults. The item schema's `default` holds those item defaults too, so a
 * renderer starts an item added later from the same values.
 */
export function compileRootObject(
  definition: ObjectDefinition,
  state: CompileState,
  condition: UiCondition | undefined,
): CompiledRootObject {
  const { key, attributes } = definition;
  const { locale, mode } = state.context;
  const title = localizedName(definition, locale);
  const enclosing = [definition.id ?? key];
  const options: UiOptions = compact({
    id: key,
    condition,
    hidden: attributes.hidden || undefined,
    iconName: definition.iconName,
    controlType: attributes.controlType,
    summaryTemplate: attributes.summaryTemplate,
  });
  const columns = compact({ columns: attributes.columns });
  if (attributes.controlType !== 'MULTIPLE_OBJECTS') {
    const object = compileFields(
      definition,
      { location: [key], scopeKey: undefined, path: key, enclosing },
      state,
    );
    return {
      schema: { title, ...object.schema },
      ui: { ...object.ui, 'ui:options': { ...options, ...columns } },
      defaultValue: object.defaults,
    };
  }
  const item = compileFields(
    definition,
    { location: [key, INTO_ITEMS], scopeKey: key, path: key, enclosing },
    state,
  );
  const { minElements = 0, maxElements } = attributes;
  const editable = mode === 'edit';
  const resizable = editable && minElements !== maxElements;
  return {
    schema: {
      title,
      type: 'array',
      items: { ...item.schema, default: structuredClone(item.defaults) },
      ...(minElements > 0 ? { minItems: minElements } : {}),
      ...(maxElements !== undefined ? { maxItems: maxElements } : {}),
    },
    ui: {
      'ui:options': compact({
        ...options,
        minElements,
        maxElements,
        orderable: editable && maxElements !== 1,
        addable: resizable,
        removable: resizable,
      }),
      items: { ...item.ui, 'ui:options': columns },
    },
    defaultValue: Array.from({ length: minElements }, () => structuredClone(item.defaults)),
  };
}
