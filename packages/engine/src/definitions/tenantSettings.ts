import type { Integration } from './integration.js';

export const PRODUCT_TYPES = ['INSURANCE', 'LENDING'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The five named themes: header theme and primary colour at the same position go together. */
export const HEADER_THEMES = ['theme-1', 'theme-2', 'theme-3', 'theme-4', 'theme-5'] as const;
export type HeaderTheme = (typeof HEADER_THEMES)[number];
export const PRIMARY_COLORS = ['green', 'orange', 'darkBrown', 'indigo', 'darkNavy'] as const;
export type PrimaryColor = (typeof PRIMARY_COLORS)[number];

/** The signed-in user's profile as the shell reads it with the settings. */
export interface SettingsProfile {
  id?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  avatar?: string;
  locale?: string;
  affiliation?: { id: string; name: string };
  tenant_id?: string;
}

export interface TenantSettings {
  version?: number;
  companyFullName: string;
  companyRegistrationNumber: string;
  /** ISO 4217 codes; at least one. */
  supportedCurrencies: string[];
  /** One of supportedCurrencies. */
  defaultCurrency: string;
  /** IANA time zone in which "now" is taken. */
  timeZone?: string;
  supportedProductTypes: ProductType[];
  enableProductVersions?: boolean;
  addressLine1?: string;
  addressLine2?: string;
  /** Shown as address line 3. */
  city?: string;
  region?: string;
  postcode?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  /** Language codes of translations, e.g. `en`; at least one. */
  supportedLanguages: string[];
  /** Default interface locale, e.g. `en-GB`. */
  locale?: string;
  operatingLanguage?: string;
  rtl?: boolean;
  headerTheme?: HeaderTheme;
  primaryColor?: PrimaryColor;
  /** Set true by the server on save. */
  initialized?: boolean;
  /** True while these are the built-in defaults rather than loaded settings. */
  default?: boolean;
  integrations?: Integration[];
  /** Read only. */
  profile?: SettingsProfile;
  /** Read only. */
  config?: { logoUrl?: string; wallpaperUrl?: string };
}

/** The settings of a new tenant until its administrator saves them. */
export const DEFAULT_TENANT_SETTINGS: Readonly<TenantSettings> = {
  companyFullName: '',
  companyRegistrationNumber: '',
  supportedCurrencies: ['EUR'],
  defaultCurrency: 'EUR',
  timeZone: 'Europe/Riga',
  supportedProductTypes: ['INSURANCE', 'LENDING'],
  enableProductVersions: false,
  addressLine1: '',
  addressLine2: '',
  city: '',
  region: '',
  postcode: '',
  country: 'LV',
  supportedLanguages: ['en'],
  locale: 'en-GB',
  operatingLanguage: 'lv-LV',
  rtl: false,
  headerTheme: 'theme-1',
  primaryColor: 'green',
  initialized: false,
  default: true,
  integrations: [],
};
