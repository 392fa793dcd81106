import { type DocumentObjectKind, type DocumentOutputType, type DocumentTemplate } from '@coverline/engine';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { OutputTypeSelect } from './OutputTypeSelect.js';

export interface GenerateChoice {
  template: string;
  type: DocumentOutputType;
  attachToObject: boolean;
  download: boolean;
}

/**
 * Which template and output type to generate a document of the object from (both required), and whether to
 * download it as well as, or instead of, attaching it.
 */
export function GenerateDocumentDialog({
  kind,
  refId,
  onGenerate,
  onClose,
}: {
  kind: DocumentObjectKind;
  refId: string;
  onGenerate: (choice: GenerateChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const { data: templates } = useSWR<DocumentTemplate[]>(`/api/${kind}/${refId}/documents/templates`);
  const [template, setTemplate] = useState('');
  const [type, setType] = useState<DocumentOutputType>('PDF');
  const [attach, setAttach] = useState(true);
  const generate = (download: boolean) =>
    onGenerate({ template, type, attachToObject: download ? attach : true, download });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('workspace.panels.generateTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            required
            label={t('workspace.panels.template')}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            helperText={templates?.length === 0 ? t('workspace.panels.noTemplates') : undefined}
          >
            {(templates ?? []).map((each) => (
              <MenuItem key={each.id} value={each.id}>
                {each.name}
              </MenuItem>
            ))}
          </TextField>
          <OutputTypeSelect value={type} onChange={setType} />
          <FormControlLabel
            control={<Checkbox checked={attach} onChange={(event) => setAttach(event.target.checked)} />}
            label={t('workspace.panels.attachDownloaded')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workspace.panels.cancel')}</Button>
        <Button disabled={template === ''} onClick={() => generate(true)}>
          {t('workspace.panels.generateAndDownload')}
        </Button>
        <Button variant="contained" disabled={template === ''} onClick={() => generate(false)}>
          {t('workspace.panels.generateAndAttach')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
