/**
 * The rate X > −1 at which Σ amountᵢ·(1+X)^−tᵢ = 0, the equation behind IRR, XIRR and the APRC.
 *
 * With u = ln(1+X) the sum is Σ aᵢ·e^(−u·tᵢ), which has at most as many real roots as its amounts, ordered by
 * t, change sign (Descartes' rule of signs holds for real exponents). With one sign change — every loan:
 * money out, then money back — the root is unique: it is bracketed by doubling steps from 0 and polished by
 * Newton's method kept inside the bracket. With more changes, a grid over u ∈ [−10, 10]
 * (X from −99.995 % to 2.2·10⁶ %) finds the roots and `prefer` picks one. No change means no root: NaN.
 */

export interface TimedAmount {
  /** Time from the start, in periods of the rate sought. */
  t: number;
  amount: number;
}

/**
 * 'nearestZero': the root nearest zero (xirr).
 * 'nonNegativeNearestZero': the smallest non-negative root, else the root nearest zero (irr, the APRC).
 */
export type RootPreference = 'nearestZero' | 'nonNegativeNearestZero';

const GRID_LIMIT = 10;
const GRID_STEPS_PER_UNIT = 100;
const BRACKET_START = 0.05;
const BRACKET_LIMIT = 64;
const MAX_ITERATIONS = 200;

export function solveRate(flows: readonly TimedAmount[], prefer: RootPreference): number {
  const terms = mergeByTime(flows);
  const changes = signChanges(terms);
  if (changes === 0) return Number.NaN;
  const roots = changes === 1 ? [uniqueRoot(terms)] : gridRoots(terms);
  const rates = roots.filter((u) => !Number.isNaN(u)).map((u) => Math.expm1(u));
  return pick(rates, prefer);
}

interface Terms {
  t: Float64Array;
  a: Float64Array;
}

/** Sums amounts at equal times, drops zeros and orders by time. */
function mergeByTime(flows: readonly TimedAmount[]): Terms {
  const byTime = new Map<number, number>();
  for (const { t, amount } of flows) byTime.set(t, (byTime.get(t) ?? 0) + amount);
  const entries = [...byTime].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
  return { t: Float64Array.from(entries, ([t]) => t), a: Float64Array.from(entries, ([, amount]) => amount) };
}

function signChanges({ a }: Terms): number {
  let changes = 0;
  for (let i = 1; i < a.length; i++) if (Math.sign(a[i] ?? 0) !== Math.sign(a[i - 1] ?? 0)) changes++;
  return changes;
}

/**
 * The sum scaled by e^(u·c), which has the same sign and roots; c is the last time when u < 0 and the first
 * when u ≥ 0, so every exponent is ≤ 0 and nothing overflows however long the horizon.
 */
function evaluate({ t, a }: Terms, u: number, c: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (let i = 0; i < a.length; i++) {
    const shifted = (t[i] ?? 0) - c;
    const term = (a[i] ?? 0) * Math.exp(-u * shifted);
    value += term;
    slope -= shifted * term;
  }
  return { value, slope };
}

function scale(terms: Terms, u: number): number {
  return u < 0 ? (terms.t[terms.t.length - 1] ?? 0) : (terms.t[0] ?? 0);
}

function signAt(terms: Terms, u: number): number {
  return Math.sign(evaluate(terms, u, scale(terms, u)).value);
}

/** The single root when the amounts change sign once: its side of 0 follows from the sign at 0 and at +∞. */
function uniqueRoot(terms: Terms): number {
  const atZero = signAt(terms, 0);
  if (atZero === 0) return 0;
  // As u → +∞ the earliest amount dominates the sum.
  const direction = atZero === Math.sign(terms.a[0] ?? 0) ? -1 : 1;
  let near = 0;
  let far = direction * BRACKET_START;
  while (signAt(terms, far) === atZero) {
    if (Math.abs(far) > BRACKET_LIMIT) return Number.NaN;
    near = far;
    far *= 2;
  }
  return polish(terms, Math.min(near, far), Math.max(near, far));
}

/** Roots found by a sign scan over a fixed grid of u, each polished inside its cell. */
function gridRoots(terms: Terms): number[] {
  const roots: number[] = [];
  let previous = signAt(terms, -GRID_LIMIT);
  for (let step = -GRID_LIMIT * GRID_STEPS_PER_UNIT + 1; step <= GRID_LIMIT * GRID_STEPS_PER_UNIT; step++) {
    const u = step / GRID_STEPS_PER_UNIT;
    const sign = signAt(terms, u);
    if (sign === 0) roots.push(u);
    else if (previous !== 0 && sign !== previous) roots.push(polish(terms, u - 1 / GRID_STEPS_PER_UNIT, u));
    previous = sign;
  }
  return roots;
}

/** Newton's method on u, falling back to bisection whenever a step would leave the bracket [low, high]. */
function polish(terms: Terms, low: number, high: number): number {
  // Brackets never straddle 0, so one scale suits the whole bracket.
  const c = scale(terms, high <= 0 ? low : high);
  const rising = evaluate(terms, high, c).value > 0;
  let u = (low + high) / 2;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const { value, slope } = evaluate(terms, u, c);
    if (value === 0) return u;
    if (value > 0 === rising) high = u;
    else low = u;
    const newton = u - value / slope;
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - u) <= Number.EPSILON * Math.max(1, Math.abs(u)) || next === low || next === high) {
      return next;
    }
    u = next;
  }
  return u;
}

function pick(rates: number[], prefer: RootPreference): number {
  const nonNegative = prefer === 'nonNegativeNearestZero' ? rates.filter((rate) => rate >= 0) : [];
  const candidates = nonNegative.length > 0 ? nonNegative : rates;
  let best = Number.NaN;
  for (const rate of candidates) if (Number.isNaN(best) || Math.abs(rate) < Math.abs(best)) best = rate;
  return best;
}
