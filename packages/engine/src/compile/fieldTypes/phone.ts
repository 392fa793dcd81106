import type { FieldTypeCompiler } from './fieldTypeCompiler.js';

/** A phone number is stored as digits only; the widget shows it with a leading plus. */
export const PHONE_PATTERN = '^[0-9]+$';

export const phoneField: FieldTypeCompiler = () => ({
  schema: { type: 'string', pattern: PHONE_PATTERN },
  widget: 'phone',
});
