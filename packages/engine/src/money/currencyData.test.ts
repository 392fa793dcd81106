import { describe, expect, it } from 'vitest';
import { buildCurrencies, buildCurrencyCodesByDigits } from '../../scripts/generate-currencies.js';
import { CURRENCY_DATA } from './currencyData.js';
import { CURRENCY_CODES_BY_DIGITS } from './currencyDigits.js';

describe('generated currency data', () => {
  it('is what scripts/generate-currencies.ts builds from the installed sources', () => {
    expect(CURRENCY_DATA).toEqual(buildCurrencies());
    expect(CURRENCY_CODES_BY_DIGITS).toEqual(buildCurrencyCodesByDigits());
  });
});
