import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { productNodeProperties } from '../productGroups/routes.js';
import { registerResourceRoutes } from '../shared/resourceRoutes.js';
import { productService } from './service.js';

const productSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'code', 'productType'],
  properties: {
    ...productNodeProperties,
    productType: { enum: ['INSURANCE', 'LENDING'] },
    reinsurance: { type: 'boolean' },
    renew: { type: 'boolean' },
    settings: {
      type: 'object',
      additionalProperties: false,
      properties: {
        invoiceSettings: {
          type: 'object',
          additionalProperties: false,
          properties: {
            sendAutomatically: { type: 'boolean' },
            sendDaysInAdvance: { type: 'integer', minimum: 0 },
            emailTemplateId: { type: ['string', 'null'] },
          },
        },
        calculatorId: { type: 'string' },
      },
    },
  },
};

export const productRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  registerResourceRoutes(app, db, {
    path: 'products',
    resource: productService,
    schema: productSchema,
    permissions: {
      read: 'product:Read',
      create: 'product:Create',
      update: 'product:Update',
      delete: 'product:Delete',
    },
  });
};
