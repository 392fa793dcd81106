import { ProductGroup } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { registerResourceRoutes } from '../shared/resourceRoutes.js';
import { productGroupService } from './service.js';

export const productGroupRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  registerResourceRoutes(app, db, {
    path: 'product-groups',
    resource: productGroupService,
    schema: ProductGroup,
    permissions: {
      read: 'productGroup:Read',
      create: 'productGroup:Create',
      update: 'productGroup:Update',
      delete: 'productGroup:Delete',
    },
  });
};
