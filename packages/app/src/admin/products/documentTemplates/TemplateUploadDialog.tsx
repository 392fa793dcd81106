import type { DocumentTemplate } from '@coverline/engine';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateRefusal } from './TemplateRefusal.js';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Uploads a Word template under a name (both required), or replaces a template's file (`replacing`), the
 * server's refusal shown in the dialog; `save` sends the form and answers the stored template.
 */
export function TemplateUploadDialog({
  replacing,
  save,
  onSaved,
  onClose,
}: {
  replacing?: DocumentTemplate;
  save: (form: FormData) => Promise<DocumentTemplate>;
  onSaved: (template: DocumentTemplate) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const [name, setName] = useState(replacing?.name ?? '');
  const [file, setFile] = useState<File>();
  const [refusal, setRefusal] = useState<unknown>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const form = new FormData();
    form.append('name', name.trim());
    form.append('file', file as File, (file as File).name);
    setSaving(true);
    try {
      onSaved(await save(form));
    } catch (error) {
      setRefusal(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t(replacing ? 'products.templates.replaceTitle' : 'products.templates.uploadTitle')}
      </DialogTitle>
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
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined">
              {t('products.templates.chooseFile')}
              <input
                hidden
                type="file"
                accept={`.docx,${DOCX_TYPE}`}
                aria-label={t('products.templates.file')}
                onChange={(event) => setFile(event.target.files?.[0])}
              />
            </Button>
            <Typography color={file ? 'text.primary' : 'text.secondary'}>
              {file?.name ?? t('products.templates.noFile')}
            </Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('products.templates.cancel')}</Button>
        <Button
          variant="contained"
          disabled={saving || file === undefined || name.trim() === ''}
          onClick={() => void submit()}
        >
          {t('products.templates.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
