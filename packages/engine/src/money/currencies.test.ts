import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, decimalPlaces, isCurrencyCode, subunitRatio } from './currencies.js';
import { CURRENCIES, currencyByCode } from './currencyCatalogue.js';

describe('currency catalogue', () => {
  it('holds about 150 circulating currencies with unique codes, numeric codes and sequence numbers', () => {
    expect(CURRENCIES.length).toBeGreaterThan(140);
    expect(CURRENCIES.length).toBeLessThan(170);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((c) => c.numericCode)).size).toBe(CURRENCIES.length);
    expect(CURRENCIES.map((c) => c.seq)).toEqual(CURRENCIES.map((_, index) => index + 1));
  });

  it('describes a currency with symbol, numeric code, name and subunit', () => {
    expect(currencyByCode('EUR')).toMatchObject({
      code: 'EUR',
      symbol: '€',
      numericCode: '978',
      name: 'Euro',
      subunitName: 'cent',
      subunitRatio: 100,
    });
    expect(currencyByCode('ALL').numericCode).toBe('008');
  });

  it.each(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'])('divides %s into 1000 subunits', (code) => {
    expect(subunitRatio(code)).toBe(1000);
    expect(decimalPlaces(code)).toBe(3);
  });

  it.each(['JPY', 'KRW', 'CLP', 'ISK', 'XAF', 'XOF'])('gives %s no subunit', (code) => {
    expect(currencyByCode(code)).toMatchObject({ subunitRatio: 1, subunitName: null });
    expect(decimalPlaces(code)).toBe(0);
  });

  it('divides every other currency into 100 named subunits', () => {
    const THOUSANDS = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];
    const hundreds = CURRENCIES.filter((c) => c.subunitRatio !== 1 && !THOUSANDS.includes(c.code));
    expect(hundreds.length).toBeGreaterThan(100);
    for (const currency of hundreds) {
      expect(currency.subunitRatio, currency.code).toBe(100);
      expect(currency.subunitName, currency.code).toMatch(/\S/);
    }
  });

  it('keeps the circulating X codes and leaves out metals, bond units, testing codes and funds', () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['XAF', 'XCD', 'XOF', 'XPF']));
    for (const excluded of [
      'XAU',
      'XAG',
      'XBA',
      'XDR',
      'XTS',
      'XXX',
      'XSU',
      'CHE',
      'CHW',
      'USN',
      'CLF',
      'BOV',
    ]) {
      expect(codes).not.toContain(excluded);
    }
  });

  it('rejects an unknown code', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('ABC')).toBe(false);
    expect(() => currencyByCode('ABC')).toThrow(RangeError);
    expect(() => decimalPlaces('eur')).toThrow(RangeError);
  });

  it('knows the code and minor unit of every currency of the catalogue, and nothing else', () => {
    expect(CURRENCY_CODES).toEqual(CURRENCIES.map((currency) => currency.code));
    for (const currency of CURRENCIES) {
      expect(subunitRatio(currency.code), currency.code).toBe(currency.subunitRatio);
    }
    expect(isCurrencyCode('XAU')).toBe(false);
    expect(() => decimalPlaces('XAU')).toThrow(RangeError);
  });
});
