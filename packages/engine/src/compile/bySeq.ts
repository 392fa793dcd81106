/** Entities in `seq` order; equal or missing `seq` keeps the given order, missing ones last. */
export function bySeq<T extends { seq?: number }>(entities: readonly T[]): T[] {
  return [...entities].sort((a, b) => (a.seq ?? Number.MAX_VALUE) - (b.seq ?? Number.MAX_VALUE));
}
