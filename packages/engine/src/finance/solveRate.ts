/**
 * The rate X > −1 at which Σ amountᵢ·(1+X)^−tᵢ = 0, the equation behind IRR, XIRR and the APRC.
 *
 * With u = ln(1+X) the sum is Σ aᵢ·e^(−u·tᵢ), which has at most as many real roots as its amounts, ordered by
 * t, change sign (Descartes' rule of signs holds for real exponents). With one sign change — every loan:
 * money out, then money back — the root is unique: it is bracketed by doubling steps from 0 and polished by
 * Newton's method kept inside the bracket. With more changes, the roots are isolated between the roots of
 * derivatives (see rootsBetween), each bracketed and polished the same way, and `prefer` picks one.
 * No change means no root: NaN.
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

const BRACKET_START = 0.05;
/** |u| ≤ 64: rates from −100 % + 10⁻²⁸ to 6·10²⁷ per period, more than any cash flow can mean. */
const SEARCH_LIMIT = 64;
const MAX_ITERATIONS = 200;
/**
 * Rates nearer zero than this are zero. Rounding in the sums leaves a root at zero a few ulps to either side,
 * and one a hair below zero would otherwise lose to a larger non-negative root; 10⁻¹⁰ per period is far
 * below any rate a loan quotes.
 */
const ZERO_RATE_TOLERANCE = 1e-10;

export function solveRate(flows: readonly TimedAmount[], prefer: RootPreference): number {
  const terms = mergeByTime(flows);
  const changes = signChanges(terms);
  if (changes === 0) return Number.NaN;
  const roots = changes === 1 ? [uniqueRoot(terms)] : rootsBetween(terms, -SEARCH_LIMIT, SEARCH_LIMIT);
  const rates = roots
    .filter((u) => !Number.isNaN(u))
    .map((u) => Math.expm1(u))
    .map((rate) => (Math.abs(rate) < ZERO_RATE_TOLERANCE ? 0 : rate));
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
    if (Math.abs(far) > SEARCH_LIMIT) return Number.NaN;
    near = far;
    far *= 2;
  }
  return polish(terms, Math.min(near, far), Math.max(near, far));
}

/**
 * Every root in [low, high] where the sum crosses zero, found without a grid, so close roots are not missed.
 * Multiplying by e^(u·p), with p the time of an amount that follows a sign change, and differentiating gives
 * Σ (p − tᵢ)·aᵢ·e^(−u·(tᵢ−p)): the same kind of sum with at least one sign change fewer (Descartes' proof).
 * Between two roots of the sum lies a root of that derivative (Rolle), so the derivative's roots, found the
 * same way, cut [low, high] into pieces that hold at most one crossing each, and each is bracketed and polished.
 */
function rootsBetween(terms: Terms, low: number, high: number): number[] {
  const breaks =
    signChanges(terms) <= 1 ? [low, high] : [low, ...rootsBetween(derivative(terms), low, high), high];
  const roots: number[] = [];
  breaks.forEach((point, index) => {
    const sign = signAt(terms, point);
    if (sign === 0) roots.push(point);
    const next = breaks[index + 1];
    if (next !== undefined && next > point && sign * signAt(terms, next) < 0)
      roots.push(polish(terms, point, next));
  });
  return roots;
}

/** The derivative of e^(u·p)·Σ aᵢ·e^(−u·tᵢ), p being the time of the first amount after a sign change. */
function derivative({ t, a }: Terms): Terms {
  const pivot = a.findIndex((amount, i) => i > 0 && Math.sign(amount) !== Math.sign(a[i - 1] ?? 0));
  const p = t[pivot] ?? 0;
  const kept = [...t.keys()].filter((i) => i !== pivot);
  return {
    t: Float64Array.from(kept, (i) => t[i] ?? 0),
    a: Float64Array.from(kept, (i) => (p - (t[i] ?? 0)) * (a[i] ?? 0)),
  };
}

/** Newton's method on u, falling back to bisection whenever a step would leave the bracket [low, high]. */
function polish(terms: Terms, low: number, high: number): number {
  const rising = signAt(terms, high) > 0;
  let u = (low + high) / 2;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const { value, slope } = evaluate(terms, u, scale(terms, u));
    if (value === 0) return u;
    if (value > 0 === rising) high = u;
    else low = u;
    // The scaled sum's slope is not the sum's, but Newton on the scaled sum converges to the same root.
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
