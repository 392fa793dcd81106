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

  // Several sign changes: every root above −1 counts, a non-negative one is preferred over a negative one
  // nearer zero, then the smallest. Constructed from their roots: NPV = Π (1 − (1+rᵢ)·x) with x = 1/(1+r).
  it.each([
    // Roots −10 % and 20 %: numpy-financial's "nearest zero" answer would be −10 %.
    [[-100, 210, -108], 0.2],
    // Roots −5 %, 10 % and 30 %.
    [[-100, 335, -371, 135.85], 0.1],
    // Roots −2 %, 25 % and 40 % (three sign changes with a trailing zero).
    [[100, -363, 434.7, -171.5, 0], 0.25],
  ])(
    'prefers the smallest non-negative root when the flows change sign several times: irr(%j)',
    (values, expected) => {
      expect(irr(values)).toBeCloseTo(expected, 10);
      expect(npv(irr(values), values)).toBeCloseTo(0, 8);
    },
  );

  it('never returns a root at or below −100 %', () => {
    // In x = 1/(1+r): 1 − x − 2x² has roots x = 0.5 (r = 100 %) and x = −1, which is no rate above −1.
    expect(irr([1, -1, -2])).toBeCloseTo(1, 10);
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
