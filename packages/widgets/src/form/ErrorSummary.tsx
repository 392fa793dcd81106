import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCallback, useRef, useSyncExternalStore, type Ref } from 'react';
import { useWidgets } from '../context/WidgetsContext.js';
import { useFormRuntime } from './FormRuntime.js';

interface Line {
  path: string;
  message: string;
}

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
  const last = useRef<{ key: string; lines: Line[] }>({ key: '', lines: [] });
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
  return (
    <Alert ref={ref} severity={severity} tabIndex={-1} sx={{ mb: 2 }}>
      <AlertTitle>{t('errorsOutsideForm')}</AlertTitle>
      {lines.map(({ path, message }) => (
        <div key={path}>{path === '' ? message : `${path}: ${message}`}</div>
      ))}
    </Alert>
  );
}
