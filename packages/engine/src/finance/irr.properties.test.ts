import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainDate } from '../dates/plainDate.js';
import { irr } from './irr.js';
import { loanSchedule } from './loanSchedule.js';

/** Net present value at `rate` per period, to check a root independently of the solver. */
const npv = (rate: number, values: readonly number[]) =>
  values.reduce((sum, value, period) => sum + value / (1 + rate) ** period, 0);

/** Coefficients of Π (1 − (1+rᵢ)·x) in powers of x = 1/(1+r): cash flows whose IRRs are exactly the rᵢ. */
function flowsWithRoots(roots: readonly number[], scale: number): number[] {
  let coefficients = [scale];
  for (const root of roots) {
    const factor = 1 + root;
    coefficients = [...coefficients, 0].map((c, power) => c - factor * (coefficients[power - 1] ?? 0));
  }
  return coefficients;
}

/** Distinct rates above −100 %, at least 2 percentage points apart so each is a simple, well-separated root. */
const separatedRoots = fc
  .uniqueArray(fc.integer({ min: -45, max: 150 }), { minLength: 2, maxLength: 4 })
  .map((steps) => steps.map((step) => step / 50).sort((a, b) => a - b));

describe('irr (properties)', () => {
  it('reproduces the rate of an annuity: level payments that repay the principal at that rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 360 }),
        fc.double({ min: 0.0001, max: 0.2, noNaN: true }),
        fc.double({ min: 100, max: 1e7, noNaN: true }),
        (periods, rate, principal) => {
          const payment = (principal * rate) / (1 - (1 + rate) ** -periods);
          const flows = [-principal, ...Array.from({ length: periods }, () => payment)];
          expect(irr(flows)).toBeCloseTo(rate, 9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reproduces the loan schedule's monthly rate to within its cent rounding", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 3000 }).map((basisPoints) => basisPoints / 100),
        fc.integer({ min: 1000, max: 1_000_000 }),
        (termMonths, annualInterestRate, principal) => {
          // 30/360 gives every period exactly a twelfth of the annual rate.
          const { installments } = loanSchedule({
            calculator: 'annuity',
            principal,
            annualInterestRate,
            termMonths,
            issueDate: plainDate(2025, 1, 15),
          });
          const repayments = installments.map(({ lines }) =>
            lines.reduce((sum, line) => sum + line.amount, 0),
          );
          // Each amount is off by at most half a cent, which moves the rate by about a cent over the principal.
          const roundingBound = (0.01 * termMonths) / principal;
          expect(Math.abs(irr([-principal, ...repayments]) - annualInterestRate / 1200)).toBeLessThan(
            roundingBound,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('returns the smallest non-negative root when the flows change sign several times and one exists', () => {
    fc.assert(
      fc.property(separatedRoots, fc.constantFrom(-100, 100, 2500), (roots, scale) => {
        const flows = flowsWithRoots(roots, scale);
        const result = irr(flows);
        const nonNegative = roots.filter((root) => root >= 0);
        expect(result).toBeCloseTo(nonNegative[0] ?? roots[roots.length - 1] ?? Number.NaN, 8);
        expect(npv(result, flows) / Math.abs(scale)).toBeCloseTo(0, 6);
      }),
      { numRuns: 300 },
    );
  });

  it('answers with a root of arbitrary flows, non-negative whenever the net present value at 0 and far above disagree', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 2, maxLength: 12 }),
        (flows) => {
          const result = irr(flows);
          if (Number.isNaN(result)) return;
          expect(result).toBeGreaterThan(-1);
          // Relative to the discounted terms' own size: near −100 % they are huge and cancel.
          const magnitude = npv(result, flows.map(Math.abs));
          expect(Math.abs(npv(result, flows)) / magnitude).toBeLessThan(1e-9);
          // A sign change of the net present value over [0, 10) guarantees a non-negative root there.
          if (Math.sign(npv(0, flows)) * Math.sign(npv(9.99, flows)) < 0)
            expect(result).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
