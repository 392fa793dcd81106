import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateRefusal } from './TemplateRefusal.js';

interface TemplateNameDialogProps {
  title: string;
  name: string;
  onName: (name: string) => void;
  /** The server's refusal of the last submit, shown above the fields. */
  refusal: unknown;
  submitLabel: string;
  /** Beside an empty name, which always disables the submit. */
  submitDisabled?: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
  maxWidth: 'xs' | 'sm';
  /** Fields below the name (the file of an upload). */
  children?: ReactNode;
}

/** A dialog that names a template (required) and submits it with the trimmed name: upload, replace, copy. */
export function TemplateNameDialog(props: TemplateNameDialogProps) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const name = props.name.trim();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth={props.maxWidth}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TemplateRefusal error={props.refusal} />
          <TextField
            required
            label={t('products.templates.name')}
            value={props.name}
            onChange={(event) => props.onName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('products.templates.cancel')}</Button>
        <Button
          variant="contained"
          disabled={props.submitDisabled === true || name === ''}
          onClick={() => props.onSubmit(name)}
        >
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
