import type { JsonSchema } from '../condition/types.js';
import { validationMessage } from './messages.js';
import { schemaValidator, type SchemaError } from './schemaInterpreter.js';
import { validationIssue } from './validationIssue.js';

export interface ValidationResult {
  valid: boolean;
  /** Dotted data path (`vehicle.make`, `drivers.0.name`; '' for the root) → messages, most relevant first. */
  errors: Record<string, string[]>;
}

export type Validator = (data: unknown) => ValidationResult;

/** Messages by path, each once; about a value of the wrong type only that is said. */
function errorsByPath(schemaErrors: SchemaError[], locale: string | undefined): Record<string, string[]> {
  const wrongType = new Set(
    schemaErrors.flatMap((error) => (error.keyword === 'type' ? [error.instancePath] : [])),
  );
  const errors: Record<string, string[]> = {};
  for (const error of schemaErrors) {
    const issue = validationIssue(error);
    if (!issue || (error.keyword !== 'type' && wrongType.has(error.instancePath))) continue;
    const message = validationMessage(issue.key, issue.params, locale);
    const messages = (errors[issue.path] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

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
