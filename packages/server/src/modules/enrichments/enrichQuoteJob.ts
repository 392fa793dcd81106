import type { CreditBureauReport, EnrichmentResult, EnrichmentType } from '@coverline/engine';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { ClaimedJob, StagedJobHandler } from '../../jobs/jobRunner.js';
import { lazyCipher } from '../tenantSettings/enabledIntegration.js';
import { askBureau, jobBureau } from './bureauInquiry.js';
import { keepEnrichment } from './service.js';
import type { CreditSubject } from './subjects.js';

export const ENRICH_QUOTE = 'enrich-quote';

/** What an enrichment job is asked: everything the request checked, for the runner to do it later. */
export interface EnrichmentPayload {
  quoteId: string;
  quoteNr: string;
  enrichmentType: EnrichmentType;
  enrichmentDefinitionId: string | null;
  integrationId: string;
  subjects: CreditSubject[];
  userId: string;
  userEmail: string;
}

type Answered = { subject: CreditSubject; report: CreditBureauReport }[];

/**
 * Enriches a quote: the bureau is asked about each person outside any transaction, then the reports are kept
 * as the quote's enrichment objects with the job's success. A bureau that cannot be reached or answers
 * amiss is asked again later (the runner's retries); one that refuses the account or knows no such person
 * fails the job at once, with its reason.
 */
export function enrichQuoteJob({ db, config }: { db: Database; config: Config }): StagedJobHandler<Answered> {
  const cipherOf = lazyCipher(config);
  return {
    async prepare(job: ClaimedJob) {
      const payload = job.payload as unknown as EnrichmentPayload;
      const bureau = await jobBureau(db, job.tenantId, payload.integrationId, await cipherOf());
      const answered: Answered = [];
      for (const subject of payload.subjects) {
        const inquiry = { reason: 'APPLICATION', reference: payload.quoteNr } as const;
        answered.push({ subject, report: await askBureau(bureau, subject, inquiry) });
      }
      return answered;
    },
    async finish(tx, job, answered): Promise<EnrichmentResult> {
      const payload = job.payload as unknown as EnrichmentPayload;
      const enrichmentObjectIds: string[] = [];
      for (const { subject, report } of answered) {
        const kept = {
          tenantId: job.tenantId,
          quoteId: payload.quoteId,
          partyId: subject.partyId,
          enrichmentDefinitionId: payload.enrichmentDefinitionId,
          enrichmentType: payload.enrichmentType,
          integrationId: payload.integrationId,
          object: report,
          requestedBy: { id: payload.userId, name: payload.userEmail },
        };
        enrichmentObjectIds.push(await keepEnrichment(tx, kept, job.at));
      }
      return { enrichmentObjectIds };
    },
    discard: async () => undefined,
  };
}
