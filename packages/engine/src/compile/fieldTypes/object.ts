import { compact } from '../compact.js';
import { CompileError } from '../types.js';
import type { FieldTypeCompiler } from './fieldTypeCompiler.js';

/**
 * Object → a nested object with the fields of the definition whose `id` (for a definition not saved yet: `key`)
 * is `referenceId`, laid out in that definition's columns. Its defaults are given only when some nested
 * field has one.
 */
export const objectField: FieldTypeCompiler = ({ referenceId }, { context, path, compileReference }) => {
  const definition = context.objectDefinitions.find(({ id, key }) => (id ?? key) === referenceId);
  if (!definition)
    throw new CompileError(path, `unknown referenced object definition ${JSON.stringify(referenceId)}`);
  const { schema, ui, defaults } = compileReference(definition);
  const { columns, summaryTemplate } = definition.attributes;
  return {
    schema,
    children: ui,
    options: compact({ columns, summaryTemplate }),
    ...(Object.keys(defaults).length > 0 ? { defaultValue: defaults } : {}),
  };
};
