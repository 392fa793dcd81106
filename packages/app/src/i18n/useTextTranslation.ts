import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from './namespaces.js';

/**
 * Translates a key held in data (the route table, menus) rather than written at the call: such keys are
 * checked by the translation completeness test instead of the compiler. Other namespaces use `ns:key`.
 */
export function useTextTranslation(): (key: string) => string {
  const { t } = useTranslation([...NAMESPACES]);
  return useCallback((key: string) => (t as (key: string) => string)(key), [t]);
}

/**
 * A text key of the app's own namespaces (`routes.quotes`, `lending:loans`, `UI-context:workspace.columns.name`),
 * for keys held in declarations: a key the English files lack does not compile.
 */
export type TextKey = ParseKeys<['global', 'lending', 'classifiers', 'UI-context']>;
