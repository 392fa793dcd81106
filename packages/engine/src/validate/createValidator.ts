import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../condition/types.js';
import { UNIQUE_FIELDS_KEYWORD } from '../compile/types.js';
import { decimalPlacesKeyword } from './decimalPlacesKeyword.js';
import { validationMessage } from './messages.js';
import { notAfterKeyword } from './notAfterKeyword.js';
import { validationIssue } from './validationIssue.js';
import { validationSchema } from './validationSchema.js';

export interface ValidationResult {
  valid: boolean;
  /** Dotted data path (`vehicle.make`, `drivers.0.name`; '' for the root) → messages, most relevant first. */
  errors: Record<string, string[]>;
}

export type Validator = (data: unknown) => ValidationResult;

/**
 * An ajv instance for one schema: JSON Schema 2020-12, all errors, our keywords and the two date formats we
 * emit. One per schema because an instance keeps every schema it compiled for as long as it lives; without
 * meta-schema validation an instance costs well under a millisecond (strict mode still refuses unknown
 * keywords and malformed keyword values). Referenced subschemas become functions of their own; `strictTypes`
 * is off because `then` subschemas apply `properties` without repeating `type: 'object'`.
 */
function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strictTypes: false, inlineRefs: false, validateSchema: false });
  addFormats.default(ajv, { formats: ['date', 'iso-date-time'], keywords: false });
  ajv.addKeyword(decimalPlacesKeyword);
  ajv.addKeyword(notAfterKeyword);
  ajv.addKeyword({ keyword: UNIQUE_FIELDS_KEYWORD, schemaType: 'array' });
  return ajv;
}

const compiled = new WeakMap<object, ValidateFunction>();

/** ajv's compiled function for `schema`, compiled once per schema object. */
function compiledValidator(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = newAjv().compile(validationSchema(schema));
    compiled.set(schema, validate);
  }
  return validate;
}

/** Messages by path, each once; about a value of the wrong type only that is said. */
function errorsByPath(ajvErrors: ErrorObject[], locale: string | undefined): Record<string, string[]> {
  const wrongType = new Set(
    ajvErrors.flatMap((error) => (error.keyword === 'type' ? [error.instancePath] : [])),
  );
  const errors: Record<string, string[]> = {};
  for (const error of ajvErrors) {
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
 * The only place that knows ajv: the browser and the server validate with the very same function.
 */
export function createValidator(schema: JsonSchema, options: { locale?: string } = {}): Validator {
  const validate = compiledValidator(schema);
  return (data) =>
    validate(data)
      ? { valid: true, errors: {} }
      : { valid: false, errors: errorsByPath(validate.errors ?? [], options.locale) };
}
