/**
 * ajv as the reference the engine's schema interpreter must agree with: the way `createValidator` validated
 * before it interpreted schemas (JSON Schema 2020-12, all errors, strict, our keywords and the two date
 * formats). Tests and benchmarks only: ajv generates code, which the page's Content-Security-Policy forbids.
 */
import { _, Ajv2020 } from 'ajv/dist/2020.js';
import type { CodeKeywordDefinition, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../src/condition/types.js';
import { UNIQUE_FIELDS_KEYWORD } from '../src/compile/types.js';
import type { ValidationResult } from '../src/validate/createValidator.js';
import { DECIMAL_PLACES_KEYWORD, hasAtMostDecimalPlaces } from '../src/validate/decimalPlacesKeyword.js';
import { errorsByPath } from '../src/validate/errorsByPath.js';
import { isNotAfter, NOT_AFTER_KEYWORD } from '../src/validate/notAfterKeyword.js';
import type { SchemaError } from '../src/validate/schemaInterpreter.js';

/** A custom keyword whose test is the engine's own function `test(value, limit)`; params `{ limit }`. */
function limitKeyword(
  keyword: string,
  type: 'number' | 'string',
  test: (value: never, limit: never) => boolean,
): CodeKeywordDefinition {
  return {
    keyword,
    type,
    schemaType: type,
    error: { message: `must pass ${keyword}`, params: ({ schemaCode }) => _`{limit: ${schemaCode}}` },
    code(cxt) {
      const passes = cxt.gen.scopeValue('func', { ref: test });
      cxt.fail(_`!${passes}(${cxt.data}, ${cxt.schema})`);
    },
  };
}

/** An ajv instance set up as `createValidator`'s was; one per schema, as it keeps what it compiled. */
export function referenceAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strictTypes: false, inlineRefs: false, validateSchema: false });
  addFormats.default(ajv, { formats: ['date', 'iso-date-time'], keywords: false });
  ajv.addKeyword(limitKeyword(DECIMAL_PLACES_KEYWORD, 'number', hasAtMostDecimalPlaces));
  ajv.addKeyword(limitKeyword(NOT_AFTER_KEYWORD, 'string', isNotAfter));
  ajv.addKeyword({ keyword: UNIQUE_FIELDS_KEYWORD, schemaType: 'array' });
  return ajv;
}

/** ajv's errors for `data`, without the English messages (the interpreter's errors carry none). */
export function referenceErrors(validate: ValidateFunction, data: unknown): SchemaError[] {
  validate(data);
  return (validate.errors ?? []).map(({ keyword, instancePath, schemaPath, params }) => ({
    keyword,
    instancePath,
    schemaPath,
    params,
  }));
}

/** `createValidator` as it was with ajv. */
export function referenceValidator(
  schema: JsonSchema,
  options: { locale?: string } = {},
): (data: unknown) => ValidationResult {
  const validate = referenceAjv().compile(schema);
  return (data) =>
    validate(data)
      ? { valid: true, errors: {} }
      : { valid: false, errors: errorsByPath(referenceErrors(validate, data), options.locale) };
}
