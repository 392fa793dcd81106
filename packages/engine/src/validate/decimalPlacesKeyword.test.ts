import { describe, expect, it } from 'vitest';
import { countDecimalPlaces } from './decimalPlacesKeyword.js';

describe('countDecimalPlaces', () => {
  it('counts the digits a person typed, free of binary floating-point noise', () => {
    expect(countDecimalPlaces(0.29)).toBe(2);
    expect(countDecimalPlaces(1.005)).toBe(3);
    expect(countDecimalPlaces(0.1 + 0.2)).toBe(17);
    expect(countDecimalPlaces(-12.5)).toBe(1);
    expect(countDecimalPlaces(100)).toBe(0);
  });

  it('reads exponent notation', () => {
    expect(countDecimalPlaces(1e-7)).toBe(7);
    expect(countDecimalPlaces(1.5e-7)).toBe(8);
    expect(countDecimalPlaces(1e21)).toBe(0);
  });
});
