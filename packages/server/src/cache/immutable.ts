const immutables = new WeakSet<object>();

/**
 * Freezes `value` — plain data: objects and arrays — and everything it holds, for a value that many requests share (what a cache answers):
 * a caller that tries to change it fails at once instead of changing it for everyone. The value is known
 * as immutable from then on (`isImmutable`), so work derived from it alone may be remembered by its identity.
 */
export function immutable<T>(value: T): T {
  if (typeof value !== 'object' || value === null || immutables.has(value)) return value;
  for (const each of Object.values(value)) immutable(each);
  immutables.add(Object.freeze(value));
  return value;
}

/** Whether `value` was made `immutable`: it and everything it holds stay as they are. */
export function isImmutable(value: unknown): value is object {
  return typeof value === 'object' && value !== null && immutables.has(value);
}
