import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from '../money/money.js';
import { roundMinor } from './roundMinor.js';

describe('roundMinor', () => {
  it('rounds halves away from zero, binary noise included', () => {
    expect(roundMinor(2.5)).toBe(3);
    expect(roundMinor(-2.5)).toBe(-3);
    expect(roundMinor(1.005 * 100)).toBe(101);
    expect(roundMinor(55000 * 0.0005)).toBe(28);
    expect(roundMinor(2.4999)).toBe(2);
    expect(roundMinor(-0.2)).toBe(0);
  });

  it('agrees with the money module on every value', () => {
    const values = fc.oneof(
      fc.double({ min: -1e13, max: 1e13, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((whole) => whole + 0.5),
      fc
        .tuple(fc.integer({ min: 0, max: 1e8 }), fc.double({ min: 1e-6, max: 1, noNaN: true }))
        .map(([a, b]) => a * b),
    );
    fc.assert(
      fc.property(values, (value) => {
        expect(roundMinor(value)).toBe(roundHalfAwayFromZero(value));
      }),
    );
  });
});
