import { describe, expect, it } from 'vitest';
import { FinanceInputError } from './financeInputError.js';
import { irr } from './irr.js';

/** Net present value at `rate` per period, to check a root independently of the solver. */
const npv = (rate: number, values: number[]) =>
  values.reduce((sum, value, period) => sum + value / (1 + rate) ** period, 0);

describe('irr', () => {
  // numpy-financial numpy_financial/tests/test_financial.py, TestIrr.test_basic_values (decimal=2 there;
  // the docstring of npf.irr gives the same values to 5 decimals).
  it.each([
    [[-150000, 15000, 25000, 35000, 45000, 60000], 0.0524],
    [[-100, 0, 0, 74], -0.0955],
    [[-100, 39, 59, 55, 20], 0.28095],
    [[-100, 100, 0, -7], -0.0833],
    [[-100, 100, 0, 7], 0.06206],
    [[-5, 10.5, 1, -8, 1], 0.0886],
  ])('reproduces numpy-financial: irr(%j) ≈ %f', (values, expected) => {
    expect(irr(values)).toBeCloseTo(expected, 4);
  });

  it('ignores trailing zeros (numpy-financial test_trailing_zeros)', () => {
    expect(irr([-5, 10.5, 1, -8, 1, 0, 0, 0])).toBeCloseTo(0.0886, 4);
  });

  it('matches the numpy-financial README example to 12 digits', () => {
    expect(irr([-250000, 100000, 150000, 200000, 250000, 300000])).toBeCloseTo(0.5672303344358536, 12);
  });

  it('is a root of the net present value (numpy-financial test_npv_irr_congruence)', () => {
    const values = [-40000, 5000, 8000, 12000, 30000];
    expect(npv(irr(values), values)).toBeCloseTo(0, 8);
  });

  it('returns the root nearest zero when there are several', () => {
    // -100 + 100x - 7x³ (x = 1/(1+r)) has roots at r ≈ -0.0833 and r ≈ -0.69.
    const values = [-100, 100, 0, -7];
    expect(npv(-0.69, values) * npv(-0.6, values)).toBeLessThan(0);
    expect(irr(values)).toBeCloseTo(-0.0833, 4);
  });

  it('survives flows that underflow (numpy-financial test_gh_15)', () => {
    const tail = [
      2.3926932267015667e-7, 4.1672087103345505e-16, 5.3965110036378706e-25, 5.1962551071806174e-34,
    ];
    const result = irr([-3000, ...tail]);
    expect(Number.isFinite(result)).toBe(true);
    expect(result).toBeCloseTo(-0.9999999990596069, 9);
  });

  it('is NaN when the flows never change sign (numpy-financial test_numpy_gh_6744)', () => {
    expect(irr([-1, -2, -3])).toBeNaN();
    expect(irr([])).toBeNaN();
  });

  it('is zero when the money comes back without interest', () => {
    expect(irr([-300, 100, 100, 100])).toBe(0);
  });

  it('rejects a value that is not a finite number', () => {
    expect(() => irr([-1, Number.NaN])).toThrow(
      expect.objectContaining({ field: 'values.1', key: 'mustBeNumber' }),
    );
    expect(() => irr([-1, Number.NaN])).toThrow(FinanceInputError);
  });
});
