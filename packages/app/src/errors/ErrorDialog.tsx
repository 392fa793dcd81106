import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ErrorDialogKind } from './errorDialogFor.js';

export interface ErrorDialogProps {
  open: boolean;
  kind: ErrorDialogKind;
  /** The failed request's reference, shown with an unexpected error. */
  correlationId: string | undefined;
  onClose: () => void;
  /** What Refresh does after a conflict; reloads the page by default. */
  reload: (() => void) | undefined;
}

/** The dialog an error calls for (see ErrorDialogProvider). */
export function ErrorDialog({ open, kind, correlationId, onClose, reload }: ErrorDialogProps) {
  const { t } = useTranslation();
  const titleId = 'error-dialog-title';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>{t(`dialogs.${kind}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`dialogs.${kind}.message`)}</DialogContentText>
        {kind === 'somethingWrong' && correlationId !== undefined && (
          <DialogContentText variant="caption">
            {t('dialogs.somethingWrong.reference', { correlationId })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {kind === 'alreadyModified' ? (
          <>
            <Button onClick={onClose}>{t('dialogs.cancel')}</Button>
            <Button variant="contained" onClick={reload ?? (() => window.location.reload())} autoFocus>
              {t('dialogs.refresh')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('dialogs.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
