import { applyFormulas, createValidator, visibleData, type CompiledForm } from '@coverline/engine';
import './onDemandCode.js';
import { httpError } from '../../http/errors.js';

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
  // Text the database cannot store (a NUL) never gets here: the HTTP layer refuses it for every route.
  if (!valid) throw httpError(400, 'validationFailed', errors);
  return shown;
}
