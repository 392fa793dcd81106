import type { MessageKey, Translate } from '@coverline/widgets';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The few texts the widgets own (add, remove, yes, no…), in the interface language. */
export function useWidgetTexts(): Translate {
  const { t } = useTranslation('UI-context');
  return useCallback((key: MessageKey) => t(`widgets.${key}`), [t]);
}
