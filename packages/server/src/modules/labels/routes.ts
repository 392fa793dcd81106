import type { Label } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { schemaRef } from '../../http/validation.js';
import { inTenant } from '../shared/inTenant.js';
import { idParams, NO_CONTENT } from '../shared/schemas.js';
import { deleteLabel, labels, saveLabels } from './service.js';

/**
 * `GET /api/labels` and `PUT /api/labels` with the whole ordered list (labels are not paged);
 * `DELETE /api/labels/{id}` removes a label that is on records, which the list does not do by omission.
 */
export const labelRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['labels'];
  const response = { 200: { type: 'array', items: schemaRef('label') } };
  app.get('/api/labels', { config: { permission: 'labels:List' }, schema: { tags, response } }, (request) =>
    inTenant(db, request, (tx) => labels.list(tx)),
  );
  app.put<{ Body: Label[] }>(
    '/api/labels',
    {
      config: { permission: 'labels:Update' },
      schema: {
        tags,
        body: {
          type: 'array',
          maxItems: 500,
          items: {
            allOf: [
              schemaRef('label'),
              // A label already saved names the version it was read at.
              {
                properties: { id: { type: 'string', format: 'uuid' } },
                dependentRequired: { id: ['version'] },
              },
            ],
          },
        },
        response,
      },
    },
    (request) => inTenant(db, request, (tx, actor) => saveLabels(tx, actor, request.body)),
  );
  app.delete<{ Params: { id: string } }>(
    '/api/labels/:id',
    { config: { permission: 'labels:Update' }, schema: { tags, params: idParams, response: NO_CONTENT } },
    async (request, reply) => {
      await inTenant(db, request, (tx, actor) => deleteLabel(tx, actor, request.params.id));
      return reply.status(204).send();
    },
  );
};
