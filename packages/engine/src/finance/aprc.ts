/**
 * Annual percentage rate of charge as a fraction (0.1296 = 12.96 %), by the basic equation of Directive
 * 2008/48/EC Annex I: Σ amount·(1+X)^−t = 0 with t in years since the first drawdown (see `aprcTimes`).
 * Drawdowns are negative, repayments and charges positive. With several real roots it returns the smallest
 * non-negative one (else the root nearest zero); NaN when the flows never change sign.
 */
import { FinanceInputError } from './financeInputError.js';
import { solveRate, type TimedAmount } from './solveRate.js';

export function aprc(flows: readonly TimedAmount[]): number {
  flows.forEach(({ t, amount }, index) => {
    if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) {
      throw new FinanceInputError(`flows.${index}.t`, 'mustNotBeNegative');
    }
    if (typeof amount !== 'number' || !Number.isFinite(amount)) {
      throw new FinanceInputError(`flows.${index}.amount`, 'mustBeNumber');
    }
  });
  return solveRate(flows, 'nonNegativeNearestZero');
}
