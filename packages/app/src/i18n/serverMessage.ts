import type { TFunction } from 'i18next';

/**
 * A message from the server in the interface language. The server sends keys (`emailTaken`) and some plain
 * English sentences; both are looked up whole in `backend-validations`, and anything unknown is shown as sent.
 */
export function serverMessage(t: TFunction, message: string): string {
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(message, {
    ns: 'backend-validations',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
}
