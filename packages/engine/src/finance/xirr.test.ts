import { describe, expect, it } from 'vitest';
import { xirr } from './xirr.js';

describe('xirr', () => {
  it('reproduces the XIRR example of the spreadsheet documentation (Microsoft Excel XIRR: 37.34 %)', () => {
    const flows = [
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.373362535, 8);
  });

  it('counts actual days over 365, so one year of 10 % interest is 10 %', () => {
    const flows = [
      { date: '2026-01-01', amount: -1000 },
      { date: '2027-01-01', amount: 1100 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.1, 12);
  });

  it('accepts the later flows in any order', () => {
    const flows = [
      { date: '2026-01-01', amount: -1000 },
      { date: '2027-01-01', amount: 600 },
      { date: '2026-07-01', amount: 500 },
    ];
    const sorted = [flows[0]!, flows[2]!, flows[1]!];
    expect(xirr(flows)).toBe(xirr(sorted));
  });

  it('is NaN without a sign change', () => {
    expect(xirr([{ date: '2026-01-01', amount: 5 }])).toBeNaN();
  });

  it('rejects a date before the first flow and an empty list', () => {
    const flows = [
      { date: '2026-01-02', amount: -1 },
      { date: '2026-01-01', amount: 2 },
    ];
    expect(() => xirr(flows)).toThrow(
      expect.objectContaining({ field: 'flows.1.date', key: 'mustNotBeBeforeFirstDate' }),
    );
    expect(() => xirr([])).toThrow(expect.objectContaining({ field: 'flows', key: 'mustNotBeEmpty' }));
  });
});
