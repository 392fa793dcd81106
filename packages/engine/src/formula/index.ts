/**
 * Formulas ("rating without code"): a field definition's `formula` is a CEL expression over other fields of
 * the same form, written `objectKey.fieldKey`, whose value the field takes. The engine compiles and checks
 * them (`compileFormulas`, `checkFormulas`) and evaluates them exactly (`applyFormulas`) — the browser as the
 * user types, the server on every save — so both agree to the cent. Their language, cel-js, loads on demand
 * with the code that compiles and evaluates them: await `loadFormulaLanguage` (or `loadFormLanguages`) first.
 * Until then `compileForm` leaves a form's formulas out. See `docs/formulas.md`.
 */
export { CALCULABLE_FIELD_TYPES } from './calculable.js';
export { applyFormulas, checkFormulas, compileFormulas, formulaVariables } from './formulas.js';
export {
  FORMULA_ERROR_CODES,
  FORMULA_MAX_LENGTH,
  type FieldFormula,
  type FormulaErrorCode,
  type FormulaIssue,
  type FormulaProgram,
  type FormulaResult,
  type FormulaValueType,
  type FormulaVariables,
} from './types.js';
export { formulaLanguageLoaded, loadFormulaLanguage } from './formulaLanguage.js';
