import type {
  DataDefinition,
  Lookup,
  ObjectDefinition,
  Product,
  ProductVersion,
  SavedQuery,
} from '@coverline/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTenantCode } from '../../test/support/database.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { signIn } from '../../test/support/signIn.js';
import { api, type TestUser } from '../../test/support/tenants.js';
import { compileForRequest } from '../modules/shared/dataDefinition.js';
import { createDemoTenant, DEMO_USERS } from './demoTenant.js';

describe('the demo tenant', () => {
  let server: TestServer;
  const code = uniqueTenantCode('demo');
  let users: Record<keyof typeof DEMO_USERS, TestUser>;
  let examples: Awaited<ReturnType<typeof createDemoTenant>>['examples'];

  beforeAll(async () => {
    server = await startTestServer();
    ({ examples } = await createDemoTenant(server.db, code));
    const signedIn = async ({ email, password }: { email: string; password: string }) => ({
      email,
      token: await signIn(server.baseUrl, code, email, password),
    });
    users = {
      administrator: await signedIn(DEMO_USERS.administrator),
      partner: await signedIn(DEMO_USERS.partner),
      viewer: await signedIn(DEMO_USERS.viewer),
    };
  });
  afterAll(() => server.close());

  it('signs in its three users with the documented passwords and their permissions', async () => {
    expect((await api(server, users.administrator, 'GET', '/api/profile/permissions')).body).toEqual(['*']);
    expect((await api(server, users.partner, 'GET', '/api/profile/permissions')).body).toContain(
      'partner:Restriction',
    );
    expect((await api(server, users.viewer, 'GET', '/api/lookups')).status).toBe(200);
    expect(
      (await api(server, users.viewer, 'POST', '/api/lookups', { key: 'x', name: 'X', values: [] })).status,
    ).toBe(403);
    expect((await api(server, users.partner, 'GET', '/api/object-definitions')).status).toBe(403);
  });

  it('holds the example products, each with its active version, settings and labels', async () => {
    expect(examples).toMatchObject({
      lookups: 7,
      objectDefinitions: 2,
      products: ['Consumer loan', 'Motor insurance'],
    });
    const versions = (await api(server, users.administrator, 'GET', '/api/product-versions'))
      .body as ProductVersion[];
    expect(versions.map((version) => [version.name, version.active]).sort()).toEqual([
      ['Consumer loan 2026', true],
      ['Motor insurance 2026', true],
    ]);
    expect((await api(server, users.administrator, 'GET', '/api/tenant/settings')).body).toMatchObject({
      companyFullName: 'Coverline Demo SIA',
      initialized: true,
    });
    expect((await api(server, users.administrator, 'GET', '/api/labels')).body).toHaveLength(examples.labels);
  });

  it('holds the example saved queries in the sidebar, each runnable', async () => {
    expect(examples.queries).toBe(4);
    const catalog = await api(server, users.administrator, 'GET', '/api/object-catalog');
    const menu = (catalog.body as { queries: SavedQuery[] }).queries.filter((query) =>
      query.visibleIn?.includes('TREE_MENU'),
    );
    expect(menu.map(({ name }) => name).sort()).toEqual([
      'All',
      'Diesel vehicles worth over 30,000',
      'Long-term applications ready for review',
      'Quotes in progress',
    ]);
    for (const query of menu) {
      const run = await api(server, users.administrator, 'GET', `/api/queries/x/${query.id}`);
      expect(run.status, `${query.name}: ${JSON.stringify(run.body)}`).toBe(200);
    }
  });

  it("links the products' Lookup and Object fields to the tenant's own lookups and objects", async () => {
    const lookupIds = new Set(
      ((await api(server, users.administrator, 'GET', '/api/lookups')).body as Lookup[]).map(
        (lookup) => lookup.id,
      ),
    );
    const objectIds = new Set(
      (
        (await api(server, users.administrator, 'GET', '/api/object-definitions')).body as ObjectDefinition[]
      ).map((definition) => definition.id),
    );
    const versions = (await api(server, users.administrator, 'GET', '/api/product-versions'))
      .body as ProductVersion[];
    const attributes = versions.flatMap((version) =>
      version.definition.objectDefinitions.flatMap((definition) =>
        definition.fields.map((field) => field.attributes),
      ),
    );
    const lookupRefs = attributes.flatMap((each) => (each.lookupId ? [each.lookupId] : []));
    const objectRefs = attributes.flatMap((each) => (each.referenceId ? [each.referenceId] : []));
    expect(lookupRefs.length).toBeGreaterThan(0);
    expect(objectRefs.length).toBeGreaterThan(0);
    expect(lookupRefs.filter((id) => !lookupIds.has(id))).toEqual([]);
    expect(objectRefs.filter((id) => !objectIds.has(id))).toEqual([]);
  });

  it('names its products in German, French, Latvian and Russian', async () => {
    const products = (await api(server, users.administrator, 'GET', '/api/products')).body as Product[];
    expect(products.map(({ name, translations }) => [name, Object.keys(translations ?? {}).sort()])).toEqual([
      ['Consumer loan', ['de', 'fr', 'lv', 'ru']],
      ['Motor insurance', ['de', 'fr', 'lv', 'ru']],
    ]);
    expect(products.find((product) => product.code === 'MOTOR_INSURANCE')?.translations?.de).toBe(
      'Kfz-Versicherung',
    );
  });

  it("shows a German user the motor insurance quote form's objects, fields and lookup values in German", async () => {
    const products = (await api(server, users.partner, 'GET', '/api/products')).body as Product[];
    const motor = products.find((product) => product.code === 'MOTOR_INSURANCE');
    const response = await api(server, users.partner, 'POST', `/api/products/${motor?.id}/init-quote`);
    expect(response.status).toBe(200);
    const { dataDefinition } = response.body as { dataDefinition: DataDefinition };
    const form = (locale: string) => compileForRequest(dataDefinition, { locale, at: new Date() });
    const german = form('de-DE');
    const properties = german.schema.properties as Record<string, { title?: string; properties?: object }>;
    expect(properties.policyholder?.title).toBe('Versicherungsnehmer');
    expect(properties.vehicle?.properties).toMatchObject({
      registrationNumber: { title: 'Kennzeichen' },
      fuelType: { title: 'Kraftstoffart' },
      firstRegistrationDate: { title: 'Erstzulassung' },
    });
    expect(JSON.stringify(german.uiSchema)).toContain('"Benzin"');
    expect((form('ru-RU').schema.properties as typeof properties).policyholder?.title).toBe('Страхователь');
  });
});
