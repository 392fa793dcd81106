import type { Listener } from '../store/formStore.js';

/**
 * Asks collapsed objects to open so that a field under them can show its error and take focus. Only the
 * collapsed ones listen.
 */
export interface RevealChannel {
  request(paths: readonly string[]): void;
  /** The paths of the latest request. */
  requested(): readonly string[];
  subscribe(listener: Listener): () => void;
}

export function createRevealChannel(): RevealChannel {
  let paths: readonly string[] = [];
  const listeners = new Set<Listener>();
  return {
    request(next) {
      paths = next;
      listeners.forEach((listener) => listener());
    },
    requested: () => paths,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
