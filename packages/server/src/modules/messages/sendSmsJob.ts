import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { sendInfobipSms } from '../../integrations/sms/infobip.js';
import type { ClaimedJob, StagedJobHandler } from '../../jobs/jobRunner.js';
import type { SmsStatus } from '@coverline/engine';
import { gatewayOf } from './smsGateways.js';
import { enabledIntegration, lazyCipher } from '../tenantSettings/enabledIntegration.js';

type Sent = { messageId: string; status: SmsStatus } | undefined;

/**
 * Sends a queued message through its SMS integration: the gateway is called outside any transaction, then
 * the provider's message id and status are recorded with the job's success. A message the provider already
 * took (a rerun after the record failed) is not sent again. A failure fails the job, which is retried with a
 * doubling delay; the message table shows why.
 */
export function sendSmsJob({ db, config }: { db: Database; config: Config }): StagedJobHandler<Sent> {
  const cipherOf = lazyCipher(config);
  return {
    async prepare(job: ClaimedJob) {
      const { messageId: smsId } = job.payload as { messageId: string };
      const unsent = await db.withTenant(job.tenantId, async (tx) => {
        const { rows } = await tx.query<{ sent_to: string; message: string; integration_id: string }>(
          'select sent_to, message, integration_id from sms_message where id = $1 and provider_message_id is null',
          [smsId],
        );
        const row = rows[0];
        return row === undefined
          ? undefined
          : { row, integration: await enabledIntegration(tx, 'SMS', row.integration_id) };
      });
      if (unsent === undefined) return undefined;
      const gateway = gatewayOf(unsent.integration, await cipherOf(), job.tenantId);
      return sendInfobipSms(gateway, unsent.row.sent_to, unsent.row.message);
    },
    async finish(tx, job, sent) {
      if (sent === undefined) return null;
      const { messageId: smsId } = job.payload as { messageId: string };
      await tx.query(
        `update sms_message set provider_message_id = $2, status = $3, sent_at = $4, updated_at = $4
          where id = $1 and provider_message_id is null`,
        [smsId, sent.messageId, sent.status, job.at],
      );
      return { messageId: sent.messageId };
    },
    discard: async () => undefined,
  };
}
