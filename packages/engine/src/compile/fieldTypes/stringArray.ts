import type { FieldTypeCompiler } from './fieldTypeCompiler.js';
import { STRING_MAX_LENGTH } from './string.js';

/** StringArray → a list of non-empty strings; at least one when mandatory. */
export const stringArrayField: FieldTypeCompiler = ({ mandatory }) => ({
  schema: {
    type: 'array',
    items: { type: 'string', minLength: 1, maxLength: STRING_MAX_LENGTH },
    ...(mandatory ? { minItems: 1 } : {}),
  },
  widget: 'stringArray',
});
