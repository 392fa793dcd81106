import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { SIGNED_IN } from '../../http/permissions.js';
import { labels } from '../labels/service.js';
import { lookups } from '../lookups/service.js';
import { objectDefinitionService } from '../objectDefinitions/service.js';
import { productGroupService } from '../productGroups/service.js';
import { productService } from '../products/service.js';
import { inTenant } from '../shared/inTenant.js';

/**
 * `GET /api/object-catalog`: everything the shell names and links to, loaded whole at sign-in
 * (foundations.md §3 "Object catalog"). Saved queries are not stored yet, so `queries` is empty.
 */
export const objectCatalogRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/api/object-catalog',
    { config: { permission: SIGNED_IN }, schema: { tags: ['object-catalog'] } },
    (request) =>
      inTenant(db, request, async (tx) => {
        const definitions = await objectDefinitionService.list(tx);
        const summary = ({
          id,
          key,
          name,
          objectType,
          iconName,
          translations,
        }: (typeof definitions)[number]) => ({
          id,
          key,
          name,
          objectType,
          iconName,
          translations,
        });
        return {
          products: await productService.list(tx),
          productGroups: await productGroupService.list(tx),
          objectDefinitions: definitions.map(summary),
          lookups: await lookups.list(tx),
          labels: await labels.list(tx),
          queries: [],
          enrichments: definitions
            .filter((definition) => definition.objectType === 'ENRICHMENT')
            .map(summary),
        };
      }),
  );
};
