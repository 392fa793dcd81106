import { conditionLanguage } from '../condition/conditionLanguage.js';
import type { DataDefinition } from '../contracts/dataDefinition.js';
import type { ObjectDefinition } from '../definitions/types.js';
import { formulaLanguage } from '../formula/formulaLanguage.js';
import type { LazyLanguage } from '../languages/lazyLanguage.js';

const written = (text: string | undefined) => text !== undefined && text.trim() !== '';

/** Whether any of the objects or their fields has a display condition, or a formula. */
function uses(objects: readonly ObjectDefinition[]) {
  let conditions = false;
  let formulas = false;
  for (const object of objects) {
    conditions ||= written(object.attributes.displayCondition);
    for (const { attributes } of object.fields) {
      conditions ||= written(attributes.displayCondition);
      formulas ||= written(attributes.formula);
    }
  }
  return { conditions, formulas };
}

/** The languages by definition: definitions are read, never changed, and pages ask at every render. */
const languagesByDefinition = new WeakMap<DataDefinition, LazyLanguage<unknown>[]>();

/**
 * The languages a definition's forms use: formulas' when a field has one, conditions' when anything shows
 * conditionally.
 */
function languagesOf(definition: DataDefinition): LazyLanguage<unknown>[] {
  let languages = languagesByDefinition.get(definition);
  if (languages === undefined) {
    const { conditions, formulas } = uses([
      ...definition.objectDefinitions,
      ...definition.referencedObjectDefinitions,
    ]);
    languages = [...(formulas ? [formulaLanguage] : []), ...(conditions ? [conditionLanguage] : [])];
    languagesByDefinition.set(definition, languages);
  }
  return languages;
}

/** Those the first show of a form needs: what shows depends on its conditions; formulas can come later. */
const firstShowLanguagesOf = (definition: DataDefinition) =>
  languagesOf(definition).filter((language) => language !== formulaLanguage);

/**
 * Loads the languages that compiling `definition` needs (see `formLanguagesLoaded`), or every language
 * when no definition is given (a server, which compiles any definition and applies its formulas).
 */
export async function loadFormLanguages(definition?: DataDefinition): Promise<void> {
  const languages =
    definition === undefined ? [formulaLanguage, conditionLanguage] : firstShowLanguagesOf(definition);
  await Promise.all(languages.map((language) => language.load()));
}

/**
 * Whether `definition` can be compiled now: its display conditions are written in a language loaded on
 * demand (`loadFormLanguages`), and compiling one without it throws. Its formulas need not be there: the
 * form is compiled without them until `loadFormulaLanguage` resolves (see `formulasPending`).
 */
export function formLanguagesLoaded(definition: DataDefinition): boolean {
  return firstShowLanguagesOf(definition).every((language) => language.loaded());
}

/** Whether `definition`'s forms have formulas (calculated fields). */
export function hasFormulas(definition: DataDefinition): boolean {
  return languagesOf(definition).includes(formulaLanguage);
}

/**
 * Whether `definition`'s forms have formulas whose language is not loaded yet: compiled now, they come without
 * them, which join them (`formulaProgram`) once `loadFormulaLanguage` has resolved.
 */
export function formulasPending(definition: DataDefinition): boolean {
  return hasFormulas(definition) && !formulaLanguage.loaded();
}
