import { useCallback, useRef, useSyncExternalStore, type Ref } from 'react';
import { useWidgets } from '../context/WidgetsContext.js';
import { lazyComponent } from '../lazyComponent.js';
import type { ErrorSummaryAlertProps, ErrorSummaryLine } from './ErrorSummaryAlert.js';
import { useFormRuntime } from './FormRuntime.js';

/** Its code comes with the first errors (see `preloadErrorSummary`). */
const ErrorSummaryAlert = lazyComponent<ErrorSummaryAlertProps>(
  async () => (await import('./ErrorSummaryAlert.js')).ErrorSummaryAlert,
  null,
);

/** Loads the alert's code ahead of the first errors: an editable form does once it has been drawn. */
export const preloadErrorSummary = ErrorSummaryAlert.preload;

/**
 * Errors that no field on screen shows (a hidden field, a collapsed card, a path the form does not render,
 * an error of the whole form) as alert lines "path: message".
 */
export function ErrorSummary({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { store, mounted } = useFormRuntime();
  const { t, severity } = useWidgets();
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribeErrors = store.subscribeErrors(listener);
      const unsubscribeMounted = mounted.subscribe(listener);
      return () => {
        unsubscribeErrors();
        unsubscribeMounted();
      };
    },
    [store, mounted],
  );
  const last = useRef<{ key: string; lines: ErrorSummaryLine[] }>({ key: '', lines: [] });
  const lines = useSyncExternalStore(subscribe, () => {
    const current = store.errorPaths().flatMap((path) => {
      const message = store.getServerError(path) ?? store.getErrors(path)?.[0];
      return mounted.has(path) || message === undefined ? [] : [{ path, message }];
    });
    const key = JSON.stringify(current);
    if (key !== last.current.key) last.current = { key, lines: current };
    return last.current.lines;
  });
  if (lines.length === 0) return null;
  // The element focused when no field on screen shows an error: there at once, whether or not the alert's code is.
  return (
    <div ref={ref} tabIndex={-1}>
      <ErrorSummaryAlert severity={severity} title={t('errorsOutsideForm')} lines={lines} />
    </div>
  );
}
