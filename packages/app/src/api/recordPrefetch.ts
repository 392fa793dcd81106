/**
 * Records asked for while a page's code loads, handed to the data cache's first read of the same key: a
 * record page's data and its code arrive together instead of one after the other. Only the latest
 * navigation's records are kept, for ten seconds; an answer nobody took is dropped.
 */
export interface RecordPrefetch {
  /** Starts reading the record at `key` (an API path) for the page about to show. */
  start(keys: readonly string[]): void;
  /** The read started for `key`, once: the data cache's fetch of that key. */
  take(key: string): Promise<unknown> | undefined;
}

/** An answer older than this is not handed out: it was for a page that did not show. */
const KEPT_MS = 10_000;

/**
 * `holds(key)` tells whether the data cache holds the record already. Such a record is not read ahead: its page
 * shows it at once and refreshes it itself. Nor is a read started earlier handed to its fetch: that fetch is a
 * refresh, after a save perhaps, and must not be given what was read before the save.
 */
export function createRecordPrefetch(
  get: (path: string) => Promise<unknown>,
  holds: (key: string) => boolean,
  now: () => number = Date.now,
): RecordPrefetch {
  let started = new Map<string, Promise<unknown>>();
  let startedAt = 0;
  return {
    start(keys) {
      startedAt = now();
      started = new Map(
        keys
          .filter((key) => !holds(key))
          .map((key) => {
            const answer = get(key);
            // Failures reach whoever takes the answer; one nobody takes is no failure of anything shown.
            answer.catch(() => undefined);
            return [key, answer];
          }),
      );
    },
    take(key) {
      const answer = started.get(key);
      started.delete(key);
      return now() - startedAt <= KEPT_MS && !holds(key) ? answer : undefined;
    },
  };
}
