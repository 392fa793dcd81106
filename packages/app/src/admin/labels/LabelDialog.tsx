import { useId, useState, type FormEvent } from 'react';
import type { Label } from '@coverline/engine';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { namePayload } from '../common/namePayload.js';
import { TranslatableNameField } from '../common/TranslatableNameField.js';
import { translatableNameOf } from '../common/translatableName.js';
import { ColourPalette } from './ColourPalette.js';
import { LabelChip } from './LabelChip.js';

export interface LabelDialogProps {
  open: boolean;
  /** The label to edit; none to add one. */
  label: Label | undefined;
  onClose: () => void;
  /** The edited name, translations and colour; the label's id and version are the caller's. */
  onSave: (edited: Pick<Label, 'name' | 'translations' | 'color'>) => void;
}

/** Adds or edits one label: its translatable name (required) and one of the 16 palette colours. */
export function LabelDialog({ open, ...props }: LabelDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && <LabelForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function LabelForm({
  label,
  onClose,
  onSave,
  titleId,
}: Omit<LabelDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation(['UI-context', 'frontend-validations']);
  const [name, setName] = useState(() => translatableNameOf(label ?? {}));
  const [color, setColor] = useState(label?.color ?? 'default');
  const [touched, setTouched] = useState(false);
  const missingName = name.name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (missingName) return;
    onSave({ ...namePayload(name), color });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>
        {t(label === undefined ? 'labels.addTitle' : 'labels.editTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <TranslatableNameField
            label={t('labels.fields.name')}
            value={name}
            onChange={setName}
            onBlur={() => setTouched(true)}
            messages={touched && missingName ? [t('frontend-validations:labels.name.required')] : []}
            required
            autoFocus
          />
          <ColourPalette value={color} onChange={setColor} />
          <Box aria-hidden>
            <LabelChip label={{ name: name.name || t('labels.preview'), color }} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adminCommon.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t(label === undefined ? 'labels.add' : 'labels.apply')}
        </Button>
      </DialogActions>
    </form>
  );
}
