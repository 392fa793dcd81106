/**
 * Splits `total` integer minor units into `parts` shares that sum to it exactly: every share is total / parts
 * rounded half away from zero, except one that takes the rounding remainder (the first or the last share).
 * If rounding up would leave that share negative (tiny totals such as 0.11 in 20 parts), shares round down.
 */
export function splitEvenly(total: number, parts: number, remainderOn: 'first' | 'last'): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Not a non-negative integer: ${total}`);
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`Not a positive count: ${parts}`);
  // Integer form of round(total / parts) for total >= 0: floor((2·total + parts) / (2·parts)).
  let share = Math.floor((2 * total + parts) / (2 * parts));
  if (share * (parts - 1) > total) share = Math.floor(total / parts);
  const shares = new Array<number>(parts).fill(share);
  shares[remainderOn === 'first' ? 0 : parts - 1] = total - share * (parts - 1);
  return shares;
}
