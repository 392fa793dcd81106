import { useEffect, useRef, useState } from 'react';

/** How long after a page of messages is shown those still under way are refreshed. */
export const REFRESH_AFTER_MS = 2000;

/**
 * Calls `refresh` with the `items` still `waiting` two seconds after they are shown, and again two seconds
 * after each refresh, until none is waiting (messages whose job or provider has not finished). A refresh
 * that finds nothing changed counts too: the list may answer the very same items while a job still works.
 */
export function useRefreshWhileWaiting<T>(
  items: readonly T[] | undefined,
  waiting: (item: T) => boolean,
  refresh: (waiting: T[]) => Promise<unknown>,
): void {
  // The latest callbacks, without making each render schedule a refresh of its own.
  const latest = useRef({ waiting, refresh });
  latest.current = { waiting, refresh };
  const [refreshes, setRefreshes] = useState(0);
  useEffect(() => {
    const under = (items ?? []).filter((item) => latest.current.waiting(item));
    if (under.length === 0) return;
    let current = true;
    const timer = setTimeout(
      () =>
        void latest.current
          .refresh(under)
          .catch(() => undefined)
          .finally(() => {
            if (current) setRefreshes((count) => count + 1);
          }),
      REFRESH_AFTER_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [items, refreshes]);
}
