import type { CompiledForm, DataDefinition } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
// The browser's compile, taken from the app's source: it imports only the engine.
import { compiledFormOf } from '../../app/src/workspace/forms/dataDefinition.js';
import { loadExamples } from '../src/demo/examples.js';
import { productVersionService } from '../src/modules/productVersions/service.js';
import { systemActor } from '../src/modules/shared/actor.js';
import { compileForRequest, loadDataDefinition } from '../src/modules/shared/dataDefinition.js';
import { signedInTenant } from './support/signedInTenant.js';

const LOCALES = ['en-GB', 'de-DE', 'fr-FR', 'ru-RU', 'lv-LV'] as const;

/** What the browser renders and the server validates with; the compile's other outputs follow from these. */
const essence = ({ schema, uiSchema, defaults }: CompiledForm) => ({
  schema: JSON.stringify(schema),
  uiSchema: JSON.stringify(uiSchema),
  defaults: JSON.stringify(defaults),
});

/**
 * "The browser's schema is the server's validator": for each example product, the data definition the server
 * reads in its transaction and the one the browser receives over HTTP compile to the very same form.
 */
describe('one data-definition compile', () => {
  const env = signedInTenant('one');
  let products: { id: string; name: string }[];
  beforeAll(async () => {
    await env.server.db.withTenant(env.tenant.id, (tx) => loadExamples(tx, systemActor(env.tenant.id)));
    products = (await env.call('GET', '/api/products')).body as typeof products;
  });

  it('has example products to compare', () => {
    expect(products.map((product) => product.name)).toEqual(
      expect.arrayContaining(['Motor insurance', 'Consumer loan']),
    );
  });

  it.each(LOCALES)('compiles byte-identical forms on the server and in the browser in %s', async (locale) => {
    // A fixed instant in the evening UTC, so that date defaults depend on the tenant's time zone.
    const at = new Date('2026-11-21T22:30:00Z');
    for (const product of products) {
      const serverDefinition = await env.server.db.withTenant(env.tenant.id, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          'select id from product_version where product_id = $1 and active',
          [product.id],
        );
        const active = await productVersionService.get(tx, rows[0]?.id as string);
        return loadDataDefinition(tx, active.definition.objectDefinitions);
      });
      const response = await env.call('POST', `/api/products/${product.id}/init-quote`);
      expect(response.status, product.name).toBe(200);
      const browserDefinition = (response.body as { dataDefinition: DataDefinition }).dataDefinition;

      const onServer = compileForRequest(serverDefinition, { locale, at });
      const inBrowser = compiledFormOf(browserDefinition, { locale, mode: 'edit', at });
      expect(essence(inBrowser), product.name).toEqual(essence(onServer));
      expect(Object.keys(onServer.schema.properties ?? {}).length, product.name).toBeGreaterThan(0);
    }
  });
});
