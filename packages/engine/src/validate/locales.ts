/** The locales messages are written in (validation messages, chat and report texts), without their texts. */
export const VALIDATION_LOCALES = ['en-GB', 'de-DE', 'fr-FR', 'ru-RU', 'lv-LV'] as const;
export type ValidationLocale = (typeof VALIDATION_LOCALES)[number];

/** The supported locale closest to `locale`: the same locale, else the same language, else en-GB. */
export function validationLocale(locale: string | undefined): ValidationLocale {
  const language = locale?.split('-')[0];
  return (
    VALIDATION_LOCALES.find((supported) => supported === locale) ??
    VALIDATION_LOCALES.find((supported) => supported.split('-')[0] === language) ??
    'en-GB'
  );
}

/** `template` with each `{{name}}` replaced by `params[name]`; a placeholder without a value stays. */
export function fillPlaceholders(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
