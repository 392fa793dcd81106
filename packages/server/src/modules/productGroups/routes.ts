import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { registerResourceRoutes } from '../shared/resourceRoutes.js';
import { productGroupService } from './service.js';

const common = (name: string) => ({
  $ref: `https://coverline.dev/schemas/common.schema.json#/$defs/${name}`,
});

/** The payload of a product group (administration.md §3); also the base of a product's. */
export const productNodeProperties = {
  id: common('id'),
  version: common('version'),
  name: common('name'),
  displayName: { type: 'string' },
  iconName: common('iconName'),
  translations: common('translations'),
  code: { type: 'string', minLength: 1, maxLength: 100 },
  seq: common('seq'),
  // A group's id, or "none" (or null) for the root.
  parentId: {
    type: ['string', 'null'],
    pattern: '^(none|[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12})$',
  },
} as const;

const productGroupSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'code'],
  properties: productNodeProperties,
};

export const productGroupRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  registerResourceRoutes(app, db, {
    path: 'product-groups',
    resource: productGroupService,
    schema: productGroupSchema,
    permissions: {
      read: 'productGroup:Read',
      create: 'productGroup:Create',
      update: 'productGroup:Update',
      delete: 'productGroup:Delete',
    },
  });
};
