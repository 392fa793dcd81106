import type { CompiledForm, DataDefinition } from '@coverline/engine';
import { useMemo } from 'react';
import { useLocale } from '../../i18n/LocaleContext.js';
import { compiledFormOf, type FormMode } from './dataDefinition.js';
import { useFormLanguages } from './formLanguages.js';

/**
 * The form of a data definition in the interface language (`compiledFormOf`), once the languages of its
 * formulas and conditions are loaded; undefined until then, or while there is no definition.
 */
export function useCompiledForm(
  definition: DataDefinition | undefined,
  mode: FormMode,
): CompiledForm | undefined {
  const { locale } = useLocale();
  const ready = useFormLanguages(definition);
  return useMemo(
    () => (ready && definition !== undefined ? compiledFormOf(definition, { locale, mode }) : undefined),
    [ready, definition, locale, mode],
  );
}
