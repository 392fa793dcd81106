import type { DataDefinition } from '../contracts/dataDefinition.js';
import type { ObjectDefinition } from '../definitions/types.js';
import { formulaLanguage } from '../formula/formulaLanguage.js';

const written = (text: string | undefined) => text !== undefined && text.trim() !== '';

/** Whether any field of the objects has a formula (display conditions need no language loaded). */
function anyFormula(objects: readonly ObjectDefinition[]): boolean {
  return objects.some(({ fields }) => fields.some(({ attributes }) => written(attributes.formula)));
}

/** The answers by definition: definitions are read, never changed, and pages ask at every render. */
const formulasByDefinition = new WeakMap<DataDefinition, boolean>();

/** Whether `definition`'s forms have formulas (calculated fields), its referenced library objects' included. */
export function hasFormulas(definition: DataDefinition): boolean {
  let answer = formulasByDefinition.get(definition);
  if (answer === undefined) {
    answer = anyFormula([...definition.objectDefinitions, ...definition.referencedObjectDefinitions]);
    formulasByDefinition.set(definition, answer);
  }
  return answer;
}

/**
 * Loads the language of `definition`'s formulas when it has some, or every language when no definition is
 * given (a server, which compiles any definition and applies its formulas).
 */
export async function loadFormLanguages(definition?: DataDefinition): Promise<void> {
  if (definition === undefined || hasFormulas(definition)) await formulaLanguage.load();
}

/**
 * Whether `definition`'s forms, compiled now, come with their formulas. Compiling needs no language: before
 * the formulas' is loaded (`loadFormLanguages`) a form comes without them, and they join it later
 * (`formulaProgram`).
 */
export function formLanguagesLoaded(definition: DataDefinition): boolean {
  return !hasFormulas(definition) || formulaLanguage.loaded();
}
