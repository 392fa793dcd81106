/**
 * Cards that come near the viewport render their fields a screenful per turn, in the order they asked: the
 * first at once, each next one after the browser has painted the previous one and has nothing more urgent to
 * do. A long form's first fields thus show and take input without waiting for the cards below them, and the
 * page stays responsive while those follow.
 */
export interface RenderTurns {
  /** Runs `render` in its turn; the returned function gives the turn up if it has not come yet. */
  take(render: () => void): () => void;
}

/** Longest wait for an idle moment: the cards still render while the page is kept busy. */
const IDLE_TIMEOUT_MS = 200;

/**
 * After the next frame has been painted, when the browser is idle (a keystroke is handled first), or, where
 * idle callbacks do not exist, in a task queued from the frame: it runs after the paint.
 */
const afterNextPaint = (next: () => void) =>
  requestAnimationFrame(() =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(next),
  );

export function createRenderTurns(schedule: (next: () => void) => void = afterNextPaint): RenderTurns {
  const waiting: { render: () => void; givenUp: boolean }[] = [];
  let busy = false;
  const runNext = () => {
    let turn = waiting.shift();
    while (turn?.givenUp) turn = waiting.shift();
    busy = turn !== undefined;
    if (turn === undefined) return;
    turn.render();
    schedule(runNext);
  };
  return {
    take(render) {
      const turn = { render, givenUp: false };
      waiting.push(turn);
      if (!busy) runNext();
      return () => {
        turn.givenUp = true;
      };
    },
  };
}
