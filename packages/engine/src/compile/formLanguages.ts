import type { DataDefinition } from '../contracts/dataDefinition.js';
import type { ObjectDefinition } from '../definitions/types.js';
import { formulaLanguage } from '../formula/formulaLanguage.js';
import type { LazyLanguage } from '../languages/lazyLanguage.js';

const written = (text: string | undefined) => text !== undefined && text.trim() !== '';

/** Whether any field of the objects has a formula (display conditions need no language loaded). */
function hasFormulas(objects: readonly ObjectDefinition[]): boolean {
  return objects.some(({ fields }) => fields.some(({ attributes }) => written(attributes.formula)));
}

/** The languages by definition: definitions are read, never changed, and pages ask at every render. */
const languagesByDefinition = new WeakMap<DataDefinition, LazyLanguage<unknown>[]>();

/** The languages a definition's forms need: formulas' when a field has one. */
function languagesOf(definition: DataDefinition): LazyLanguage<unknown>[] {
  let languages = languagesByDefinition.get(definition);
  if (languages === undefined) {
    const objects = [...definition.objectDefinitions, ...definition.referencedObjectDefinitions];
    languages = hasFormulas(objects) ? [formulaLanguage] : [];
    languagesByDefinition.set(definition, languages);
  }
  return languages;
}

/**
 * Loads the languages that compiling `definition` needs (see `formLanguagesLoaded`), or every language
 * when no definition is given (a server, which compiles any definition).
 */
export async function loadFormLanguages(definition?: DataDefinition): Promise<void> {
  const languages = definition === undefined ? [formulaLanguage] : languagesOf(definition);
  await Promise.all(languages.map((language) => language.load()));
}

/**
 * Whether `definition` can be compiled now: its formulas are written in a language loaded on demand
 * (`loadFormLanguages`), and compiling one without it throws.
 */
export function formLanguagesLoaded(definition: DataDefinition): boolean {
  return languagesOf(definition).every((language) => language.loaded());
}
