import { describe, expect, it } from 'vitest';
import { aprcTimes } from './aprcTimes.js';

describe('aprcTimes', () => {
  it("counts actual days over 365 on the 'days' basis", () => {
    expect(aprcTimes('1994-01-01', ['1994-01-01', '1994-07-01', '1995-07-01'], 'days')).toEqual([
      0,
      181 / 365,
      546 / 365,
    ]);
  });

  it("gives monthly due dates exact twelfths of a year on the 'months' basis", () => {
    expect(aprcTimes('2026-01-15', ['2026-02-15', '2026-07-15', '2028-01-15'], 'months')).toEqual([
      1 / 12,
      6 / 12,
      2,
    ]);
  });

  it('counts whole months backwards from the date, then the remaining days over 365', () => {
    // 2026-03-25 back two months is 2026-01-25; 2026-01-10 → 2026-01-25 leaves 15 days.
    expect(aprcTimes('2026-01-10', ['2026-03-25'], 'months')).toEqual([2 / 12 + 15 / 365]);
    // Month ends: 2026-03-31 back two months is 2026-01-31 exactly.
    expect(aprcTimes('2026-01-31', ['2026-03-31'], 'months')).toEqual([2 / 12]);
  });

  it('rejects a date before the drawdown', () => {
    expect(() => aprcTimes('2026-01-10', ['2026-01-09'], 'days')).toThrow(
      expect.objectContaining({ field: 'dates.0', key: 'mustNotBeBeforeDrawdown' }),
    );
  });
});
