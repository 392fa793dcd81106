import { useEffect, useRef, useState } from 'react';

/** How long after a page of messages is shown those still under way are refreshed. */
export const REFRESH_AFTER_MS = 2000;

/**
 * Calls `refresh` with the `items` still `waiting` two seconds after they are shown, and again two seconds
 * after each refresh, until none is waiting (messages whose job or provider has not finished). A refresh that
 * answers the same items (the list cache keeps the same object then) still schedules the next one.
 */
export function useRefreshWhileWaiting<T>(
  items: readonly T[] | undefined,
  waiting: (item: T) => boolean,
  refresh: (waiting: T[]) => Promise<unknown>,
): void {
  // The latest callbacks, without making each render schedule a refresh of its own.
  const latest = useRef({ waiting, refresh });
  latest.current = { waiting, refresh };
  const [rounds, setRounds] = useState(0);
  useEffect(() => {
    const under = (items ?? []).filter((item) => latest.current.waiting(item));
    if (under.length === 0) return;
    let unmounted = false;
    const timer = setTimeout(() => {
      void latest.current
        .refresh(under)
        .catch(() => undefined)
        .then(() => {
          if (!unmounted) setRounds((count) => count + 1);
        });
    }, REFRESH_AFTER_MS);
    return () => {
      unmounted = true;
      clearTimeout(timer);
    };
  }, [items, rounds]);
}
