import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { insertTenant, openTestDatabase } from '../../test/support/database.js';
import { enqueueJob, readJob, type JobRequest } from './jobQueue.js';
import { createJobRunner, type JobHandler, type JobRunnerOptions } from './jobRunner.js';

const MINUTE = 60_000;

describe('the job queue on PostgreSQL', () => {
  let db: Database;
  let tenantId: string;
  let otherTenantId: string;
  /** The tests' clock: time moves only when a test says so. */
  let clock = new Date('2026-03-28T23:30:00Z');
  const now = () => clock;

  beforeAll(async () => {
    db = await openTestDatabase();
    tenantId = (await insertTenant(db, 'job')).id;
    otherTenantId = (await insertTenant(db, 'job')).id;
  });
  afterAll(() => db.close());

  const enqueue = (request: JobRequest, tenant = tenantId) =>
    db.withTenant(tenant, (tx) => enqueueJob(tx, tenant, request, now()));
  const read = (id: string, tenant = tenantId) => db.withTenant(tenant, (tx) => readJob(tx, id));
  const runner = (handlers: Record<string, JobHandler>, options: Partial<JobRunnerOptions> = {}) =>
    createJobRunner({ db, handlers, now, retryDelayMs: MINUTE, ...options });
  /** Runs passes until none finds work: each test's jobs, whatever earlier tests left due. */
  const drain = async (run: () => Promise<number>) => {
    while ((await run()) > 0);
  };

  it('runs a due job once in its tenant and keeps what it answered', async () => {
    const seen: string[] = [];
    const id = await enqueue({ kind: 'greet', payload: { name: 'Ilze' } });
    expect((await read(id))?.state).toBe('ENQUEUED');
    await drain(
      runner({
        greet: async (tx, job) => {
          const { rows } = await tx.query<{ tenant: string }>(
            `select current_setting('app.tenant_id') as tenant`,
          );
          seen.push(`${rows[0]?.tenant}:${String(job.payload.name)}`);
          return { greeted: job.payload.name };
        },
      }).runDue,
    );
    expect(seen).toEqual([`${tenantId}:Ilze`]);
    expect(await read(id)).toMatchObject({
      state: 'SUCCEEDED',
      attempts: 1,
      result: { greeted: 'Ilze' },
      error: null,
    });
  });

  it('keeps a job for later SCHEDULED until its time comes', async () => {
    let runs = 0;
    const jobs = runner({ later: async () => (runs += 1) });
    const id = await enqueue({ kind: 'later', runAt: new Date(clock.getTime() + 10 * MINUTE) });
    await drain(jobs.runDue);
    expect(runs).toBe(0);
    expect((await read(id))?.state).toBe('SCHEDULED');
    clock = new Date(clock.getTime() + 10 * MINUTE);
    await drain(jobs.runDue);
    expect(runs).toBe(1);
    expect((await read(id))?.state).toBe('SUCCEEDED');
  });

  it('fails a job at once, attempts left, when its error says running it again cannot help', async () => {
    const jobs = runner({
      refused: async () => {
        throw Object.assign(new Error('credentials refused'), { retryable: false });
      },
    });
    const id = await enqueue({ kind: 'refused', maxAttempts: 5 });
    await drain(jobs.runDue);
    expect(await read(id)).toMatchObject({
      state: 'FAILED',
      attempts: 1,
      error: 'Error: credentials refused',
    });
  });

  it('rolls a failed run back, retries it after a growing delay, and fails it when its attempts are spent', async () => {
    const jobs = runner({
      flaky: async (tx) => {
        // work done before the failure must not stay
        await enqueueJob(tx, tenantId, { kind: 'side-effect' }, now());
        throw new Error('provider unavailable');
      },
    });
    const id = await enqueue({ kind: 'flaky', maxAttempts: 2 });
    await drain(jobs.runDue);
    expect(await read(id)).toMatchObject({
      state: 'ENQUEUED',
      attempts: 1,
      error: 'Error: provider unavailable',
    });
    expect((await read(id))?.runAt).toBe(new Date(clock.getTime() + MINUTE).toISOString());
    await drain(jobs.runDue);
    expect((await read(id))?.attempts).toBe(1);

    clock = new Date(clock.getTime() + MINUTE);
    await drain(jobs.runDue);
    expect(await read(id)).toMatchObject({
      state: 'FAILED',
      attempts: 2,
      error: 'Error: provider unavailable',
    });
    const sideEffects = await db.withTenant(tenantId, (tx) =>
      tx.query(`select 1 from job where kind = 'side-effect'`),
    );
    expect(sideEffects.rows).toHaveLength(0);
  });

  it('leaves a job of a kind it has no handler for to a runner that has one', async () => {
    const id = await enqueue({ kind: 'newer-kind' });
    await drain(runner({ greet: async () => null }).runDue);
    expect(await read(id)).toMatchObject({ state: 'ENQUEUED', attempts: 0 });
    await drain(runner({ 'newer-kind': async () => 'done' }).runDue);
    expect(await read(id)).toMatchObject({ state: 'SUCCEEDED', result: 'done' });
  });

  it('takes up a job whose process died once its claim has lapsed', async () => {
    let runs = 0;
    const id = await enqueue({ kind: 'orphan' });
    // a process claimed it and died: PROCESSING, claim lapsing in five minutes
    await db.withSystem((tx) =>
      tx.query(`update job set state = 'PROCESSING', attempts = 1, locked_until = $2 where id = $1`, [
        id,
        new Date(clock.getTime() + 5 * MINUTE),
      ]),
    );
    const jobs = runner({ orphan: async () => (runs += 1) });
    await drain(jobs.runDue);
    expect(runs).toBe(0);
    clock = new Date(clock.getTime() + 6 * MINUTE);
    await drain(jobs.runDue);
    expect(runs).toBe(1);
    expect(await read(id)).toMatchObject({ state: 'SUCCEEDED', attempts: 2 });
  });

  it('runs each job once with two runners on one database', async () => {
    const runsById = new Map<string, number>();
    const handler: JobHandler = async (_tx, job) => {
      runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const ids = await Promise.all(Array.from({ length: 30 }, () => enqueue({ kind: 'shared' })));
    const [first, second] = [
      runner({ shared: handler }, { batchSize: 3 }),
      runner({ shared: handler }, { batchSize: 3 }),
    ];
    await Promise.all([drain(first!.runDue), drain(second!.runDue)]);
    expect(ids.map((id) => runsById.get(id))).toEqual(ids.map(() => 1));
  });

  it("queues a daily kind once per tenant and day of the tenant's time zone, the day in its payload", async () => {
    const tokyo = (await insertTenant(db, 'day')).id;
    await db.withSystem((tx) =>
      tx.query(
        `insert into tenant_settings (tenant_id, settings) values ($1, '{"timeZone": "Asia/Tokyo"}')`,
        [tokyo],
      ),
    );
    // 14:30 UTC is 16:30 in Riga (the default zone), 23:30 in Tokyo; an hour later Tokyo's day has changed.
    let at = new Date('2026-03-10T14:30:00Z');
    const process = () => runner({}, { everyDay: ['daily-probe'], now: () => at });
    const days = async (tenant: string) =>
      db.withTenant(tenant, async (tx) => {
        const { rows } = await tx.query<{ day: string; key: string }>(
          `select payload ->> 'day' as day, singleton_key as key from job where kind = 'daily-probe' order by run_at`,
        );
        return rows.map((row) => `${row.day} ${row.key}`);
      });
    const first = process();
    await first.runDue();
    await process().runDue();
    at = new Date('2026-03-10T15:30:00Z');
    await first.runDue();
    await process().runDue();
    expect(await days(tokyo)).toEqual([
      '2026-03-10 daily-probe:2026-03-10',
      '2026-03-11 daily-probe:2026-03-11',
    ]);
    expect(await days(tenantId)).toEqual(['2026-03-10 daily-probe:2026-03-10']);
  });

  it('enqueues a singleton key once per tenant', async () => {
    const request = { kind: 'decision', singletonKey: 'decision:1:2026-03-29T00:00' };
    const first = await enqueue(request);
    expect(await enqueue(request)).toBe(first);
    expect(await enqueue(request, otherTenantId)).not.toBe(first);
  });

  it("never shows a tenant another tenant's job", async () => {
    const id = await enqueue({ kind: 'private', runAt: new Date(clock.getTime() + 60 * MINUTE) });
    expect(await read(id, otherTenantId)).toBeUndefined();
    expect((await read(id))?.state).toBe('SCHEDULED');
  });
});
