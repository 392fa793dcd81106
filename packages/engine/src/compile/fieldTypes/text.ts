import type { FieldTypeCompiler } from './fieldTypeCompiler.js';
import { textSchema } from './string.js';

/** Text → a multi-line text with the same rules as String. */
export const textField: FieldTypeCompiler = (attributes, { path }) => ({
  schema: textSchema(attributes, path),
  widget: 'textarea',
});
