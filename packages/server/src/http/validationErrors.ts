import type { ErrorObject } from 'ajv';
import type { ValidationErrors } from './errors.js';

/** ajv keywords → message keys of the engine's `backend-validations` catalogue. */
const MESSAGE_OF_KEYWORD: Record<string, string> = {
  required: 'required',
  additionalProperties: 'unknownField',
  unevaluatedProperties: 'unknownField',
  // A property whose schema is `false`: not allowed here (e.g. `id` of a payload to create).
  'false schema': 'unknownField',
  enum: 'notAllowed',
  const: 'notAllowed',
  pattern: 'pattern',
  minimum: 'minimum',
  exclusiveMinimum: 'minimum',
  maximum: 'maximum',
  exclusiveMaximum: 'maximum',
  minItems: 'minItems',
  maxItems: 'maxItems',
  maxLength: 'tooLong',
  multipleOf: 'decimalPlaces',
};

const MESSAGE_OF_TYPE: Record<string, string> = {
  string: 'notText',
  number: 'notANumber',
  integer: 'notAWholeNumber',
  boolean: 'notYesOrNo',
};

const MESSAGE_OF_FORMAT: Record<string, string> = { date: 'date', 'date-time': 'dateTime' };

/**
 * ajv's errors as the 400 `validationErrors` map: dotted paths from the validated value (`values.0.key`) to
 * message keys. A missing or unknown property is reported on its own path, not on its parent's.
 */
export function validationErrorsOf(errors: readonly ErrorObject[], root = 'body'): ValidationErrors {
  const result: ValidationErrors = {};
  for (const error of errors) {
    // Combinators only repeat what their branches already said.
    if (['if', 'then', 'else', 'anyOf', 'oneOf', 'allOf', 'not', '$ref'].includes(error.keyword)) continue;
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
    if (error.keyword === 'unevaluatedProperties') segments.push(String(error.params.unevaluatedProperty));
    const path = segments.length > 0 ? segments.join('.') : root;
    const message = messageOf(error);
    const messages = (result[path] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return result;
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === 'type') return MESSAGE_OF_TYPE[String(error.params.type)] ?? 'invalid';
  if (error.keyword === 'format') return MESSAGE_OF_FORMAT[String(error.params.format)] ?? 'invalid';
  // `minLength: 1` is how the schemas say "not empty".
  if (error.keyword === 'minLength') return error.params.limit === 1 ? 'required' : 'invalid';
  return MESSAGE_OF_KEYWORD[error.keyword] ?? 'invalid';
}
