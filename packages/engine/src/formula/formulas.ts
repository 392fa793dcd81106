import type { ObjectDefinition } from '../definitions/types.js';
import { formulaLanguage } from './formulaLanguage.js';
import type { FormulaIssue, FormulaProgram, FormulaVariables } from './types.js';

/*
 * The formula functions, delegating to the code loaded with the formula language (`formulaRuntime`): each
 * throws until `loadFormulaLanguage` has resolved.
 */

/** The readable fields of the objects a formula may name, with the type each is read as. */
export function formulaVariables(objectDefinitions: readonly ObjectDefinition[]): FormulaVariables {
  return formulaLanguage.get().formulaVariables(objectDefinitions);
}

/** The formulas of the definitions as a program in evaluation order, and the issues of those refused. */
export function compileFormulas(objectDefinitions: readonly ObjectDefinition[]): {
  program: FormulaProgram;
  issues: FormulaIssue[];
} {
  return formulaLanguage.get().compileFormulas(objectDefinitions);
}

/** The issues of the definitions' formulas: none when every formula is accepted. */
export function checkFormulas(objectDefinitions: readonly ObjectDefinition[]): FormulaIssue[] {
  return formulaLanguage.get().checkFormulas(objectDefinitions);
}

/**
 * `data` with every calculated field set to its formula's value (see `applyFormulas` in `applyFormulas.ts`).
 * Data without a program to apply is answered as it is, even before the language is loaded.
 */
export function applyFormulas<T extends Record<string, unknown>>(
  program: FormulaProgram | undefined,
  data: T,
): T {
  if (program === undefined || program.formulas.length === 0) return data;
  return formulaLanguage.get().applyFormulas(program, data);
}
