import { ObjectCatalog } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { SIGNED_IN } from '../../http/permissions.js';
import { labels } from '../labels/service.js';
import { lookups } from '../lookups/service.js';
import { objectDefinitionService } from '../objectDefinitions/service.js';
import { productGroupService } from '../productGroups/service.js';
import { productService } from '../products/service.js';
import { savedQueries } from '../queries/service.js';
import { inTenant } from '../shared/inTenant.js';

/**
 * `GET /api/object-catalog`: everything the shell names and links to, loaded whole at sign-in; the sidebar
 * offers the saved queries visible in its tree menu whose restriction the user holds.
 */
export const objectCatalogRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/api/object-catalog',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['object-catalog'], response: { 200: ObjectCatalog } },
    },
    (request) =>
      inTenant(db, request, async (tx): Promise<ObjectCatalog> => {
        const definitions = await objectDefinitionService.list(tx);
        const summary = ({
          id,
          key,
          name,
          objectType,
          iconName,
          translations,
        }: (typeof definitions)[number]) => ({
          id: id as string,
          key,
          name,
          objectType,
          iconName,
          translations,
        });
        return {
          products: stored(await productService.list(tx)),
          productGroups: stored(await productGroupService.list(tx)),
          objectDefinitions: definitions.map(summary),
          lookups: stored(await lookups.list(tx)),
          labels: stored(await labels.list(tx)),
          queries: stored(await savedQueries.list(tx)),
          enrichments: definitions
            .filter((definition) => definition.objectType === 'ENRICHMENT')
            .map(summary),
        };
      }),
  );
};

/** Rows read back from storage always carry the id and version that a payload to create lacks. */
function stored<T>(items: T[]): (T & { id: string; version: number })[] {
  return items as (T & { id: string; version: number })[];
}
