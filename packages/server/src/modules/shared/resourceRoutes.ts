import { Page } from '@coverline/engine';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { inTenant } from './inTenant.js';
import type { Resource, Versioned } from './resource.js';
import {
  createBody,
  findAllQuery,
  idParams,
  NO_CONTENT,
  pageQuery,
  updateBody,
  type FindAllQuery,
  type PageQuery,
} from './schemas.js';

export interface ResourceRoutes<T extends Versioned> {
  /** The address under `/api/`, e.g. `lookups`. */
  path: string;
  resource: Resource<T>;
  /** JSON Schema of the payload (usually a `schemas/` reference). */
  schema: object;
  /**
   * JSON Schema of one item as read: by default the payload's, which already holds what the server
   * keeps (`id`, `version`, …); a resource whose `present` adds more declares it here.
   */
  item?: object;
  /** Required permission per operation; a write without one is not offered. */
  permissions: { read: string; find?: string; create?: string; update?: string; delete?: string };
}

/**
 * The generic configuration calls of one resource: `GET /api/{path}[/{id}]`, `GET …/find`
 * (`{count, items}`), `GET …/find-all`, `POST` and `PUT /api/{path}`, `DELETE /api/{path}/{id}`.
 */
export function registerResourceRoutes<T extends Versioned>(
  app: FastifyInstance,
  db: Database,
  { path, resource, schema, item = schema, permissions }: ResourceRoutes<T>,
): void {
  const base = `/api/${path}`;
  const tags = [path];
  const one = { 200: item };
  const list = { 200: { type: 'array', items: item } };

  app.get(base, { config: { permission: permissions.read }, schema: { tags, response: list } }, (request) =>
    inTenant(db, request, (tx) => resource.list(tx)),
  );
  app.get<{ Querystring: PageQuery }>(
    `${base}/find`,
    {
      config: { permission: permissions.find ?? permissions.read },
      schema: { tags, querystring: pageQuery, response: { 200: Page(item as Parameters<typeof Page>[0]) } },
    },
    (request) => inTenant(db, request, (tx) => resource.find(tx, request.query.page, request.query.limit)),
  );
  app.get<{ Querystring: FindAllQuery }>(
    `${base}/find-all`,
    { config: { permission: permissions.read }, schema: { tags, querystring: findAllQuery, response: list } },
    (request) =>
      inTenant(db, request, (tx) =>
        resource.findAll(tx, { ids: request.query.ids?.split(','), name: request.query.name }),
      ),
  );
  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: { permission: permissions.read }, schema: { tags, params: idParams, response: one } },
    (request) => inTenant(db, request, (tx) => resource.get(tx, request.params.id)),
  );
  if (permissions.create) {
    app.post<{ Body: T }>(
      base,
      {
        config: { permission: permissions.create },
        schema: { tags, body: createBody(schema), response: one },
      },
      (request) => inTenant(db, request, (tx, actor) => resource.create(tx, actor, request.body as T)),
    );
  }
  if (permissions.update) {
    app.put<{ Body: T }>(
      base,
      {
        config: { permission: permissions.update },
        schema: { tags, body: updateBody(schema), response: one },
      },
      (request) => inTenant(db, request, (tx, actor) => resource.update(tx, actor, request.body as T)),
    );
  }
  if (permissions.delete) {
    app.delete<{ Params: { id: string } }>(
      `${base}/:id`,
      {
        config: { permission: permissions.delete },
        schema: { tags, params: idParams, response: NO_CONTENT },
      },
      async (request, reply) => {
        await inTenant(db, request, (tx, actor) => resource.remove(tx, actor, request.params.id));
        return reply.status(204).send();
      },
    );
  }
}
