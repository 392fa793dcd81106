import { describe, expect, it } from 'vitest';
import { negotiateLocale, SIGN_IN_LOCALES, SIGN_IN_TEXTS } from './signInTexts.js';

describe('the sign-in page language', () => {
  it('follows the ui_locales request parameter first', () => {
    expect(negotiateLocale('lv-LV de-DE', 'fr-FR')).toBe('lv-LV');
  });

  it('skips unsupported ui_locales and then follows the browser by preference', () => {
    expect(negotiateLocale('ja-JP', 'es;q=0.9, ru-RU;q=0.5, de-DE;q=0.8')).toBe('de-DE');
  });

  it('maps a bare or regional language tag onto the supported locale of that language', () => {
    expect(negotiateLocale(undefined, 'fr-CA')).toBe('fr-FR');
    expect(negotiateLocale(undefined, 'en-US,en;q=0.9')).toBe('en-GB');
    expect(negotiateLocale('ru', undefined)).toBe('ru-RU');
  });

  it('ignores languages the browser refuses with q=0', () => {
    expect(negotiateLocale(undefined, 'de;q=0, lv')).toBe('lv-LV');
  });

  it('falls back to en-GB', () => {
    expect(negotiateLocale(undefined, undefined)).toBe('en-GB');
    expect(negotiateLocale('', 'ja, *')).toBe('en-GB');
  });

  it('has every text in every language, each translated', () => {
    const english = SIGN_IN_TEXTS['en-GB'];
    for (const locale of SIGN_IN_LOCALES.filter((l) => l !== 'en-GB')) {
      const texts = SIGN_IN_TEXTS[locale];
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        expect(texts[key], `${locale} ${key}`).not.toBe('');
        expect(texts[key], `${locale} ${key}`).not.toBe(english[key]);
      }
    }
  });
});
