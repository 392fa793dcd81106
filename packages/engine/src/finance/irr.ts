/**
 * Internal rate of return per period of equally spaced cash flows, as a fraction (0.05 = 5 % per period):
 * the rate at which their net present value is zero. Among several rates it returns the one nearest zero,
 * as numpy-financial's `irr` does; NaN when the flows never change sign.
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
  return solveRate(flows, 'nearestZero');
}
