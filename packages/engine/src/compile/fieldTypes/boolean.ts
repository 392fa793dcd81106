import { compact } from '../compact.js';
import type { FieldTypeCompiler } from './fieldTypeCompiler.js';

/** Boolean → yes/no, optionally highlighting one answer. */
export const booleanField: FieldTypeCompiler = ({ yesHighlighted, noHighlighted }) => ({
  schema: { type: 'boolean' },
  widget: 'yesNo',
  options: compact({ yesHighlighted, noHighlighted }),
});
