import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { ClaimedJob, StagedJobHandler } from '../../jobs/jobRunner.js';
import { configuredFileStore } from '../../storage/configuredFileStore.js';
import { readAll, renderDocument } from '../documents/generateDocument.js';
import type { MessageObjectKind } from '@coverline/engine';
import {
  attachmentKey,
  attachmentsOf,
  insertAttachment,
  SELECT_EMAIL,
  type EmailRow,
  type StoredAttachment,
} from './email.js';
import { sendThrough } from './emailProviders.js';
import { enabledIntegration, lazyCipher } from '../tenantSettings/enabledIntegration.js';

type Sent = { messageId: string; generated: StoredAttachment[] } | undefined;

/**
 * Sends a queued e-mail: the documents it asks for are generated (PDF) and stored, the files read, and the
 * provider called — all outside any transaction; then the provider's id, the send time and the generated
 * files are recorded with the job's success. An e-mail the provider already took is not sent again. A failure
 * fails the job (its generated files deleted), which is retried with a doubling delay; the table shows why.
 */
export function sendEmailJob({ db, config }: { db: Database; config: Config }): StagedJobHandler<Sent> {
  const store = configuredFileStore(config);
  const cipherOf = lazyCipher(config);
  return {
    async prepare(job: ClaimedJob) {
      const { messageId: emailId } = job.payload as { messageId: string };
      const unsent = await db.withTenant(job.tenantId, async (tx) => {
        const { rows } = await tx.query<EmailRow>(
          `${SELECT_EMAIL} where e.id = $1 and e.provider_message_id is null`,
          [emailId],
        );
        const row = rows[0];
        if (row === undefined) return undefined;
        return {
          row,
          integration: await enabledIntegration(tx, 'EMAIL', row.integration_id),
          files: await attachmentsOf(tx, emailId),
        };
      });
      if (unsent === undefined) return undefined;
      const { row, integration, files } = unsent;
      const generated: StoredAttachment[] = [];
      const attachments = await Promise.all(
        files.map(async (file) => ({
          filename: file.name,
          contentType: file.contentType,
          content: await readAll(store, file.storageKey),
        })),
      );
      try {
        for (const templateId of row.document_template_ids) {
          const document = await renderDocument(db, config, job.tenantId, {
            kind: row.ref_kind as MessageObjectKind,
            refId: row.ref_id,
            templateId,
            type: 'PDF',
            locale: row.locale,
            at: job.at,
          });
          const storageKey = attachmentKey(job.tenantId);
          await store.put(storageKey, document.content);
          generated.push({
            name: document.filename,
            contentType: document.contentType,
            size: document.content.length,
            storageKey,
          });
          attachments.push(document);
        }
        const messageId = await sendThrough(integration, await cipherOf(), job.tenantId, {
          from: row.sent_from,
          to: row.sent_to,
          cc: row.cc,
          bcc: row.bcc,
          subject: row.subject,
          body: row.html ? { html: row.message } : { text: row.message },
          attachments,
        });
        return { messageId, generated };
      } catch (error) {
        await Promise.all(generated.map((file) => store.delete(file.storageKey)));
        throw error;
      }
    },
    async finish(tx, job, sent) {
      if (sent === undefined) return null;
      const { messageId: emailId } = job.payload as { messageId: string };
      await tx.query(
        `update email_message set provider_message_id = $2, sent_at = $3, updated_at = $3
          where id = $1 and provider_message_id is null`,
        [emailId, sent.messageId, job.at],
      );
      for (const file of sent.generated) await insertAttachment(tx, job.tenantId, emailId, file);
      return { messageId: sent.messageId };
    },
    discard: async (sent) => {
      await Promise.all((sent?.generated ?? []).map((file) => store.delete(file.storageKey)));
    },
  };
}
