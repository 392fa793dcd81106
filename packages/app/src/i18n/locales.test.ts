import { describe, expect, it } from 'vitest';
import { browserLocale, supportedLocale } from './locales.js';

describe('the interface locale', () => {
  it('is the requested one when supported', () => {
    expect(supportedLocale('lv-LV', () => undefined)).toBe('lv-LV');
  });

  it('falls back to en-GB for an unsupported locale and reports it', () => {
    const reports: string[] = [];
    expect(supportedLocale('es-ES', (message) => reports.push(message))).toBe('en-GB');
    expect(reports).toEqual(['Unsupported locale "es-ES"; falling back to en-GB']);
  });

  it('is en-GB without a request, silently', () => {
    const reports: string[] = [];
    expect(supportedLocale(undefined, (message) => reports.push(message))).toBe('en-GB');
    expect(reports).toEqual([]);
  });

  it('follows the browser by language when the user has not chosen one', () => {
    expect(browserLocale(['es', 'de-AT', 'fr'])).toBe('de-DE');
    expect(browserLocale(['ja'])).toBeUndefined();
  });
});
