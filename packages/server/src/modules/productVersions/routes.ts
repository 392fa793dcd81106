import { Page, ProductVersionContext } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { schemaRef } from '../../http/validation.js';
import { inTenant } from '../shared/inTenant.js';
import { registerResourceRoutes } from '../shared/resourceRoutes.js';
import { idParams, pageQuery, type PageQuery } from '../shared/schemas.js';
import {
  activateProductVersion,
  copyProductVersion,
  findProductVersions,
  initProductVersion,
  productVersionContext,
  productVersionService,
} from './service.js';

/** Product versions: the generic calls plus activate, copy, context and the per-product list and draft. */
export const productVersionRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  registerResourceRoutes(app, db, {
    path: 'product-versions',
    resource: productVersionService,
    schema: schemaRef('product-version'),
    permissions: {
      read: 'productVersion:Read',
      find: 'productVersion:Find',
      create: 'productVersion:Create',
      update: 'productVersion:Update',
      delete: 'productVersion:Delete',
    },
  });

  const tags = ['product-versions'];
  type ById = { Params: { id: string } };
  const productVersion = schemaRef('product-version');
  const one = { 200: productVersion };

  app.post<ById>(
    '/api/product-versions/:id/activate',
    { config: { permission: 'productVersion:Activate' }, schema: { tags, params: idParams, response: one } },
    (request) => inTenant(db, request, (tx, actor) => activateProductVersion(tx, actor, request.params.id)),
  );
  app.post<ById>(
    '/api/product-versions/:id/copy',
    { config: { permission: 'productVersion:Create' }, schema: { tags, params: idParams, response: one } },
    (request) => inTenant(db, request, (tx, actor) => copyProductVersion(tx, actor, request.params.id)),
  );
  app.get<ById>(
    '/api/product-versions/:id/context',
    {
      config: { permission: 'productVersion:Read' },
      schema: { tags, params: idParams, response: { 200: ProductVersionContext } },
    },
    (request) => inTenant(db, request, (tx) => productVersionContext(tx, request.params.id)),
  );
  app.get<ById & { Querystring: PageQuery }>(
    '/api/products/:id/product-versions/find',
    {
      config: { permission: 'productVersion:Find' },
      schema: {
        tags,
        params: idParams,
        querystring: pageQuery,
        response: { 200: Page(productVersion as Parameters<typeof Page>[0]) },
      },
    },
    (request) =>
      inTenant(db, request, (tx) =>
        findProductVersions(tx, request.params.id, request.query.page, request.query.limit),
      ),
  );
  app.post<ById>(
    '/api/products/:id/init-product-version',
    { config: { permission: 'productVersion:Create' }, schema: { tags, params: idParams, response: one } },
    (request) => inTenant(db, request, (tx) => initProductVersion(tx, request.params.id)),
  );
};
