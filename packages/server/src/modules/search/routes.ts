import { hasPermission, SearchResult } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { identityOf } from '../../auth/identity.js';
import { httpError } from '../../http/errors.js';
import { SIGNED_IN } from '../../http/permissions.js';
import { inTenant } from '../shared/inTenant.js';
import { globalSearch, SEARCH_PERMISSIONS } from './service.js';

/**
 * `GET /api/search?search=…`, the header's global search. Open to a caller who may
 * find parties, quotes or contracts — no single permission pattern says that, so the route checks it
 * itself (403 `lackPermission` otherwise) — and each group is filled only with its own permission.
 */
export const searchRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get<{ Querystring: { search: string } }>(
    '/api/search',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['search'],
        querystring: {
          type: 'object',
          required: ['search'],
          properties: { search: { type: 'string', maxLength: 200 } },
        },
        response: { 200: SearchResult },
      },
    },
    (request) => {
      const { permissions } = identityOf(request);
      if (!SEARCH_PERMISSIONS.some((permission) => hasPermission(permissions, permission))) {
        throw httpError(403, 'lackPermission');
      }
      return inTenant(db, request, (tx) => globalSearch(tx, permissions, request.query.search));
    },
  );
};
