import { formatDateTime, type EnrichmentObject } from '@coverline/engine';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../api/shellData.js';
import { CreditBureauReportView } from './CreditBureauReportView.js';

/** An enrichment object or a person's credit report opened: what it is about, who asked and when, its tables. */
export function EnrichmentDialog({
  enrichment,
  title,
  onClose,
}: {
  enrichment: EnrichmentObject;
  /** What the enrichment is called: its definition's name, "Credit report"… */
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>{`${title}: ${enrichment.party.name}`}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('workspace.enrichment.askedBy', {
            name: enrichment.requestedBy,
            date: formatDateTime(enrichment.updatedAt, settings.timeZone),
          })}
        </Typography>
        <CreditBureauReportView report={enrichment.object} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workspace.enrichment.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
