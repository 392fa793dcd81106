import { lazyModule } from '../languages/lazyModule.js';

/** cel-js with the code that compiles and evaluates formulas in it: loaded by `loadFormulaLanguage`. */
export const formulaLanguage = lazyModule(
  'The formula language',
  'loadFormulaLanguage',
  () => import('./formulaRuntime.js'),
);

/** Loads the formula language; formulas can be compiled, checked and applied once it resolves. */
export const loadFormulaLanguage = (): Promise<void> => formulaLanguage.load();

/** Whether formulas can be compiled, checked and applied now (`loadFormulaLanguage` has resolved). */
export const formulaLanguageLoaded = (): boolean => formulaLanguage.loaded();
