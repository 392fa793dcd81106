import { useTranslation } from 'react-i18next';
import { useTextTranslation } from '../../i18n/useTextTranslation.js';

/** The events named in the panels' own words; a domain operation (ISSUE) is named as its button is. */
const NAMED_EVENTS = ['CREATE', 'UPDATE', 'DELETE', 'ASSIGN', 'UNASSIGN'] as const;
const isNamed = (event: string): event is (typeof NAMED_EVENTS)[number] =>
  (NAMED_EVENTS as readonly string[]).includes(event);

/**
 * Names of journal events (history and activity) in the user's language, and `named`: a text key's text, or
 * `otherwise` when the texts have no such key (an event or a value the app has no word for).
 */
export function useEventNames() {
  const { t, i18n } = useTranslation('UI-context');
  const text = useTextTranslation();
  const named = (key: string, otherwise: string) => (i18n.exists(key) ? text(key) : otherwise);
  const event = (eventType: string) =>
    isNamed(eventType)
      ? t(`workspace.panels.events.${eventType}`)
      : named(
          `classifiers:quoteOperations.${eventType}`,
          named(`classifiers:contractOperations.${eventType}`, eventType),
        );
  return { named, event };
}
