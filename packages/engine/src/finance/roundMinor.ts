/**
 * `roundHalfAwayFromZero` for the hot loops of schedules and penalties: a value clearly away from a half
 * rounds by plain arithmetic, which gives the same integer; only values within binary noise of a half (or too
 * large for the test) take the exact decimal route of the money module.
 */
import { roundHalfAwayFromZero } from '../money/money.js';

/** Relative distance from .5 below which binary noise could decide the rounding. */
const NOISE = 1e-11;

export function roundMinor(value: number): number {
  const magnitude = Math.abs(value);
  const fraction = magnitude - Math.floor(magnitude);
  if (Math.abs(fraction - 0.5) <= NOISE * (magnitude + 1)) return roundHalfAwayFromZero(value);
  const rounded = Math.floor(magnitude + 0.5);
  return (value < 0 ? -rounded : rounded) || 0;
}
