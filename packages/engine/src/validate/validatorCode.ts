import type { JsonSchema } from '../condition/types.js';
import type { Validator } from './createValidator.js';
import { errorsByPath } from './errorsByPath.js';
import { schemaValidator } from './schemaInterpreter.js';

/** The validator's code, with its interpreter and messages: one chunk, loaded by `loadValidator`. */
export function createValidator(schema: JsonSchema, options: { locale?: string } = {}): Validator {
  const validate = schemaValidator(schema);
  return (data) => {
    const errors = validate(data);
    return errors.length === 0
      ? { valid: true, errors: {} }
      : { valid: false, errors: errorsByPath(errors, options.locale) };
  };
}
