import type { CompiledForm, DataDefinition } from '@coverline/engine';
import { useMemo } from 'react';
import { useLocale } from '../../i18n/LocaleContext.js';
import { compiledFormOf, type FormMode } from './dataDefinition.js';
import { useFormLanguages } from './formLanguages.js';

/**
 * The form of a data definition in the interface language (`compiledFormOf`); undefined while there is no
 * definition. An editable form comes again with its formulas once their language has arrived (see
 * `useFormLanguages`).
 */
export function useCompiledForm(
  definition: DataDefinition | undefined,
  mode: FormMode,
): CompiledForm | undefined {
  const { locale } = useLocale();
  const formulas = useFormLanguages(definition, mode);
  return useMemo(
    () => (definition !== undefined ? compiledFormOf(definition, { locale, mode }) : undefined),
    // `formulas`: asked again once they can join it
    [formulas, definition, locale, mode],
  );
}
