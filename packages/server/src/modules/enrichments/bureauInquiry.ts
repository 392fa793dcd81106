import type { CreditBureauReport } from '@coverline/engine';
import type { Database } from '../../db/database.js';
import { creditinfoReport, type CreditBureau } from '../../integrations/creditBureau/creditinfo.js';
import type { InquiryReason } from '../../integrations/creditBureau/protocol.js';
import { withoutRetry } from '../../jobs/jobRunner.js';
import type { KeyCipher } from '../../oidc/keyCipher.js';
import { enabledIntegration } from '../tenantSettings/enabledIntegration.js';
import { secretsOf } from '../tenantSettings/integrationSecrets.js';
import type { CreditSubject } from './subjects.js';

/** Why a bureau is asked and what for on our side, as the protocol's request says it. */
export interface Inquiry {
  reason: InquiryReason;
  /** The quote's number, the person's id. */
  reference: string;
}

/**
 * For a job: the credit-bureau integration the request chose, its password unsealed; a job whose integration
 * was switched off or removed since fails at once (asking again finds it no more).
 */
export async function jobBureau(
  db: Database,
  tenantId: string,
  integrationId: string,
  cipher: KeyCipher,
): Promise<CreditBureau> {
  const integration = await db
    .withTenant(tenantId, (tx) => enabledIntegration(tx, 'CREDIT_BUREAU', integrationId))
    .catch((error: unknown) => {
      throw withoutRetry(error);
    });
  return {
    apiUrl: integration.settings.apiUrl ?? '',
    username: integration.settings.username ?? '',
    password: secretsOf(integration, cipher, tenantId).password ?? '',
    strategyId: integration.settings.strategyId ?? '',
  };
}

/** The bureau's report on `subject`, asked outside any transaction (the registers take seconds). */
export function askBureau(
  bureau: CreditBureau,
  subject: CreditSubject,
  inquiry: Inquiry,
): Promise<CreditBureauReport> {
  return creditinfoReport(bureau, {
    subject: {
      idNumber: subject.idNumber,
      fullName: subject.name,
      ...(subject.dateOfBirth === undefined ? {} : { dateOfBirth: subject.dateOfBirth }),
    },
    consent: true,
    inquiryReason: inquiry.reason,
    reference: inquiry.reference,
  });
}
