import type { DocumentTemplate } from '@coverline/engine';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateNameDialog } from './TemplateNameDialog.js';

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
  const [name, setName] = useState(replacing?.name ?? '');
  const [file, setFile] = useState<File>();
  const [refusal, setRefusal] = useState<unknown>();
  const [saving, setSaving] = useState(false);
  const submit = async (trimmed: string) => {
    const form = new FormData();
    form.append('name', trimmed);
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
    <TemplateNameDialog
      title={t(replacing ? 'products.templates.replaceTitle' : 'products.templates.uploadTitle')}
      maxWidth="sm"
      name={name}
      onName={setName}
      refusal={refusal}
      submitLabel={t('products.templates.upload')}
      submitDisabled={saving || file === undefined}
      onSubmit={(trimmed) => void submit(trimmed)}
      onClose={onClose}
    >
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
    </TemplateNameDialog>
  );
}
