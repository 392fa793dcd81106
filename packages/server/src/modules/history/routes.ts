import { HistoryPage } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import { SIGNED_IN } from '../../http/permissions.js';
import { panelObjectsIn, requireReadableObject } from '../../kit/panelObjects.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenantWithForm } from '../shared/inTenant.js';
import { idParams, pagingProperties } from '../shared/schemas.js';
import { objectHistory, tenantHistory } from './service.js';

/** `?page&limit`: five changes a page by default, as the history panel shows them. */
const historyQuery = { type: 'object', properties: pagingProperties(5) } as const;

type Paging = { Querystring: { page: number; limit: number } };

/**
 * The change history of objects with each change field by field as a reader understands it: an object's
 * (`/api/history/{type}/{id}`, with its kind's history right) and the tenant's (`/api/history`: the kinds
 * the caller may see the history of).
 */
export const historyRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['history'];
  for (const object of panelObjectsIn()) {
    app.get<Paging & { Params: { id: string } }>(
      `/api/history/${object.type}/:id`,
      {
        config: { permission: object.history },
        schema: { tags, params: idParams, querystring: historyQuery, response: { 200: HistoryPage } },
      },
      (request) =>
        inTenantWithForm(db, request, async (tx, _actor, moment) => {
          await requireReadableObject(tx, object, request.params.id, identityOf(request).permissions);
          return objectHistory(tx, object, request.params.id, request.query, moment);
        }),
    );
  }

  // Every signed-in user may ask; the answer holds only the kinds whose history their rights show.
  app.get<Paging>(
    '/api/history',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: historyQuery, response: { 200: HistoryPage } },
    },
    (request) =>
      inTenantWithForm(db, request, (tx, _actor, moment) =>
        tenantHistory(tx, identityOf(request).permissions, request.query, moment),
      ),
  );
};
