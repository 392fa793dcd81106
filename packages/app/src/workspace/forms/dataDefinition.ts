import {
  compileDataDefinition,
  formulaLanguageLoaded,
  formulaProgram,
  hasFormulas,
  localNow,
  type CompiledForm,
  type DataDefinition,
} from '@coverline/engine';

export type { DataDefinition };

export type FormMode = 'edit' | 'view';

/** Compilations kept: a few product versions in a few languages and both modes. */
const CACHE_SIZE = 24;
const compiled = new Map<string, CompiledForm>();

/**
 * The form of a data definition, compiled by the engine's `compileDataDefinition` as the server compiles it:
 * the user's locale and "now" on the tenant's wall clock. Memoised per definition, locale, mode and day, so that
 * the quotes of one product version share one compilation while date defaults still follow the calendar. One
 * compiled before its formulas' language arrived gets them once it is there, keeping its schemas: a form on
 * screen then only starts calculating, its fields untouched (a page uses `useCompiledForm`, which asks again).
 */
export function compiledFormOf(
  definition: DataDefinition,
  { locale, mode, at = new Date() }: { locale: string; mode: FormMode; at?: Date },
): CompiledForm {
  const now = localNow(at, definition.timeZone);
  const key = JSON.stringify([locale, mode, now.slice(0, 10), definition]);
  let form = compiled.get(key);
  if (form !== undefined) {
    if (form.formulas === undefined && hasFormulas(definition) && formulaLanguageLoaded()) {
      const formulas = formulaProgram(definition.objectDefinitions);
      if (formulas !== undefined) form = { ...form, formulas };
    }
    // Most recently used last, so that the oldest entry is the first to go.
    compiled.delete(key);
    compiled.set(key, form);
    return form;
  }
  form = compileDataDefinition(definition, { locale, at, mode });
  compiled.set(key, form);
  if (compiled.size > CACHE_SIZE) compiled.delete(compiled.keys().next().value as string);
  return form;
}
