/** Prefix of the name of a copied product version whose name does not end in a number. */
export const COPY_PREFIX = 'Copy of ';

const TRAILING_NUMBER = /^(.*?)(\d+)$/s;

/** `v009` → `v010`: the number incremented, its zero padding kept. */
function incrementTrailingNumber(name: string): string | undefined {
  const match = TRAILING_NUMBER.exec(name);
  if (!match) return undefined;
  const [, stem = '', digits = ''] = match;
  return stem + (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
}

/**
 * Name of a copy of the product version `name`: the trailing number incremented
 * ("Motor 2026 v1" → "Motor 2026 v2"), else "Copy of …". While the name is taken in `existingNames`
 * (compared ignoring case and surrounding spaces) the number keeps increasing ("Copy of Basic 2", …).
 */
export function copyVersionName(name: string, existingNames: Iterable<string> = []): string {
  const taken = new Set([...existingNames].map((existing) => existing.trim().toLowerCase()));
  const isTaken = (candidate: string) => taken.has(candidate.trim().toLowerCase());
  let candidate = incrementTrailingNumber(name.trim()) ?? `${COPY_PREFIX}${name.trim()}`;
  if (isTaken(candidate) && !TRAILING_NUMBER.test(candidate)) candidate = `${candidate} 2`;
  while (isTaken(candidate)) candidate = incrementTrailingNumber(candidate)!;
  return candidate;
}
