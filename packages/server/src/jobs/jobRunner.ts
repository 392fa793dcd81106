import { DEFAULT_TENANT_SETTINGS, JOB_WORKFLOW } from '@coverline/engine';
import type { Logger } from 'pino';
import type { Database, Tx } from '../db/database.js';
import { offJobsQueued, onJobsQueued } from './jobQueue.js';
import { withExternalAnswers } from '../integrations/externalAnswers.js';

/** A job as its handler receives it. */
export interface ClaimedJob {
  id: string;
  tenantId: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** The moment of the run, on the runner's clock. */
  at: Date;
}

/**
 * Does a job's work in its tenant's transaction, which also records the job's success: the work and the
 * job's SUCCEEDED commit together or not at all, so a run that failed or died half-way is simply run again.
 * What it answers is kept as the job's result.
 */
export type JobHandler = (tx: Tx, job: ClaimedJob) => Promise<unknown>;

/**
 * A job whose slow part (a converter, a remote call) runs before any transaction is opened: `prepare` holds
 * no connection while it waits (on the embedded database an open transaction holds up every other request),
 * then `finish` records its outcome together with the job's success. When `finish` fails, `discard` undoes
 * what `prepare` left behind (a stored file). Such a job is not re-run half-way: `prepare` starts over.
 */
export interface StagedJobHandler<Prepared = unknown> {
  prepare(job: ClaimedJob): Promise<Prepared>;
  finish(tx: Tx, job: ClaimedJob, prepared: Prepared): Promise<unknown>;
  discard(prepared: Prepared): Promise<void>;
}

/**
 * Whether running the job again may mend what `error` says: not when it is marked `retryable: false` (a
 * service that refused the credentials or does not know what it was asked about says the same again).
 */
const retryable = (error: unknown) => (error as { retryable?: unknown } | null)?.retryable !== false;

/** `error` marked for the runner to fail its job at once instead of running it again. */
export function withoutRetry(error: unknown): Error {
  return Object.assign(error instanceof Error ? error : new Error(String(error)), { retryable: false });
}

/** How a failed run reaches the server's log: the error with the job's id and kind (never its payload). */
export function logJobFailures(logger: Logger): NonNullable<JobRunnerOptions['onError']> {
  return (error, job) => logger.error({ err: error, job: job?.id, kind: job?.kind }, 'job failed');
}

/**
 * Queues the jobs a schedule makes due by `at` (a decision's cron times), in a system transaction of every
 * pass before the claim: what it queues runs in the same pass.
 */
export type JobSchedule = (tx: Tx, at: Date) => Promise<void>;

export interface JobRunnerOptions {
  db: Database;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler names what it prepares
  handlers: Readonly<Record<string, JobHandler | StagedJobHandler<any>>>;
  /** The clock, a parameter so that tests can move time. */
  now?: () => Date;
  /** How long a claim holds before another process may take the job up again. */
  leaseMs?: number;
  /** The first retry's delay; each further one doubles it. */
  retryDelayMs?: number;
  batchSize?: number;
  /** Kinds every tenant runs every hour (the quote expiry): queued once per tenant and hour. */
  everyHour?: readonly string[];
  /**
   * Kinds every tenant runs every day (the invoice e-mails): queued once per tenant and day of its time zone,
   * in the first pass of that day, with the day (`YYYY-MM-DD`) as the payload's `day`.
   */
  everyDay?: readonly string[];
  schedules?: readonly JobSchedule[];
  onError?: (error: unknown, job?: ClaimedJob) => void;
}

export interface JobRunner {
  /** Claims and runs the jobs due now; answers how many ran. */
  runDue(): Promise<number>;
  /** Runs `runDue` every `intervalMs` until `stop`. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

const { ENQUEUE, START, SUCCEED, FAIL } = JOB_WORKFLOW.automatic!;
/** Due jobs: those the workflow may enqueue or start. */
const CLAIMABLE = [...new Set([...ENQUEUE.from, ...START.from])];
const RETRIED = FAIL.otherOutcomes![0]!;

interface ClaimedRow {
  id: string;
  tenant_id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * The queue's worker. Each pass claims the due jobs of every tenant in one statement with
 * `FOR UPDATE SKIP LOCKED` — jobs due, and jobs whose claim lapsed because their process died — so that any
 * number of server processes on one database run each job once; then runs each in its tenant. A failed run
 * is queued again after a growing delay until its attempts are spent, then FAILED with the error kept; an
 * error marked `retryable: false` fails it at once. A runner claims only the kinds it has handlers for: a job
 * of a kind this version does not know waits for one that does (a rolling deployment).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, now = () => new Date(), leaseMs = 300_000, retryDelayMs = 10_000 } = options;
  const batchSize = options.batchSize ?? 10;
  const everyHour = options.everyHour ?? [];
  const everyDay = options.everyDay ?? [];
  const schedules = options.schedules ?? [];
  const report = options.onError ?? (() => undefined);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const claim = (at: Date) =>
    db.withSystem(async (tx) => {
      const { rows } = await tx.query<ClaimedRow>(
        `update job set state = $1, attempts = attempts + 1, locked_until = $2, updated_at = $3
          where id in (select id from job
                        where kind = any($6)
                          and ((state = any($4) and run_at <= $3) or (state = $1 and locked_until < $3))
                        order by run_at limit $5 for update skip locked)
          returning id, tenant_id, kind, payload, attempts, max_attempts`,
        [START.to, new Date(at.getTime() + leaseMs), at, CLAIMABLE, batchSize, Object.keys(handlers)],
      );
      return rows.map((row): ClaimedJob => ({
        id: row.id,
        tenantId: row.tenant_id,
        kind: row.kind,
        payload: row.payload,
        attempt: row.attempts,
        maxAttempts: row.max_attempts,
        at,
      }));
    });

  const succeed = (tx: Tx, job: ClaimedJob, result: unknown) =>
    tx.query(
      `update job set state = $2, result = $3, locked_until = null, last_error = null, updated_at = $4
        where id = $1`,
      [job.id, SUCCEED.to, JSON.stringify(result ?? null), now()],
    );

  const fail = (job: ClaimedJob, error: unknown) => {
    const spent = job.attempt >= job.maxAttempts || !retryable(error);
    const retryAt = new Date(now().getTime() + retryDelayMs * 2 ** (job.attempt - 1));
    return db.withTenant(job.tenantId, (tx) =>
      tx.query(
        `update job set state = $2, run_at = coalesce($3, run_at), last_error = $4, locked_until = null,
                        updated_at = $5
          where id = $1`,
        [job.id, spent ? FAIL.to : RETRIED, spent ? null : retryAt, String(error).slice(0, 4000), now()],
      ),
    );
  };

  const staged = async (handler: StagedJobHandler, job: ClaimedJob) => {
    const prepared = await handler.prepare(job);
    try {
      await db.withTenant(job.tenantId, async (tx) =>
        succeed(tx, job, await handler.finish(tx, job, prepared)),
      );
    } catch (error) {
      await handler.discard(prepared);
      throw error;
    }
  };

  const run = async (job: ClaimedJob) => {
    const handler = handlers[job.kind] as JobHandler | StagedJobHandler;
    try {
      if (typeof handler === 'function') {
        await withExternalAnswers(() =>
          db.withTenant(job.tenantId, async (tx) => succeed(tx, job, await handler(tx, job))),
        );
      } else {
        await staged(handler, job);
      }
    } catch (error) {
      report(error, job);
      await fail(job, error);
    }
  };

  /** The hour this process last queued the hourly and daily kinds in. */
  let queuedHour: string | undefined;
  /**
   * Once per hour and process, one statement for all tenants; the singleton key makes the passes of every
   * process in the hour one job. The daily kinds are queued in the same passes, their key naming the day on
   * each tenant's clock (the day changes on the hour in every time zone but a few, which wait for the next
   * hour's pass).
   */
  const enqueuePeriodic = async (at: Date) => {
    const hour = at.toISOString().slice(0, 13);
    if ((everyHour.length === 0 && everyDay.length === 0) || hour === queuedHour) return;
    await db.withSystem(async (tx) => {
      await tx.query(
        `insert into job (tenant_id, kind, state, run_at, singleton_key)
         select t.id, k.kind, $2, $1, k.kind || ':' || $3 from tenant t cross join unnest($4::text[]) as k (kind)
         on conflict (tenant_id, singleton_key) do nothing`,
        [at, ENQUEUE.to, hour, everyHour],
      );
      await tx.query(
        `insert into job (tenant_id, kind, payload, state, run_at, singleton_key)
         select t.id, k.kind, jsonb_build_object('day', d.day), $2, $1, k.kind || ':' || d.day
           from tenant t left join tenant_settings s on s.tenant_id = t.id
          cross join lateral (select to_char($1::timestamptz at time zone coalesce(s.settings ->> 'timeZone', $3),
                                             'YYYY-MM-DD') as day) as d
          cross join unnest($4::text[]) as k (kind)
         on conflict (tenant_id, singleton_key) do nothing`,
        [at, ENQUEUE.to, DEFAULT_TENANT_SETTINGS.timeZone, everyDay],
      );
    });
    queuedHour = hour;
  };

  const runDue = async () => {
    await enqueuePeriodic(now());
    for (const schedule of schedules) await db.withSystem((tx) => schedule(tx, now()));
    const jobs = await claim(now());
    for (const job of jobs) await run(job);
    return jobs.length;
  };

  let started = false;
  let busy = false;
  /** A job was queued during a pass: the next pass follows at once instead of after the interval. */
  let again = false;
  let wake = () => undefined as void;

  return {
    runDue,
    start(intervalMs) {
      started = true;
      const tick = () => {
        clearTimeout(timer);
        if (busy) {
          again = true;
          return;
        }
        busy = true;
        running = runDue()
          .catch((error: unknown) => report(error))
          .finally(() => {
            busy = false;
            if (!started) return;
            if (again) {
              again = false;
              tick();
            } else {
              timer = setTimeout(tick, intervalMs);
            }
          });
      };
      wake = tick;
      onJobsQueued(wake);
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      started = false;
      offJobsQueued(wake);
      clearTimeout(timer);
      await running;
    },
  };
}
