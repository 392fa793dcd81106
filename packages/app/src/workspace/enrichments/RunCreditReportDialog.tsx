import type { DocumentOutputType } from '@coverline/engine';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutputTypeSelect } from '../panels/OutputTypeSelect.js';
import { ProviderSelect } from '../panels/ProviderSelect.js';

export interface CreditReportChoice {
  provider: string;
  type: DocumentOutputType;
  download: boolean;
}

/**
 * Running a person's credit report: which credit bureau to ask (the tenant's enabled ones, by name), the
 * document's type, and whether to download it instead of attaching it to the person.
 */
export function RunCreditReportDialog({
  providers,
  onRun,
  onClose,
}: {
  providers: readonly string[];
  onRun: (choice: CreditReportChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const [choice, setChoice] = useState<CreditReportChoice>({
    provider: providers[0] ?? '',
    type: 'PDF',
    download: false,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('workspace.creditReport.runTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('workspace.creditReport.consent')}</DialogContentText>
        <Stack spacing={2}>
          <ProviderSelect
            label={t('workspace.creditReport.provider')}
            providers={providers}
            value={choice.provider}
            onChange={(provider) => setChoice({ ...choice, provider })}
          />
          <OutputTypeSelect value={choice.type} onChange={(type) => setChoice({ ...choice, type })} />
          <FormControlLabel
            control={
              <Checkbox
                checked={choice.download}
                onChange={(event) => setChoice({ ...choice, download: event.target.checked })}
              />
            }
            label={t('workspace.creditReport.download')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workspace.panels.cancel')}</Button>
        <Button variant="contained" disabled={choice.provider === ''} onClick={() => onRun(choice)}>
          {t('workspace.creditReport.runButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
