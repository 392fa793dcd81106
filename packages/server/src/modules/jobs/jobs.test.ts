import type { Job } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser } from '../../../test/support/tenants.js';
import { enqueueJob } from '../../jobs/jobQueue.js';
import { createJobRunner } from '../../jobs/jobRunner.js';

describe('jobs', () => {
  const env = signedInTenant('jobs', { other: true });
  let id: string;

  /** Queues a job of `kind` in the tenant, due at `runAt`. */
  const enqueue = (kind: string, runAt = new Date('2030-01-01T00:00:00Z')) =>
    env.server.db.withTenant(env.tenant.id, (tx) =>
      enqueueJob(tx, env.tenant.id, { kind, runAt }, new Date('2029-12-31T00:00:00Z')),
    );
  /** Sets a job's state as the runner would have left it. */
  const setState = (jobId: string, state: string) =>
    env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query('update job set state = $2 where id = $1', [jobId, state]),
    );

  beforeAll(async () => {
    id = await enqueue('report');
  });

  describe('GET /api/jobs/{id}', () => {
    it("answers the state of a job of the caller's tenant", async () => {
      const answer = await env.call('GET', `/api/jobs/${id}`);
      expect(answer.status).toBe(200);
      expect(answer.body as Job).toEqual({
        id,
        kind: 'report',
        state: 'SCHEDULED',
        runAt: '2030-01-01T00:00:00.000Z',
        attempts: 0,
        result: null,
        error: null,
      });
    });

    it("answers 404 for another tenant's job and for none", async () => {
      expect((await env.call('GET', `/api/jobs/${id}`, undefined, env.other.admin)).status).toBe(404);
      expect((await env.call('GET', '/api/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });

    it('answers 403 without job:Read', async () => {
      const documents = await addTestUser(env.server, env.tenant, ['quote:GenerateDocument']);
      expect((await env.call('GET', `/api/jobs/${id}`, undefined, documents)).status).toBe(403);
      const reader = await addTestUser(env.server, env.tenant, ['job:Read']);
      expect((await env.call('GET', `/api/jobs/${id}`, undefined, reader)).status).toBe(200);
    });
  });

  describe('DELETE /api/jobs/{id}', () => {
    it('cancels a job that has not started, which then never runs', async () => {
      const due = await enqueue('cancellable', new Date('2020-01-01T00:00:00Z'));
      const deleted = await env.call('DELETE', `/api/jobs/${due}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect(deleted.body).toMatchObject({ id: due, state: 'DELETED' });
      expect((await env.call('GET', `/api/jobs/${due}`)).body).toMatchObject({ state: 'DELETED' });
      let runs = 0;
      const runner = createJobRunner({
        db: env.server.db,
        handlers: { cancellable: async () => (runs += 1) },
      });
      await runner.runDue();
      expect(runs).toBe(0);
    });

    it('cancels a failed job, and refuses with 409 one being processed or complete', async () => {
      const failed = await enqueue('report');
      await setState(failed, 'FAILED');
      expect((await env.call('DELETE', `/api/jobs/${failed}`)).body).toMatchObject({ state: 'DELETED' });
      for (const state of ['PROCESSING', 'SUCCEEDED', 'DELETED']) {
        const job = await enqueue('report');
        await setState(job, state);
        const refused = await env.call('DELETE', `/api/jobs/${job}`);
        expect(refused.status, state).toBe(409);
        expect((await env.call('GET', `/api/jobs/${job}`)).body, state).toMatchObject({ state });
      }
    });

    it("answers 404 for another tenant's job and 403 without job:Delete, changing nothing", async () => {
      expect((await env.call('DELETE', `/api/jobs/${id}`, undefined, env.other.admin)).status).toBe(404);
      const reader = await addTestUser(env.server, env.tenant, ['job:Read']);
      expect((await env.call('DELETE', `/api/jobs/${id}`, undefined, reader)).status).toBe(403);
      expect((await env.call('GET', `/api/jobs/${id}`)).body).toMatchObject({ state: 'SCHEDULED' });
    });
  });
});
