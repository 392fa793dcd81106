import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type SupportedLocale } from './locales.js';
import { LocalesBackend } from './localesBackend.js';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces.js';

export interface I18nOptions {
  locale: SupportedLocale;
  /** Appended as `?v=` to translation file addresses. */
  version: string;
  /** Texts given up front instead of fetched (tests). */
  resources?: Resource;
  /** Told of every text asked for that no language has (tests fail on it). */
  onMissingKey?: (namespace: string, key: string) => void;
}

/**
 * The app's i18next instance. Files are per language (`/locales/de/global.json`): a region-specific locale
 * such as de-DE reads its language's files, and a text missing there is taken from English.
 */
export async function createI18n({ locale, version, resources, onMissingKey }: I18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  if (resources === undefined) instance.use(LocalesBackend);
  instance.use(initReactI18next);
  await instance.init({
    lng: locale,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    ...(onMissingKey === undefined
      ? {}
      : {
          saveMissing: true,
          missingKeyHandler: (_languages: readonly string[], namespace: string, key: string) =>
            onMissingKey(namespace, key),
        }),
    ...(resources === undefined
      ? { backend: { loadPath: `/locales/{{lng}}/{{ns}}.json?v=${encodeURIComponent(version)}` } }
      : { resources }),
  });
  return instance;
}
