import { NOTE_MAX_LENGTH } from '@coverline/engine';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NoteText {
  note: string;
  important: boolean;
}

/**
 * The text and important flag of a new or changed note; its button is enabled once there is text, and the
 * editor empties itself after a new note is added.
 */
export function NoteEditor(props: {
  initial?: NoteText;
  submitLabel: string;
  onSubmit: (text: NoteText) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('UI-context');
  const [note, setNote] = useState(props.initial?.note ?? '');
  const [important, setImportant] = useState(props.initial?.important ?? false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const done = await props.onSubmit({ note, important });
    setBusy(false);
    if (done && props.initial === undefined) {
      setNote('');
      setImportant(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <TextField
        label={t('workspace.panels.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Checkbox checked={important} onChange={(event) => setImportant(event.target.checked)} />}
          label={t('workspace.panels.important')}
        />
        <Button variant="contained" disabled={busy || note.trim() === ''} onClick={() => void submit()}>
          {props.submitLabel}
        </Button>
        {props.onCancel && <Button onClick={props.onCancel}>{t('workspace.panels.cancel')}</Button>}
      </Stack>
    </Stack>
  );
}
