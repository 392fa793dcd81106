import { lazyLanguage } from '../languages/lazyLanguage.js';

/** cel-js, which parses, checks and evaluates formulas: loaded by `loadFormulaLanguage`. */
export const formulaLanguage = lazyLanguage(
  'formula',
  'loadFormulaLanguage',
  () => import('@marcbachmann/cel-js'),
);

/** Loads the formula language; formulas can be compiled, checked and applied once it resolves. */
export const loadFormulaLanguage = (): Promise<void> => formulaLanguage.load();
