import { describe, expect, it } from 'vitest';
import { acceptTyping, clamp, formatNumber, typedNumber } from './numberText.js';

describe('formatNumber', () => {
  it('groups thousands by a space and pads decimals', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1 234 567.89');
    expect(formatNumber(5, 3)).toBe('5.000');
    expect(formatNumber(999, 0)).toBe('999');
  });

  it('rounds half away from zero despite binary noise', () => {
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(-2.5, 0)).toBe('-3');
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.001, 2)).toBe('0.00');
  });
});

describe('acceptTyping', () => {
  it('accepts numbers in the making', () => {
    expect(acceptTyping('-', 2, true)).toBe('-');
    expect(acceptTyping('12.', 2, true)).toBe('12.');
    expect(acceptTyping('1 234,5', 2, true)).toBe('1234.5');
  });

  it('refuses letters, extra decimals and unwanted minus signs', () => {
    expect(acceptTyping('12a', 2, true)).toBeUndefined();
    expect(acceptTyping('1.234', 2, true)).toBeUndefined();
    expect(acceptTyping('1.2', 0, true)).toBeUndefined();
    expect(acceptTyping('-1', 2, false)).toBeUndefined();
  });

  it('allows any number of decimals when places are not given', () => {
    expect(acceptTyping('3.14159', undefined, true)).toBe('3.14159');
  });
});

describe('typedNumber', () => {
  it('is undefined until a digit is typed', () => {
    expect(typedNumber('-')).toBeUndefined();
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('-0.5')).toBe(-0.5);
  });
});

describe('clamp', () => {
  it('keeps values within the bounds given', () => {
    expect(clamp(5, 10, 20)).toBe(10);
    expect(clamp(25, 10, 20)).toBe(20);
    expect(clamp(15, undefined, 20)).toBe(15);
    expect(clamp(-5)).toBe(-5);
  });
});
