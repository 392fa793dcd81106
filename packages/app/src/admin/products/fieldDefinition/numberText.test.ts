import { describe, expect, it } from 'vitest';
import { parseDecimal, parseLines } from './numberText.js';

describe('parseDecimal', () => {
  it('reads whole and decimal numbers, negative ones too', () => {
    expect(parseDecimal(' 12 ')).toBe(12);
    expect(parseDecimal('-0.5')).toBe(-0.5);
  });

  it('reads nothing else', () => {
    for (const text of ['', ' ', '1e3', '1,5', '0x10', '.5', '5.', 'abc'])
      expect(parseDecimal(text)).toBeUndefined();
  });
});

describe('parseLines', () => {
  it('gives the trimmed non-blank lines', () => {
    expect(parseLines(' red \n\n blue\r\n')).toEqual(['red', 'blue']);
  });
});
