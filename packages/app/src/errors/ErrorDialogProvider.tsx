import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { afterStart } from '../afterStart.js';
import { ApiError } from '../api/ApiError.js';
import { lazyComponent } from '@coverline/widgets';
import type { ErrorDialogProps } from './ErrorDialog.js';
import { errorDialogFor, type ErrorDialogKind } from './errorDialogFor.js';

/**
 * The dialog's code (MUI's Dialog and modal) is not part of the first screen: it is loaded a while after the
 * app has started (so it is there even when the network is not, later), or with the first error.
 */
const ErrorDialog = lazyComponent<ErrorDialogProps>(
  async () => (await import('./ErrorDialog.js')).ErrorDialog,
  null,
);

/** Loads the dialog's code now: the tests do, so that an error shows at once whichever test came first. */
export const preloadErrorDialog = (): Promise<void> => ErrorDialog.preload();

/** Shows the dialog an error calls for; ignored while another error dialog is open. */
export type ShowError = (error: unknown) => void;

const ErrorDialogContext = createContext<ShowError | undefined>(undefined);

export function useShowError(): ShowError {
  const show = useContext(ErrorDialogContext);
  if (show === undefined) throw new Error('useShowError needs an ErrorDialogProvider');
  return show;
}

interface OpenDialog {
  kind: ErrorDialogKind;
  correlationId: string | undefined;
}

/** One error dialog at a time; unexpected errors are also logged. */
export function ErrorDialogProvider({ children, reload }: { children: ReactNode; reload?: () => void }) {
  const [open, setOpen] = useState<OpenDialog | undefined>(undefined);
  // The last dialog shown stays mounted while it closes, with its texts.
  const [shown, setShown] = useState<OpenDialog | undefined>(undefined);
  const openRef = useRef(false);
  useEffect(() => afterStart(() => void ErrorDialog.preload()), []);

  const show = useCallback<ShowError>((error) => {
    const kind = errorDialogFor(error);
    if (kind === undefined || openRef.current) return;
    if (kind === 'somethingWrong') console.error(error);
    openRef.current = true;
    const dialog = { kind, correlationId: error instanceof ApiError ? error.correlationId : undefined };
    setOpen(dialog);
    setShown(dialog);
  }, []);

  const close = useCallback(() => {
    openRef.current = false;
    setOpen(undefined);
  }, []);

  return (
    <ErrorDialogContext.Provider value={useMemo(() => show, [show])}>
      {children}
      {shown !== undefined && (
        <ErrorDialog
          open={open !== undefined}
          kind={shown.kind}
          correlationId={shown.correlationId}
          onClose={close}
          reload={reload}
        />
      )}
    </ErrorDialogContext.Provider>
  );
}
