import { Job, JOB_POLLING_PERMISSION } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import { httpError } from '../../http/errors.js';
import { deleteJob, readJob } from '../../jobs/jobQueue.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant } from '../shared/inTenant.js';
import { idParams } from '../shared/schemas.js';

const tags = ['jobs'];

/**
 * `GET /api/jobs/{id}`: the state of a job of the caller's tenant, for the screens that poll it (job:Read);
 * `DELETE /api/jobs/{id}`: cancels one that has not started or has failed (job:Delete), answering it DELETED.
 */
export const jobRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id',
    {
      config: { permission: JOB_POLLING_PERMISSION },
      schema: { tags, params: idParams, response: { 200: Job } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        const job = await readJob(tx, request.params.id);
        if (job === undefined) throw httpError(404, 'Not Found');
        return job;
      }),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/jobs/:id',
    {
      config: { permission: 'job:Delete' },
      schema: { tags, params: idParams, response: { 200: Job } },
    },
    (request) =>
      inTenant(db, request, (tx) =>
        deleteJob(tx, request.params.id, identityOf(request).permissions, new Date()),
      ),
  );
};
