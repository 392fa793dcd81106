import { checkMove, JOB_WORKFLOW, type Job, type JobState } from '@coverline/engine';
import { EventEmitter } from 'node:events';
import type { Tx } from '../db/database.js';
import { httpError } from '../http/errors.js';

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

const JOB_COLUMNS = 'id, kind, state, run_at, attempts, result, last_error';

function jobOf(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    runAt: row.run_at.toISOString(),
    attempts: row.attempts,
    result: row.result ?? null,
    error: row.last_error,
  };
}

/** A job of the transaction's tenant as the screens poll it; undefined for none (another tenant's). */
export async function readJob(tx: Tx, id: string): Promise<Job | undefined> {
  const { rows } = await tx.query<JobRow>(`select ${JOB_COLUMNS} from job where id = $1`, [id]);
  return rows[0] && jobOf(rows[0]);
}

/**
 * Cancels a job of the transaction's tenant by the workflow's DELETE: one not started yet, or failed, becomes
 * DELETED and never runs; 404 for none, 409 for one being processed or complete. The row is locked first, so
 * a runner claiming it at the same moment either has it already (409) or skips it for good.
 */
export async function deleteJob(tx: Tx, id: string, permissions: readonly string[], at: Date): Promise<Job> {
  const { rows } = await tx.query<JobRow>(`select ${JOB_COLUMNS} from job where id = $1 for update`, [id]);
  const row = rows[0];
  if (row === undefined) throw httpError(404, 'Not Found');
  const move = checkMove(JOB_WORKFLOW, row.state, 'DELETE', permissions);
  if (!move.allowed) {
    throw move.reason === 'lackPermission'
      ? httpError(403, 'lackPermission')
      : httpError(409, 'notAllowedFromStatus');
  }
  const updated = await tx.query<JobRow>(
    `update job set state = $2, locked_until = null, updated_at = $3 where id = $1 returning ${JOB_COLUMNS}`,
    [id, move.to, at],
  );
  return jobOf(updated.rows[0] as JobRow);
}
