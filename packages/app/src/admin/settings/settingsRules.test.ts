import { DEFAULT_TENANT_SETTINGS, type TenantSettings } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import {
  countryOptions,
  localesOf,
  settingsErrors,
  withSupportedCurrencies,
  withSupportedLanguages,
} from './settingsRules.js';

const settings: TenantSettings = {
  ...DEFAULT_TENANT_SETTINGS,
  companyFullName: 'Acme AS',
  companyRegistrationNumber: '40003000001',
  supportedCurrencies: ['EUR', 'USD'],
  defaultCurrency: 'USD',
  supportedLanguages: ['en', 'lv'],
  locale: 'lv-LV',
};

describe('the general settings rules', () => {
  it('need the company name and number, a language, a product type and a currency', () => {
    expect(settingsErrors(settings)).toEqual({});
    expect(
      settingsErrors({
        ...settings,
        companyFullName: ' ',
        companyRegistrationNumber: '',
        supportedLanguages: [],
        supportedProductTypes: [],
        supportedCurrencies: [],
      }),
    ).toEqual({
      companyFullName: 'required',
      companyRegistrationNumber: 'required',
      supportedLanguages: 'required',
      supportedProductTypes: 'required',
      supportedCurrencies: 'required',
    });
  });

  it('keep the default currency among the supported ones', () => {
    expect(withSupportedCurrencies(settings, ['EUR', 'USD', 'GBP']).defaultCurrency).toBe('USD');
    expect(withSupportedCurrencies(settings, ['GBP', 'EUR'])).toMatchObject({
      supportedCurrencies: ['GBP', 'EUR'],
      defaultCurrency: 'GBP',
    });
  });

  it('offer as default language only the supported languages, and move it when its own goes', () => {
    expect(localesOf(['en', 'lv'])).toEqual(['en-GB', 'lv-LV']);
    expect(withSupportedLanguages(settings, ['en', 'lv', 'de']).locale).toBe('lv-LV');
    expect(withSupportedLanguages(settings, ['de', 'en'])).toMatchObject({
      supportedLanguages: ['de', 'en'],
      locale: 'en-GB',
    });
  });

  it('list countries by two-letter code and name, without regions that are no country', () => {
    const countries = countryOptions('en-GB');
    expect(countries.find((country) => country.code === 'LV')).toEqual({ code: 'LV', name: 'Latvia' });
    expect(countries.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
    expect(countries.map((country) => country.code)).not.toContain('EU');
    expect(countries.length).toBeGreaterThan(190);
  });
});
