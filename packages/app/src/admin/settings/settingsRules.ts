import type { TenantSettings } from '@coverline/engine';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../i18n/locales.js';

/** A settings field's problem, as a key of `frontend-validations:settings`. */
export type SettingsErrors = Partial<
  Record<
    | 'companyFullName'
    | 'companyRegistrationNumber'
    | 'supportedLanguages'
    | 'supportedProductTypes'
    | 'supportedCurrencies',
    'required'
  >
>;

/** The rules checked before the one save: the company's name and number, at least one language, product type, currency. */
export function settingsErrors(settings: TenantSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  if (settings.companyFullName.trim() === '') errors.companyFullName = 'required';
  if (settings.companyRegistrationNumber.trim() === '') errors.companyRegistrationNumber = 'required';
  if (settings.supportedLanguages.length === 0) errors.supportedLanguages = 'required';
  if (settings.supportedProductTypes.length === 0) errors.supportedProductTypes = 'required';
  if (settings.supportedCurrencies.length === 0) errors.supportedCurrencies = 'required';
  return errors;
}

/**
 * The settings with other supported currencies: the default currency is one of them, so when it is no longer
 * supported the first supported one takes its place.
 */
export function withSupportedCurrencies(settings: TenantSettings, currencies: string[]): TenantSettings {
  const defaultCurrency = currencies.includes(settings.defaultCurrency)
    ? settings.defaultCurrency
    : (currencies[0] ?? settings.defaultCurrency);
  return { ...settings, supportedCurrencies: currencies, defaultCurrency };
}

/** `en-GB` → `en`. */
export function languageOf(locale: string): string {
  return locale.split('-')[0] ?? locale;
}

/** The interface locales of the supported languages: what the default language may be. */
export function localesOf(supportedLanguages: readonly string[]): SupportedLocale[] {
  return SUPPORTED_LOCALES.filter((locale) => supportedLanguages.includes(languageOf(locale)));
}

/**
 * The settings with other supported languages: the default language is one of them, so when its language is
 * no longer supported the first supported one's locale takes its place.
 */
export function withSupportedLanguages(settings: TenantSettings, languages: string[]): TenantSettings {
  const locales = localesOf(languages);
  const locale =
    settings.locale !== undefined && locales.includes(settings.locale as SupportedLocale)
      ? settings.locale
      : (locales[0] ?? settings.locale);
  return { ...settings, supportedLanguages: languages, ...(locale === undefined ? {} : { locale }) };
}

/** Region codes that name no country (the EU, the UN, unknown and private-use codes). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The ISO 3166-1 alpha-2 countries by their name in `locale`, in the order of the names. */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const options: { code: string; name: string }[] = [];
  for (const first of LETTERS)
    for (const second of LETTERS) {
      const code = first + second;
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name !== undefined && name !== code) options.push({ code, name });
    }
  return options.sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The IANA time zones the browser knows, with the settings' own kept in even when it does not. */
export function timeZoneOptions(current: string | undefined): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return current === undefined || zones.includes(current) ? zones : [current, ...zones];
}

/** The settings as `PUT /api/tenant/settings` takes them: without what the server adds when reading. */
export function settingsPayload(settings: TenantSettings): TenantSettings {
  const { profile: _profile, config: _config, ...rest } = settings;
  return rest;
}
