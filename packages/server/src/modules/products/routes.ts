import { Product } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { registerResourceRoutes } from '../shared/resourceRoutes.js';
import { productService } from './service.js';

export const productRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  registerResourceRoutes(app, db, {
    path: 'products',
    resource: productService,
    schema: Product,
    permissions: {
      read: 'product:Read',
      create: 'product:Create',
      update: 'product:Update',
      delete: 'product:Delete',
    },
  });
};
