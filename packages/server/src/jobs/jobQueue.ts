import { JOB_WORKFLOW, type Job, type JobState } from '@coverline/engine';
import { EventEmitter } from 'node:events';
import type { Tx } from '../db/database.js';

const queued = new EventEmitter();

/**
 * Tells this process's running job runners that a job is due now, so that it starts at once rather than at
 * their next poll. Call it after the transaction that queued the job committed (before, the runner would not
 * see it yet).
 */
export function announceJobs(): void {
  queued.emit('queued');
}

export const onJobsQueued = (listener: () => void) => queued.on('queued', listener);
export const offJobsQueued = (listener: () => void) => queued.off('queued', listener);

export interface JobRequest {
  /** Which handler runs it (`decision`, `expire-quotes`…). */
  kind: string;
  payload?: Record<string, unknown>;
  /** When it is to run; at `now` when absent. */
  runAt?: Date;
  /** A job with the same key in the tenant makes this request a no-op (a decision's run at one time). */
  singletonKey?: string;
  maxAttempts?: number;
}

interface JobRow {
  id: string;
  kind: string;
  state: JobState;
  run_at: Date;
  attempts: number;
  result: unknown;
  last_error: string | null;
}

/**
 * Queues a job of the transaction's tenant, committed with the work that asked for it. A job due now is
 * ENQUEUED, a later one SCHEDULED (the workflow's ENQUEUE takes it when it falls due). Answers the job's id,
 * the existing one's for a singleton key already used.
 */
export async function enqueueJob(tx: Tx, tenantId: string, request: JobRequest, now: Date): Promise<string> {
  const runAt = request.runAt ?? now;
  const state: JobState = runAt > now ? JOB_WORKFLOW.initial : JOB_WORKFLOW.automatic!.ENQUEUE.to;
  const { rows } = await tx.query<{ id: string }>(
    `insert into job (tenant_id, kind, payload, state, run_at, max_attempts, singleton_key)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (tenant_id, singleton_key) do nothing
     returning id`,
    [
      tenantId,
      request.kind,
      JSON.stringify(request.payload ?? {}),
      state,
      runAt,
      request.maxAttempts ?? 3,
      request.singletonKey ?? null,
    ],
  );
  if (rows[0] !== undefined) return rows[0].id;
  const existing = await tx.query<{ id: string }>(
    'select id from job where tenant_id = $1 and singleton_key = $2',
    [tenantId, request.singletonKey],
  );
  return (existing.rows[0] as { id: string }).id;
}

/** A job of the transaction's tenant as the screens poll it; undefined for none (another tenant's). */
export async function readJob(tx: Tx, id: string): Promise<Job | undefined> {
  const { rows } = await tx.query<JobRow>(
    'select id, kind, state, run_at, attempts, result, last_error from job where id = $1',
    [id],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      kind: row.kind,
      state: row.state,
      runAt: row.run_at.toISOString(),
      attempts: row.attempts,
      result: row.result ?? null,
      error: row.last_error,
    }
  );
}
