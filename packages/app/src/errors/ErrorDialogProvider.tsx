import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError.js';
import { errorDialogFor, type ErrorDialogKind } from './errorDialogFor.js';

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
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDialog | undefined>(undefined);
  const openRef = useRef(false);

  const show = useCallback<ShowError>((error) => {
    const kind = errorDialogFor(error);
    if (kind === undefined || openRef.current) return;
    if (kind === 'somethingWrong') console.error(error);
    openRef.current = true;
    setOpen({ kind, correlationId: error instanceof ApiError ? error.correlationId : undefined });
  }, []);

  const close = useCallback(() => {
    openRef.current = false;
    setOpen(undefined);
  }, []);

  const kind = open?.kind;
  const titleId = 'error-dialog-title';
  return (
    <ErrorDialogContext.Provider value={useMemo(() => show, [show])}>
      {children}
      <Dialog open={open !== undefined} onClose={close} aria-labelledby={titleId} role="alertdialog">
        {kind !== undefined && (
          <>
            <DialogTitle id={titleId}>{t(`dialogs.${kind}.title`)}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t(`dialogs.${kind}.message`)}</DialogContentText>
              {kind === 'somethingWrong' && open?.correlationId !== undefined && (
                <DialogContentText variant="caption">
                  {t('dialogs.somethingWrong.reference', { correlationId: open.correlationId })}
                </DialogContentText>
              )}
            </DialogContent>
            <DialogActions>
              {kind === 'alreadyModified' ? (
                <>
                  <Button onClick={close}>{t('dialogs.cancel')}</Button>
                  <Button variant="contained" onClick={reload ?? (() => window.location.reload())} autoFocus>
                    {t('dialogs.refresh')}
                  </Button>
                </>
              ) : (
                <Button variant="contained" onClick={close} autoFocus>
                  {t('dialogs.ok')}
                </Button>
              )}
            </DialogActions>
          </>
        )}
      </Dialog>
    </ErrorDialogContext.Provider>
  );
}
