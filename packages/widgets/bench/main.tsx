/**
 * The benchmark page. `?impl=ours|stock|stock-live&fields=N` renders one form and publishes its time to first
 * render on `window.bench`; keystrokes are timed from Chrome's trace by `run.ts`.
 */
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { SchemaForm } from '../src/index.js';
import { benchForm } from './benchForm.js';

declare global {
  interface Window {
    /**
     * From the render call, and from the page's navigation (loading, compiling the form and rendering it),
     * until the first field is usable.
     */
    bench: { firstRenderMs?: number; fromNavigationMs?: number };
  }
}

const parameters = new URLSearchParams(location.search);
const impl = parameters.get('impl') ?? 'ours';
const form = benchForm(Number(parameters.get('fields') ?? 1000));
window.bench = {};

/**
 * Calls `record` with the time, from navigation, once the form's first field is there (ours renders its cards'
 * fields in turns after the first frame) and the next frame after it has been produced: the form is usable.
 */
function whenFirstFieldUsable(record: (now: number) => void) {
  requestAnimationFrame(() => {
    if (document.querySelector('form input, form textarea') === null) whenFirstFieldUsable(record);
    else requestAnimationFrame(() => setTimeout(() => record(performance.now())));
  });
}

/** Ours does not pay for loading the stock form's code (RJSF and its ajv validator), nor the other way round. */
const StockForm = impl === 'ours' ? undefined : (await import('./StockForm.js')).StockForm;

function Bench({ start }: { start: number }) {
  useLayoutEffect(
    () =>
      whenFirstFieldUsable((now) => {
        window.bench.fromNavigationMs = now;
        window.bench.firstRenderMs = now - start;
      }),
    [start],
  );
  return StockForm === undefined ? (
    <SchemaForm form={form} />
  ) : (
    <StockForm form={form} liveValidate={impl === 'stock-live'} />
  );
}

const start = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(<Bench start={start} />);
