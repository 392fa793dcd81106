import { whenIdle } from '@coverline/widgets';

/** Long enough for the first screen to have loaded: what is loaded after it competes with nothing on it. */
const AFTER_START_MS = 3000;

/**
 * Runs `task` a few seconds after the app started, once the browser is idle: for code the first screen does
 * not need but that should be there before it is asked for. Answers a cancel.
 */
export function afterStart(task: () => void): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(task);
  }, AFTER_START_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
