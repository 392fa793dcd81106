import { useEffect, useRef } from 'react';

/** How long after a page of messages is shown those still under way are refreshed. */
export const REFRESH_AFTER_MS = 2000;

/**
 * Calls `refresh` with the `items` still `waiting` two seconds after they are shown, again after each new
 * answer, until none is waiting (messages whose job or provider has not finished).
 */
export function useRefreshWhileWaiting<T>(
  items: readonly T[] | undefined,
  waiting: (item: T) => boolean,
  refresh: (waiting: T[]) => Promise<unknown>,
): void {
  // The latest callbacks, without making each render schedule a refresh of its own.
  const latest = useRef({ waiting, refresh });
  latest.current = { waiting, refresh };
  useEffect(() => {
    const under = (items ?? []).filter((item) => latest.current.waiting(item));
    if (under.length === 0) return;
    const timer = setTimeout(
      () => void latest.current.refresh(under).catch(() => undefined),
      REFRESH_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [items]);
}
