import {
  ENRICHMENT_PERMISSIONS,
  JOB_POLLING_PERMISSION,
  type EnrichmentObject,
  type Job,
  type PreparedCreditReport,
} from '@coverline/engine';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { saveFile } from '../../api/saveFile.js';
import { useTenantSettings } from '../../api/shellData.js';
import { useCan } from '../../navigation/useCan.js';
import { PanelPager } from '../panels/PanelPager.js';
import { SendMessageButton } from '../panels/SendMessageButton.js';
import { usePanelChange } from '../panels/usePanelChange.js';
import { usePanelPage } from '../panels/usePanelPage.js';
import { EnrichmentDialog } from './EnrichmentDialog.js';
import { EnrichmentTable } from './EnrichmentTable.js';
import { RunCreditReportDialog, type CreditReportChoice } from './RunCreditReportDialog.js';
import { useEnrichmentJob } from './useEnrichmentJob.js';

/**
 * A person's credit reports, five a page, newest first: run one through an enabled credit-bureau integration
 * (a job polled until done; its document attached to the person, or downloaded), and open any in a dialog of
 * tables — the new one opens by itself.
 */
export function CreditReportsPanel({ refId }: { refId: string }) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const can = useCan();
  const { settings } = useTenantSettings();
  const base = `/api/parties/${refId}`;
  const list = usePanelPage<EnrichmentObject>(`${base}/credit-reports`);
  const runJob = useEnrichmentJob();
  const change = usePanelChange();
  const [choosing, setChoosing] = useState(false);
  const [running, setRunning] = useState(false);
  const [open, setOpen] = useState<EnrichmentObject>();
  const providers = (settings.integrations ?? [])
    .filter((integration) => integration.type === 'CREDIT_BUREAU' && integration.enabled)
    .map((integration) => integration.name);
  const title = t('workspace.creditReport.title');

  const run = async ({ provider, type, download }: CreditReportChoice) => {
    setChoosing(false);
    setRunning(true);
    const query = new URLSearchParams({ async: 'true', provider, type, download: String(download) });
    const done = await runJob(() => client.post<Job>(`${base}/prepare-credit-report-document?${query}`));
    setRunning(false);
    if (done === undefined) return;
    const { reportId, name } = done.result as PreparedCreditReport;
    await change(async () => {
      if (download) {
        saveFile((await client.download(`${base}/prepare-credit-report-document/${done.id}`)).blob, name);
      }
      await list.reload();
      setOpen(await client.get<EnrichmentObject>(`${base}/credit-reports/${reportId}`));
    });
  };

  return (
    <section aria-label={t('workspace.panels.creditReports')}>
      <SendMessageButton
        allowed={can(ENRICHMENT_PERMISSIONS.creditReport) && can(JOB_POLLING_PERMISSION) && !running}
        providers={providers}
        label={t('workspace.creditReport.run')}
        missing={t('workspace.enrichment.noIntegration')}
        onClick={() => setChoosing(true)}
      />
      {running && <Typography sx={{ mb: 2 }}>{t('workspace.creditReport.running')}</Typography>}
      {choosing && (
        <RunCreditReportDialog
          providers={providers}
          onRun={(choice) => void run(choice)}
          onClose={() => setChoosing(false)}
        />
      )}
      <EnrichmentTable
        label={t('workspace.panels.creditReports')}
        items={list.answer?.items}
        empty={t('workspace.creditReport.noReports')}
        onView={setOpen}
      />
      <PanelPager list={list} />
      {open !== undefined && (
        <EnrichmentDialog enrichment={open} title={title} onClose={() => setOpen(undefined)} />
      )}
    </section>
  );
}
