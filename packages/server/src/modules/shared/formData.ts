import { createValidator, visibleData, type CompiledForm } from '@coverline/engine';
import { httpError } from '../../http/errors.js';

export type FormData = Record<string, unknown>;

/**
 * The values of `data` that its form shows (display conditions applied, as the browser submits them),
 * checked against the compiled schema with the browser's validator. Invalid data is refused with 400 and
 * the validator's messages in the user's locale, by dotted data path (`vehicle.make`, `drivers.0.name`).
 */
export function validFormData(compiled: CompiledForm, data: FormData, locale: string): FormData {
  const shown = visibleData(data, compiled);
  const { valid, errors } = createValidator(compiled.schema, { locale })(shown);
  if (!valid) throw httpError(400, 'validationFailed', errors);
  return shown;
}
