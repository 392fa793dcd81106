import { useTranslation } from 'react-i18next';
import { useTextTranslation } from '../../i18n/useTextTranslation.js';

/**
 * Names of journal events (history and activity) in the user's language, and `named`: a text key's text, or
 * `otherwise` when the texts have no such key (an event or a value the app has no word for). An event is
 * named in the panels' own words, else as the button of its domain operation (ISSUE) is.
 */
export function useEventNames() {
  const { i18n } = useTranslation('UI-context');
  const text = useTextTranslation();
  const named = (key: string, otherwise: string) => (i18n.exists(key) ? text(key) : otherwise);
  const event = (eventType: string) =>
    named(
      `UI-context:workspace.panels.events.${eventType}`,
      named(
        `classifiers:quoteOperations.${eventType}`,
        named(`classifiers:contractOperations.${eventType}`, eventType),
      ),
    );
  return { named, event };
}
