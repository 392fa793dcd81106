/**
 * Internal rate of return per period of equally spaced cash flows, as a fraction (0.05 = 5 % per period):
 * the rate at which their net present value is zero. When the flows change sign several times there may be
 * several such rates (all above −100 %): the smallest non-negative one is returned, else the one nearest zero,
 * as numpy-financial's default selection does, so a loan's rate is not reported as a small negative root
 * (solveRate finds every root by bracketing, so a close pair of roots is not missed);
 * NaN when the flows never change sign.
 */
import { FinanceInputError } from './financeInputError.js';
import { solveRate } from './solveRate.js';

export function irr(values: readonly number[]): number {
  const flows = values.map((amount, t) => {
    if (typeof amount !== 'number' || !Number.isFinite(amount)) {
      throw new FinanceInputError(`values.${t}`, 'mustBeNumber');
    }
    return { t, amount };
  });
  return solveRate(flows, 'nonNegativeNearestZero');
}
