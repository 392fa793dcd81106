import type { FieldTypeCompiler } from './fieldTypeCompiler.js';
import { TEXT_MAX_LENGTH, textSchema } from './string.js';

/** Text → a multi-line text with the same rules as String, only longer. */
export const textField: FieldTypeCompiler = (attributes, { path }) => ({
  schema: textSchema(attributes, path, TEXT_MAX_LENGTH),
  widget: 'textarea',
});
