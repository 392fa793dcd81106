import { Job } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../http/errors.js';
import { SIGNED_IN } from '../../http/permissions.js';
import { readJob } from '../../jobs/jobQueue.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant } from '../shared/inTenant.js';
import { idParams } from '../shared/schemas.js';

/** `GET /api/jobs/{id}`: the state of a job of the caller's tenant, for the screens that poll it. */
export const jobRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['jobs'], params: idParams, response: { 200: Job } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        const job = await readJob(tx, request.params.id);
        if (job === undefined) throw httpError(404, 'Not Found');
        return job;
      }),
  );
};
