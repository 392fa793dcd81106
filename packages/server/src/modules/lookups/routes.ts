import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { schemaRef } from '../../http/validation.js';
import { registerResourceRoutes } from '../shared/resourceRoutes.js';
import { lookups } from './service.js';

export const lookupRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  registerResourceRoutes(app, db, {
    path: 'lookups',
    resource: lookups,
    schema: schemaRef('lookup'),
    permissions: {
      read: 'lookup:Read',
      create: 'lookup:Create',
      update: 'lookup:Update',
      delete: 'lookup:Delete',
    },
  });
};
