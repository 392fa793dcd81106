/**
 * Everything that compiles, checks and evaluates formulas, with their language (cel-js): one chunk that a
 * browser loads through `formulaLanguage`, after a form's first screen. A server loads it at start.
 */
export { applyFormulas } from './applyFormulas.js';
export { checkFormulas, compileFormulas, formulaVariables } from './compileFormulas.js';
