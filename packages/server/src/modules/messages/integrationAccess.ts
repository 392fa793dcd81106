import type { IntegrationType } from '@coverline/engine';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { enqueueJob } from '../../jobs/jobQueue.js';
import { createKeyCipher, type KeyCipher } from '../../oidc/keyCipher.js';
import { keyEncryptionKeyOf } from '../../oidc/keyEncryptionKey.js';
import type { StoredIntegration } from '../tenantSettings/integrationSecrets.js';
import { readSettings } from '../tenantSettings/service.js';

/**
 * The tenant's enabled integration of `type` named by id or by its (unique) name — staff without the settings
 * permission know integrations by name only; 409 `integrationNotAvailable` when there is none.
 */
export async function enabledIntegration(
  tx: Tx,
  type: IntegrationType,
  idOrName: string,
): Promise<StoredIntegration> {
  const integration = (await enabledIntegrations(tx, type)).find(
    (each) => each.id === idOrName || each.name === idOrName,
  );
  if (integration === undefined) throw httpError(409, 'integrationNotAvailable');
  return integration;
}

/** The tenant's enabled integrations of `type`, in the order of its settings. */
export async function enabledIntegrations(tx: Tx, type: IntegrationType): Promise<StoredIntegration[]> {
  return ((await readSettings(tx)).integrations ?? []).filter(
    (each): each is StoredIntegration => each.type === type && each.enabled,
  );
}

/**
 * The cipher that unseals integrations' secrets, for a job handler: made from the configured key on first
 * use (in embedded mode the key file is read then), once per handler.
 */
export function lazyCipher(config: Config): () => Promise<KeyCipher> {
  let cipher: Promise<KeyCipher> | undefined;
  return () => (cipher ??= keyEncryptionKeyOf(config).then(createKeyCipher));
}

/**
 * Queues the job that sends the stored message `id` of `table` — retried up to five times, with a doubling
 * delay — and notes it on the message, whose table shows the job's state and last error.
 */
export async function queueSending(
  tx: Tx,
  tenantId: string,
  message: { table: 'sms_message' | 'email_message'; id: string; job: string },
  now: Date,
): Promise<void> {
  const jobId = await enqueueJob(
    tx,
    tenantId,
    {
      kind: message.job,
      payload: { messageId: message.id },
      maxAttempts: 5,
    },
    now,
  );
  // The table is one of two constants, never input.
  await tx.query(`update ${message.table} set job_id = $2 where id = $1`, [message.id, jobId]);
}
