import { describe, expect, it } from 'vitest';
import { VALIDATION_LOCALES, validationLocale } from './locales.js';
import { VALIDATION_MESSAGE_KEYS, VALIDATION_MESSAGES, validationMessage } from './messages.js';

describe('validation messages', () => {
  it('has a non-empty text for every key in every locale', () => {
    for (const locale of VALIDATION_LOCALES) {
      expect(Object.keys(VALIDATION_MESSAGES[locale]).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
      for (const key of VALIDATION_MESSAGE_KEYS) expect(VALIDATION_MESSAGES[locale][key].trim()).not.toBe('');
    }
  });

  it('uses the same placeholders in every locale', () => {
    const placeholders = (text: string) => text.match(/\{\{\w+\}\}/g) ?? [];
    for (const key of VALIDATION_MESSAGE_KEYS) {
      const english = placeholders(VALIDATION_MESSAGES['en-GB'][key]);
      for (const locale of VALIDATION_LOCALES)
        expect(placeholders(VALIDATION_MESSAGES[locale][key])).toEqual(english);
    }
  });

  it('interpolates limits', () => {
    expect(validationMessage('minimum', { limit: 18 }, 'en-GB')).toBe('Must be at least 18');
    expect(validationMessage('maxItems', { limit: 3 }, 'de-DE')).toBe('Höchstanzahl an Einträgen: 3');
  });

  it('matches a locale by language and falls back to en-GB', () => {
    expect(validationLocale('de-AT')).toBe('de-DE');
    expect(validationLocale('lv')).toBe('lv-LV');
    expect(validationLocale('es-ES')).toBe('en-GB');
    expect(validationLocale(undefined)).toBe('en-GB');
    expect(validationMessage('required', {}, 'es-ES')).toBe('This field is required');
    expect(validationMessage('required', {}, 'ru-RU')).toBe('Обязательное поле');
  });
});
