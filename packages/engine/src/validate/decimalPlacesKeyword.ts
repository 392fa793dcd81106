/**
 * `decimalPlaces: n` — a number has at most n digits after the decimal point. Exact where `multipleOf: 0.01`
 * suffers from binary floating-point noise. Error params: `{ limit: n }`.
 */
export const DECIMAL_PLACES_KEYWORD = 'decimalPlaces';

/**
 * Digits after the decimal point in the shortest text that round-trips `value` (what a person typed):
 * 0.29 has 2 even though 0.29 / 0.01 is 28.999999999999996 in binary floating point.
 */
export function countDecimalPlaces(value: number): number {
  const match = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) return 0;
  return Math.max(0, (match[1]?.length ?? 0) - Number(match[2] ?? 0));
}

/** The keyword's test: whether `value` has at most `limit` decimal places. */
export function hasAtMostDecimalPlaces(value: number, limit: number): boolean {
  return countDecimalPlaces(value) <= limit;
}
