import { createValidator, type JsonSchema, type ValidationResult } from '@coverline/engine';
import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidatorType,
} from '@rjsf/utils';

/** The engine's messages by dotted path as RJSF's error list (`.drivers.0.name`; `.` for the root). */
function toErrorList(errors: ValidationResult['errors']): RJSFValidationError[] {
  return Object.entries(errors).flatMap(([path, messages]) => {
    const property = `.${path}`;
    return messages.map((message) => ({ property, message, stack: `${property} ${message}` }));
  });
}

/**
 * RJSF's validator contract over the engine's `createValidator`, for the registry our widgets receive: RJSF's
 * schema utilities (`retrieveSchema` resolving `if`/`then`, option matching) then judge data exactly as the
 * form and the server do, and the app ships no ajv (nor evaluates code). The utilities only call `isValid`; the
 * rest serves a third-party caller. References into `rootSchema` are not resolved: compiled schemas have none.
 */
export function engineValidator(locale?: string): ValidatorType {
  /** The engine's verdict, or the reason it could not compile `schema` (RJSF reports that, never throws). */
  const check = (schema: RJSFSchema, data: unknown): ValidationResult | Error => {
    try {
      return createValidator(schema as JsonSchema, { locale })(data);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  };
  const rawValidation = (schema: RJSFSchema, formData?: unknown) => {
    const result = check(schema, formData);
    return result instanceof Error ? { validationError: result } : { errors: toErrorList(result.errors) };
  };
  return {
    isValid(schema, formData) {
      const result = check(schema, formData);
      return !(result instanceof Error) && result.valid;
    },
    rawValidation: rawValidation as ValidatorType['rawValidation'],
    validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
      const { errors: found = [], validationError } = rawValidation(schema, formData);
      const listed = validationError ? [...found, { stack: validationError.message }] : found;
      const errors = transformErrors ? transformErrors(listed, uiSchema) : listed;
      const errorSchema = toErrorSchema(errors);
      if (!customValidate) return { errors, errorSchema };
      const handler = customValidate(formData, createErrorHandler(formData), uiSchema, errorSchema);
      return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
    },
  };
}
