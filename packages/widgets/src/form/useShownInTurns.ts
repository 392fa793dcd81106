import { useEffect, useState, type RefObject } from 'react';
import { isWithin } from '../store/paths.js';
import { useFormRuntime } from './FormRuntime.js';

/** Rows of fields an object shows per render turn: about a screenful. */
const ROWS_PER_TURN = 8;

/**
 * How many of the children from `from` on fill a turn's rows: a field takes one of a row's `columns` cells, a
 * nested object or list a whole row. At least one.
 */
export function childrenPerTurn(wholeRows: readonly boolean[], columns: number, from: number): number {
  let cells = ROWS_PER_TURN * columns;
  let count = 0;
  for (const wholeRow of wholeRows.slice(from)) {
    cells -= wholeRow ? columns : 1;
    if (cells < 0 && count > 0) break;
    count += 1;
  }
  return count;
}

/**
 * How many of an object's children (at `paths`, in order) to render: about a screenful at first, a screenful
 * more in each of the form's render turns (see RenderTurns), all at once when an error under one not shown
 * yet is to be revealed. Until they render, the object's grid (`element`) stands in for them.
 */
export function useShownInTurns(
  paths: readonly string[],
  wholeRows: readonly boolean[],
  columns: number,
  element: RefObject<HTMLElement | null>,
): number {
  const { renderTurns, mounted, reveal } = useFormRuntime();
  // Without IntersectionObserver cards render at once, and so does this (tests in jsdom).
  const [shown, setShown] = useState(() =>
    typeof IntersectionObserver === 'undefined'
      ? Number.POSITIVE_INFINITY
      : childrenPerTurn(wholeRows, columns, 0),
  );
  useEffect(() => {
    const grid = element.current;
    if (shown >= paths.length || !grid) return undefined;
    const rest = paths.slice(shown);
    const uncover = rest.map((path) => mounted.cover(path, grid));
    const giveUpTurn = renderTurns.take(() =>
      setShown((count) => count + childrenPerTurn(wholeRows, columns, count)),
    );
    const unsubscribe = reveal.subscribe(() => {
      const requested = reveal.requested();
      if (rest.some((path) => requested.some((each) => isWithin(each, path))))
        setShown(Number.POSITIVE_INFINITY);
    });
    return () => {
      giveUpTurn();
      uncover.forEach((each) => each());
      unsubscribe();
    };
  }, [shown, paths, wholeRows, columns, element, mounted, renderTurns, reveal]);
  return shown;
}
