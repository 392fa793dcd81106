import {
  ENRICHMENT_PERMISSIONS,
  JOB_POLLING_PERMISSION,
  type EnrichedObjectKind,
  type EnrichmentObject,
  type QuoteContext,
} from '@coverline/engine';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { useObjectCatalog, useTenantSettings } from '../../api/shellData.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useRecord } from '../../kit/useRecord.js';
import { useCan } from '../../navigation/useCan.js';
import { loanApplications, quotes } from '../../resources/workspaceResources.js';
import { EnrichmentDialog } from './EnrichmentDialog.js';
import { EnrichmentTable } from './EnrichmentTable.js';
import { enrichmentChoices, enrichmentName } from './enrichmentNames.js';
import { useEnrichmentJob } from './useEnrichmentJob.js';

const RESOURCES = { quotes, 'loan-applications': loanApplications } as const;

/**
 * A quote's or loan application's enrichments: the credit bureau asked about its people (the objects its
 * product version names an enrichment on, else its contractee) in a job polled until done, and the reports
 * kept, each opened in a dialog of tables. Enriching needs quote:Enrich and an enabled credit-bureau
 * integration.
 */
export function EnrichmentPanel({ kind, refId }: { kind: EnrichedObjectKind; refId: string }) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const can = useCan();
  const { locale } = useLocale();
  const { settings } = useTenantSettings();
  const catalog = useObjectCatalog();
  const { data: context, mutate } = useRecord<QuoteContext>(RESOURCES[kind], refId);
  const runJob = useEnrichmentJob();
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<EnrichmentObject>();
  const bureau = t('workspace.enrichment.creditBureau');
  const integrated = (settings.integrations ?? []).some(
    (integration) => integration.type === 'CREDIT_BUREAU' && integration.enabled,
  );
  if (context === undefined) return null;
  const choices = enrichmentChoices(context.dataDefinition, catalog.enrichments, locale, bureau);
  const enrichments = context.quote.enrichmentObjects ?? [];
  const nameOf = (enrichment: EnrichmentObject) =>
    enrichmentName(enrichment.enrichmentDefinitionId, catalog.enrichments, locale, bureau);

  const enrich = async (definitionId: string | undefined) => {
    const key = definitionId ?? '';
    setRunning((before) => new Set(before).add(key));
    const query = definitionId === undefined ? '' : `?enrichmentDefinitionId=${definitionId}`;
    const done = await runJob(async () => {
      const { uuid } = await client.get<{ uuid: string }>(
        `/api/${kind}/${refId}/enrich/CREDIT_BUREAU${query}`,
      );
      return { id: uuid, state: 'ENQUEUED' };
    });
    setRunning((before) => new Set([...before].filter((each) => each !== key)));
    if (done !== undefined) await mutate();
  };

  return (
    <section aria-label={t('workspace.panels.enrichment')}>
      {can(ENRICHMENT_PERMISSIONS.enrich) && can(JOB_POLLING_PERMISSION) && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {choices.map((choice) => (
            <Button
              key={choice.definitionId ?? ''}
              variant="contained"
              disabled={!integrated || running.has(choice.definitionId ?? '')}
              onClick={() => void enrich(choice.definitionId)}
            >
              {t('workspace.enrichment.enrichWith', { name: choice.name })}
            </Button>
          ))}
          {!integrated && (
            <Typography color="text.secondary">{t('workspace.enrichment.noIntegration')}</Typography>
          )}
        </Stack>
      )}
      <EnrichmentTable
        label={t('workspace.panels.enrichment')}
        items={enrichments}
        empty={t('workspace.enrichment.none')}
        nameOf={nameOf}
        onView={setOpen}
      />
      {open !== undefined && (
        <EnrichmentDialog enrichment={open} title={nameOf(open)} onClose={() => setOpen(undefined)} />
      )}
    </section>
  );
}
