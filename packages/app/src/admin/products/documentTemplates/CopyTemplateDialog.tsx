import type { DocumentTemplate } from '@coverline/engine';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateRefusal } from './TemplateRefusal.js';

/** A copy of a template under a new name (required). */
export function CopyTemplateDialog({
  source,
  copy,
  onCopied,
  onClose,
}: {
  source: DocumentTemplate;
  copy: (name: string) => Promise<DocumentTemplate>;
  onCopied: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const [name, setName] = useState(t('products.templates.copyName', { name: source.name }));
  const [refusal, setRefusal] = useState<unknown>();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('products.templates.copyTitle', { name: source.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TemplateRefusal error={refusal} />
          <TextField
            required
            label={t('products.templates.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('products.templates.cancel')}</Button>
        <Button
          variant="contained"
          disabled={name.trim() === ''}
          onClick={() => void copy(name.trim()).then(onCopied, setRefusal)}
        >
          {t('products.templates.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
