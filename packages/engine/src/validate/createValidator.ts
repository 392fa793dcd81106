import type { JsonSchema } from '../condition/types.js';
import { errorsByPath } from './errorsByPath.js';
import { schemaValidator } from './schemaInterpreter.js';

export interface ValidationResult {
  valid: boolean;
  /** Dotted data path (`vehicle.make`, `drivers.0.name`; '' for the root) → messages, most relevant first. */
  errors: Record<string, string[]>;
}

export type Validator = (data: unknown) => ValidationResult;

/**
 * A validator for data against a compiled schema, answering in `options.locale` (fallback en-GB).
 * The browser and the server validate with this very same function. It interprets the schema (no code is
 * generated, so pages need no `'unsafe-eval'`) and decides exactly as ajv would; a schema using a keyword
 * outside our vocabulary is refused here.
 */
export function createValidator(schema: JsonSchema, options: { locale?: string } = {}): Validator {
  const validate = schemaValidator(schema);
  return (data) => {
    const errors = validate(data);
    return errors.length === 0
      ? { valid: true, errors: {} }
      : { valid: false, errors: errorsByPath(errors, options.locale) };
  };
}
