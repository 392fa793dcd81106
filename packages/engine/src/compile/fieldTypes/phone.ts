import type { FieldTypeCompiler } from './fieldTypeCompiler.js';

/** A phone number is stored as digits only; the widget shows it with a leading plus. */
export const PHONE_PATTERN = '^[0-9]+$';
/** Longer than any international number (at most 15 digits). */
const PHONE_MAX_LENGTH = 20;

export const phoneField: FieldTypeCompiler = () => ({
  schema: { type: 'string', pattern: PHONE_PATTERN, maxLength: PHONE_MAX_LENGTH },
  widget: 'phone',
});
