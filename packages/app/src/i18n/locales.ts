/** The interface languages; the first is the default. */
export const SUPPORTED_LOCALES = ['en-GB', 'de-DE', 'fr-FR', 'ru-RU', 'lv-LV'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'en-GB';

/** Translation files exist per language (`en`, `de`…); a text missing in one is taken from English. */
export const FALLBACK_LANGUAGE = 'en';

export function isSupportedLocale(locale: string): locale is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}

/**
 * The locale to show for a requested one. No request means the default; a locale the app does not
 * support also falls back to en-GB, and is reported on the console because it points at bad data
 * (a profile or tenant setting naming a language the interface does not have).
 */
export function supportedLocale(
  requested: string | null | undefined,
  report: (message: string) => void = console.error,
): SupportedLocale {
  if (requested === null || requested === undefined || requested === '') return DEFAULT_LOCALE;
  if (isSupportedLocale(requested)) return requested;
  report(`Unsupported locale "${requested}"; falling back to ${DEFAULT_LOCALE}`);
  return DEFAULT_LOCALE;
}

/** The first of the browser's preferred languages that the app supports, matched by language (`de` → de-DE). */
export function browserLocale(preferred: readonly string[]): SupportedLocale | undefined {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    const match = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (match !== undefined) return match;
  }
  return undefined;
}
