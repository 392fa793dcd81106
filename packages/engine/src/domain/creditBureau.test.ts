import { describe, expect, it } from 'vitest';
import { formatBureauAmount } from './creditBureau.js';

describe('amounts of a credit-bureau report', () => {
  it('are shown with the currency’s decimals and grouped thousands', () => {
    expect(formatBureauAmount(12500.5, 'EUR')).toBe('12 500.50');
    expect(formatBureauAmount(0, 'EUR')).toBe('0.00');
    expect(formatBureauAmount(1500, 'JPY')).toBe('1 500');
  });

  it('are *** when negative: the bureau does not disclose them', () => {
    expect(formatBureauAmount(-1, 'EUR')).toBe('***');
    expect(formatBureauAmount(-0.01, 'EUR')).toBe('***');
  });
});
