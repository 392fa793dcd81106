import type { CreditBureauReport, DocumentOutputType, PreparedCreditReport } from '@coverline/engine';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { withoutRetry, type ClaimedJob, type StagedJobHandler } from '../../jobs/jobRunner.js';
import { configuredFileStore } from '../../storage/configuredFileStore.js';
import { fillTemplate } from '../documentTemplates/fillTemplate.js';
import {
  attachGeneratedFile,
  documentFile,
  keepGeneratedFile,
  type KeptFile,
} from '../documents/generateDocument.js';
import { lazyCipher } from '../tenantSettings/enabledIntegration.js';
import { readSettings } from '../tenantSettings/service.js';
import { askBureau, jobBureau } from './bureauInquiry.js';
import { CREDIT_REPORT_TEMPLATE, creditReportValues } from './creditReportDocument.js';
import { keepEnrichment } from './service.js';
import type { CreditSubject } from './subjects.js';

export const CREDIT_REPORT_DOCUMENT = 'credit-report-document';

/**
 * What a credit-report job is asked: the person as the request found them, the integration, the document
 * (its type, attached or kept for one download) and who asked, in which language. Named as a document
 * generation's payload, whose download route serves both.
 */
export interface CreditReportPayload {
  kind: 'parties';
  refId: string;
  subject: CreditSubject;
  integrationId: string;
  type: DocumentOutputType;
  attach: boolean;
  userId: string;
  userEmail: string;
  locale: string;
}

interface Prepared {
  report: CreditBureauReport;
  file: KeptFile;
}

/**
 * A person's credit report: the bureau asked outside any transaction, its report written into the built-in
 * template (converted to PDF when asked) and stored; then, in the job's transaction, the report kept as the
 * person's and the document attached to them. Once the bureau has answered, a failure is not retried: asking
 * again would be a second inquiry on the person's credit record.
 */
export function creditReportJob({
  db,
  config,
}: {
  db: Database;
  config: Config;
}): StagedJobHandler<Prepared> {
  const cipherOf = lazyCipher(config);
  const store = configuredFileStore(config);
  return {
    async prepare(job: ClaimedJob) {
      const payload = job.payload as unknown as CreditReportPayload;
      const bureau = await jobBureau(db, job.tenantId, payload.integrationId, await cipherOf());
      const inquiry = { reason: 'CUSTOMER_REVIEW', reference: payload.refId } as const;
      const report = await askBureau(bureau, payload.subject, inquiry);
      try {
        const settings = await db.withTenant(job.tenantId, readSettings);
        const context = { settings, locale: payload.locale, requestedBy: payload.userEmail, at: job.at };
        const values = creditReportValues(report, context);
        const name = `${values.labels.title} ${payload.subject.name}`;
        const docx = fillTemplate(CREDIT_REPORT_TEMPLATE, values);
        return {
          report,
          file: await keepGeneratedFile(store, job, await documentFile(config, docx, name, payload.type)),
        };
      } catch (error) {
        throw withoutRetry(error);
      }
    },
    async finish(tx, job, { report, file }): Promise<PreparedCreditReport> {
      const payload = job.payload as unknown as CreditReportPayload;
      const reportId = await keepEnrichment(
        tx,
        {
          tenantId: job.tenantId,
          quoteId: null,
          partyId: payload.refId,
          enrichmentDefinitionId: null,
          enrichmentType: 'CREDIT_BUREAU',
          integrationId: payload.integrationId,
          object: report,
          requestedBy: { id: payload.userId, name: payload.userEmail },
        },
        job.at,
      );
      return { ...(await attachGeneratedFile(tx, job, file, payload)), reportId };
    },
    discard: ({ file }) => store.delete(file.storageKey),
  };
}
