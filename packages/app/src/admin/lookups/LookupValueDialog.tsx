import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useTextTranslation } from '../../i18n/useTextTranslation.js';
import { FormTextField } from '../../pages/FormTextField.js';
import { TranslatableNameField } from '../common/TranslatableNameField.js';
import type { TranslatableName } from '../common/translatableName.js';
import { lookupValueErrors, type LookupField } from './lookupErrors.js';

export interface LookupValue {
  key: string;
  name: TranslatableName;
}

export interface LookupValueDialogProps {
  open: boolean;
  /** The value to edit; none to add one. */
  value: LookupValue | undefined;
  /** The keys of the lookup's other values, which this one may not repeat. */
  otherKeys: readonly string[];
  onClose: () => void;
  onSave: (value: LookupValue) => void;
}

const EMPTY: LookupValue = { key: '', name: { name: '', translations: {} } };

/** Adds or edits one value of a lookup: its translatable name and its key, both required. */
export function LookupValueDialog({ open, ...props }: LookupValueDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && <ValueForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function ValueForm({
  value,
  otherKeys,
  onClose,
  onSave,
  titleId,
}: Omit<LookupValueDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation('UI-context');
  const text = useTextTranslation();
  const [draft, setDraft] = useState(value ?? EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<LookupField>>(new Set());
  const errors = lookupValueErrors({ name: draft.name.name, key: draft.key }, otherKeys);
  const messages = (field: LookupField) => {
    const error = errors[field];
    return error === undefined || !touched.has(field)
      ? []
      : [text(`frontend-validations:lookups.value.${field}.${error}`)];
  };
  const touch = (field: LookupField) => setTouched((old) => new Set(old).add(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the lookup's form in the React tree, whose submit this must not trigger.
    event.stopPropagation();
    setTouched(new Set(['name', 'key']));
    if (Object.keys(errors).length > 0) return;
    onSave({ key: draft.key.trim(), name: draft.name });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>
        {t(value === undefined ? 'lookups.value.addTitle' : 'lookups.value.editTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TranslatableNameField
            label={t('lookups.value.name')}
            value={draft.name}
            onChange={(name) => setDraft((old) => ({ ...old, name }))}
            onBlur={() => touch('name')}
            messages={messages('name')}
            required
            autoFocus
          />
          <FormTextField
            label={t('lookups.value.key')}
            value={draft.key}
            onChange={(event) => setDraft((old) => ({ ...old, key: event.target.value }))}
            onBlur={() => touch('key')}
            messages={messages('key')}
            hint={t('lookups.value.keyHint')}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adminCommon.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t(value === undefined ? 'lookups.value.add' : 'lookups.value.apply')}
        </Button>
      </DialogActions>
    </form>
  );
}
