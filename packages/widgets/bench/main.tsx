/**
 * The benchmark page. `?impl=ours|stock|stock-live&fields=N` renders one form and publishes its time to first
 * render on `window.bench`; keystrokes are timed from Chrome's trace by `run.ts`.
 */
import { Form } from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { coverlineWidgets, SchemaForm } from '../src/index.js';
import { benchForm } from './benchForm.js';

declare global {
  interface Window {
    /** From the render call, and from the page's navigation (loading, compiling the form and rendering it). */
    bench: { firstRenderMs?: number; fromNavigationMs?: number };
  }
}

const parameters = new URLSearchParams(location.search);
const impl = parameters.get('impl') ?? 'ours';
const form = benchForm(Number(parameters.get('fields') ?? 1000));
window.bench = {};

/** Calls `record` with the time, from navigation, after the next frame has been produced. */
function afterNextFrame(record: (now: number) => void) {
  requestAnimationFrame(() => setTimeout(() => record(performance.now())));
}

/** The stock form reads the same schema; only the 2020-12 dialect tag goes, for RJSF's draft-07 ajv. */
const { $schema: _dialect, ...stockSchema } = form.schema;

function Bench({ start }: { start: number }) {
  useLayoutEffect(
    () =>
      afterNextFrame((now) => {
        window.bench.fromNavigationMs = now;
        window.bench.firstRenderMs = now - start;
      }),
    [start],
  );
  return impl === 'ours' ? (
    <SchemaForm form={form} />
  ) : (
    <Form
      schema={stockSchema as RJSFSchema}
      uiSchema={form.uiSchema as UiSchema}
      formData={form.defaults}
      validator={validator}
      widgets={coverlineWidgets}
      liveValidate={impl === 'stock-live' ? 'onChange' : undefined}
    />
  );
}

const start = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(<Bench start={start} />);
