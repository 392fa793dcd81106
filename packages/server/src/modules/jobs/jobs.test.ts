import type { Job } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { enqueueJob } from '../../jobs/jobQueue.js';

describe('GET /api/jobs/{id}', () => {
  const env = signedInTenant('jobs', { other: true });
  let id: string;

  beforeAll(async () => {
    const runAt = new Date('2030-01-01T00:00:00Z');
    id = await env.server.db.withTenant(env.tenant.id, (tx) =>
      enqueueJob(tx, env.tenant.id, { kind: 'report', runAt }, new Date('2029-12-31T00:00:00Z')),
    );
  });

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
});
