import { describe, expect, it } from 'vitest';
import { aprc } from './aprc.js';
import { aprcTimes } from './aprcTimes.js';

/**
 * Directive 98/7/EC, Annex III "Examples of calculation", A. calendar basis (1 year = 365 days), as published
 * in the Official Journal L 101 of 1.4.1998.
 */
describe('aprc — the worked examples of Directive 98/7/EC Annex III', () => {
  const [repaidAfter546Days] = aprcTimes('1994-01-01', ['1995-07-01'], 'days');

  it('first example: 1 000 lent on 1 January 1994, 1 200 repaid on 1 July 1995 (546 days) → 12.96 %', () => {
    expect(repaidAfter546Days).toBe(546 / 365);
    const rate = aprc([
      { t: 0, amount: -1000 },
      { t: repaidAfter546Days ?? 0, amount: 1200 },
    ]);
    expect(rate).toBeCloseTo(0.1296204, 7);
    expect(Math.round(rate * 10000) / 100).toBe(12.96);
  });

  it('second example: 50 of administrative expenses retained, so 950 lent for the same 1 200 → 16.9 %', () => {
    const rate = aprc([
      { t: 0, amount: -950 },
      { t: repaidAfter546Days ?? 0, amount: 1200 },
    ]);
    expect(Math.round(rate * 1000) / 10).toBe(16.9);
  });

  it('third example: 1 000 repaid by 600 after one year and 600 after two years → i = 0.1306623', () => {
    const rate = aprc([
      { t: 0, amount: -1000 },
      { t: 1, amount: 600 },
      { t: 2, amount: 600 },
    ]);
    // The Directive truncates i to seven decimals; algebraically i = (600 + √2 760 000) / 2000 − 1.
    expect(Math.trunc(rate * 1e7) / 1e7).toBe(0.1306623);
    expect(rate).toBeCloseTo((600 + Math.sqrt(2_760_000)) / 2000 - 1, 12);
  });
});

describe('aprc', () => {
  it('prefers the smallest non-negative root when the equation has several', () => {
    // -1 + 2.3x - 1.32x² (x = 1/(1+X)) has roots x = 1/1.1 and x = 1/1.2: X = 10 % and X = 20 %.
    const flows = [
      { t: 0, amount: -1 },
      { t: 1, amount: 2.3 },
      { t: 2, amount: -1.32 },
    ];
    expect(aprc(flows)).toBeCloseTo(0.1, 10);
  });

  it('is negative when less comes back than was lent and NaN without a sign change', () => {
    expect(
      aprc([
        { t: 0, amount: -100 },
        { t: 1, amount: 90 },
      ]),
    ).toBeCloseTo(-0.1, 12);
    expect(aprc([{ t: 0, amount: -100 }])).toBeNaN();
  });

  it('rejects a negative time', () => {
    expect(() => aprc([{ t: -1, amount: 1 }])).toThrow(expect.objectContaining({ field: 'flows.0.t' }));
  });
});
