import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useApi } from '../api/ApiContext.js';
import { useProfile } from '../api/shellData.js';
import type { Profile } from '../api/profile.js';
import { useUser } from '../auth/AuthContext.js';
import { isSupportedLocale, supportedLocale, type SupportedLocale } from './locales.js';

export const LOCALE_STORAGE_KEY = 'coverline.locale';

interface LocaleContextValue {
  locale: SupportedLocale;
  /** Switches the interface language, remembers it in this browser and, when signed in, in the profile. */
  changeLocale: (locale: SupportedLocale) => Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | undefined>(undefined);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (value === undefined) throw new Error('useLocale needs a LocaleProvider');
  return value;
}

/** Keeps the interface language, the page's `lang` and the signed-in user's profile locale in step. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const user = useUser();
  const { profile } = useProfile();
  const locale = isSupportedLocale(i18n.language) ? i18n.language : supportedLocale(i18n.language);

  const apply = useCallback(
    async (next: SupportedLocale) => {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
      document.documentElement.lang = next;
      if (i18n.language !== next) await i18n.changeLanguage(next);
    },
    [i18n],
  );

  // The profile's language wins once it is known: it is the user's choice on every device.
  const profileLocale = profile?.locale;
  useEffect(() => {
    if (profileLocale !== undefined) void apply(supportedLocale(profileLocale));
  }, [profileLocale, apply]);

  const changeLocale = useCallback(
    async (next: SupportedLocale) => {
      await apply(next);
      if (user !== null) {
        const updated = await client.put<Profile>('/api/profile/update-locale', { locale: next });
        await mutate('/api/profile', updated, { revalidate: false });
        // What the server words in the user's language (product names, lookup values) is read again.
        await mutate((key) => key !== '/api/profile');
      }
    },
    [apply, client, mutate, user],
  );

  const value = useMemo(() => ({ locale, changeLocale }), [locale, changeLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}
