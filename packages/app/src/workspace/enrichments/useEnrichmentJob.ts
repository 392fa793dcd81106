import type { Job } from '@coverline/engine';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { useNotify } from '../../errors/Notifications.js';
import { completedJob, jobFailure } from '../panels/jobPolling.js';

/**
 * How the screens run outside data's jobs (an enrichment, a credit report): the request sent is said as a
 * warning (the bureau is asked, which is on the person's record), the job polled every five seconds until it
 * is complete, then its completion said, or why it failed. A request or a poll the server refuses shows its
 * error and drops the job. Answers the job when it SUCCEEDED.
 */
export function useEnrichmentJob(): (
  start: () => Promise<Pick<Job, 'id' | 'state'>>,
) => Promise<Job | undefined> {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const notify = useNotify();
  const showError = useShowError();
  return useCallback(
    async (start) => {
      try {
        const queued = await start();
        notify(t('workspace.enrichment.requestSent'), 'warning');
        const job = await completedJob(client, queued);
        if (job.state === 'SUCCEEDED') {
          notify(t('workspace.enrichment.completed'), 'success');
          return job;
        }
        notify(t('workspace.enrichment.failed', { reason: jobFailure(job) }), 'error');
      } catch (error) {
        showError(error);
      }
      return undefined;
    },
    [client, notify, showError, t],
  );
}
