import { createValidator, type JsonSchema, type Validator } from '@coverline/engine';
import type { RJSFSchema } from '@rjsf/utils';
import { joinPath } from '../store/paths.js';
import type { Messages } from './fieldErrors.js';

const KEY = 'value';

/**
 * Validation of one field while it is typed into: the field's own schema, wrapped so that "required" applies,
 * checked by the engine's validator (same keywords and messages as the whole form). Validators are compiled
 * once per field schema, on first use. Rules across fields wait for the whole-form check on blur.
 */
export function createFieldValidation(locale: string) {
  const validators = new WeakMap<object, Map<boolean, Validator>>();
  const validatorFor = (schema: RJSFSchema, required: boolean): Validator => {
    const bySchema = validators.get(schema) ?? new Map<boolean, Validator>();
    validators.set(schema, bySchema);
    let validator = bySchema.get(required);
    if (!validator) {
      const wrapper = { type: 'object', properties: { [KEY]: schema }, required: required ? [KEY] : [] };
      validator = createValidator(wrapper as JsonSchema, { locale });
      bySchema.set(required, validator);
    }
    return validator;
  };
  return (path: string, schema: RJSFSchema, required: boolean, value: unknown): Messages => {
    const { errors } = validatorFor(schema, required)(value === undefined ? {} : { [KEY]: value });
    const atPath: Messages = {};
    for (const [errorPath, messages] of Object.entries(errors)) {
      atPath[errorPath === KEY ? path : joinPath(path, errorPath.slice(KEY.length + 1))] = messages;
    }
    return atPath;
  };
}
