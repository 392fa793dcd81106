import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A rule's complaint: a message key of the area in `frontend-validations`, with the values it names. */
export interface ValidationMessage {
  code: string;
  values?: Record<string, string | number>;
}

type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * The messages of a form area (`fieldDefinition`, `objectDefinition`) as a field lists them: none, or the one
 * message in the interface language. Keys are built from codes, so the translation test checks them.
 */
export function useValidationText(area: string): (message: ValidationMessage | undefined) => string[] {
  const { t } = useTranslation('frontend-validations');
  return useCallback(
    (message) =>
      message === undefined
        ? []
        : [(t as unknown as Translate)(`${area}.${message.code}`, message.values ?? {})],
    [t, area],
  );
}
