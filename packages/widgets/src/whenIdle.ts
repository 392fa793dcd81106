/** Runs `task` when the browser is idle (soon where it cannot tell); answers a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task);
  return () => cancelIdleCallback(handle);
}

/**
 * Runs `task` once the next frame has been drawn and the browser is idle: for code that what is on screen does
 * not need, so that asking for it never holds the screen back. Answers a cancel.
 */
export function whenDrawn(task: () => void): () => void {
  let cancelIdle = () => {};
  if (typeof requestAnimationFrame !== 'function') return whenIdle(task);
  const frame = requestAnimationFrame(() => {
    cancelIdle = whenIdle(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}
