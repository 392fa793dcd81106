import { describe, expect, it } from 'vitest';
import { buildCurrencies } from '../../scripts/generate-currencies.js';
import { CURRENCY_DATA } from './currencyData.js';

describe('generated currency data', () => {
  it('is what scripts/generate-currencies.ts builds from the installed sources', () => {
    expect(CURRENCY_DATA).toEqual(buildCurrencies());
  });
});
