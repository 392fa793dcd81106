/**
 * Formulas ("rating without code"): a field definition's `formula` is a CEL expression over other fields of
 * the same form, written `objectKey.fieldKey`, whose value the field takes. The engine compiles and checks
 * them (`compileFormulas`, `checkFormulas`) and evaluates them exactly (`applyFormulas`) — the browser as the
 * user types, the server on every save — so both agree to the cent. Their language, cel-js, loads on demand: await `loadFormulaLanguage` (or
 * `loadFormLanguages`) first. See `docs/formulas.md`.
 */
export { applyFormulas } from './applyFormulas.js';
export {
  CALCULABLE_FIELD_TYPES,
  checkFormulas,
  compileFormulas,
  formulaVariables,
} from './compileFormulas.js';
export { Decimal, DIVISION_SCALE } from './decimal.js';
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
export { loadFormulaLanguage } from './formulaLanguage.js';
