import {
  applyFormulas,
  createValidator,
  validationMessage,
  visibleData,
  type CompiledForm,
} from '@coverline/engine';
import { httpError, type ValidationErrors } from '../../http/errors.js';

export type FormData = Record<string, unknown>;

/**
 * The values of `data` that its form shows (display conditions applied, as the browser submits them), with
 * every calculated field recomputed from them by its formula — a value the client sent for one is ignored —
 * checked against the compiled schema with the browser's validator. Invalid data is refused with 400 and
 * the validator's messages in the user's locale, by dotted data path (`vehicle.make`, `drivers.0.name`).
 */
export function validFormData(compiled: CompiledForm, data: FormData, locale: string): FormData {
  // formulas read the visible inputs; a calculated field may itself be hidden by a condition on its value
  const shown = visibleData(applyFormulas(compiled.formulas, visibleData(data, compiled)), compiled);
  const { valid, errors } = createValidator(compiled.schema, { locale })(shown);
  if (!valid) throw httpError(400, 'validationFailed', errors);
  const unstorable = textWithNul(shown, []);
  if (unstorable.length > 0) {
    const message = validationMessage('invalid', {}, locale);
    const fieldErrors: ValidationErrors = Object.fromEntries(unstorable.map((path) => [path, [message]]));
    throw httpError(400, 'validationFailed', fieldErrors);
  }
  return shown;
}

/** Dotted paths of texts holding U+0000, which PostgreSQL cannot store (in text or jsonb): 400, not a 500. */
function textWithNul(value: unknown, path: string[]): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => textWithNul(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => textWithNul(item, [...path, key]));
  }
  return [];
}
