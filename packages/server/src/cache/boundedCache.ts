/**
 * A map that forgets its least recently used entry beyond `capacity`: what a hot path remembers (tenants,
 * verified tokens, identities, compiled configuration) can never fill the memory, whatever callers send.
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(Number.isSafeInteger(capacity) && capacity > 0)) throw new Error(`Not a capacity: ${capacity}`);
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting makes this the most recently used entry.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }
}
