import type { Tx } from '../../db/database.js';
import { enqueueJob } from '../../jobs/jobQueue.js';

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
