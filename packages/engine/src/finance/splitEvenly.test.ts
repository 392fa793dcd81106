import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitEvenly } from './splitEvenly.js';

describe('splitEvenly', () => {
  it('rounds each share half away from zero and gives the remainder to the chosen end', () => {
    // 100.00 in 3: shares of 33.33, the first takes 33.34.
    expect(splitEvenly(10000, 3, 'first')).toEqual([3334, 3333, 3333]);
    expect(splitEvenly(10000, 3, 'last')).toEqual([3333, 3333, 3334]);
    // 0.05 in 2: 2.5 cents rounds up to 3, the remainder share gets 2.
    expect(splitEvenly(5, 2, 'first')).toEqual([2, 3]);
  });

  it('rounds down instead when rounding up would leave the remainder share negative', () => {
    // 0.11 in 20 rounds to 1 cent each, which would need 0.19.
    const shares = splitEvenly(11, 20, 'first');
    expect(shares.slice(1).every((share) => share === 0)).toBe(true);
    expect(shares[0]).toBe(11);
  });

  it('always sums to the total with no negative share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 400 }), (total, parts) => {
        const shares = splitEvenly(total, parts, 'first');
        expect(shares).toHaveLength(parts);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
        expect(shares.every((share) => share >= 0)).toBe(true);
      }),
    );
  });
});
