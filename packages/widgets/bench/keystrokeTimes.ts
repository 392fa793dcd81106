/** The parts of a Chrome trace event that keystroke timing reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { type?: string } };
}

export interface KeystrokeTimes {
  /** Keydown dispatched → the next frame painted on the main thread, ms. */
  toFrame: number[];
  /** Keydown dispatched → its input event handled (React's render and commit included), ms. */
  toInput: number[];
}

const MICROSECONDS = 1000;

/**
 * Per keydown in a Chrome `devtools.timeline` trace: the time to the end of the first main-thread Paint after
 * it, and to the end of the input event it caused. Read from the browser's own timeline, so no script hop
 * (requestAnimationFrame, setTimeout) adds scheduling noise.
 */
export function keystrokeTimes(events: readonly TraceEvent[]): KeystrokeTimes {
  const dispatches = (type: string) =>
    events.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === type);
  const keydowns = dispatches('keydown');
  const thread = keydowns[0]?.tid;
  const ends = (list: readonly TraceEvent[]) =>
    list
      .filter((event) => event.tid === thread)
      .map((event) => event.ts + (event.dur ?? 0))
      .sort((a, b) => a - b);
  const paints = ends(events.filter((event) => event.name === 'Paint'));
  const inputs = ends(dispatches('input'));
  /** Milliseconds from `start` to the first of `times` after it. */
  const after = (times: number[], start: number) =>
    ((times.find((time) => time > start) ?? NaN) - start) / MICROSECONDS;
  return {
    toFrame: keydowns.map((keydown) => after(paints, keydown.ts)),
    toInput: keydowns.map((keydown) => after(inputs, keydown.ts)),
  };
}
