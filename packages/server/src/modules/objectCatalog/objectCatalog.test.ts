import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { addTestUser, api, registerTestTenant, type TestTenant } from '../../../test/support/tenants.js';

describe('the object catalog', () => {
  let server: TestServer;
  let tenant: TestTenant;
  beforeAll(async () => {
    server = await startTestServer();
    tenant = await registerTestTenant(server, 'catalog');
  });
  afterAll(() => server.close());

  it('gives every signed-in user the products, groups, object definitions, lookups and labels', async () => {
    const call = (method: string, path: string, body: unknown) =>
      api(server, tenant.admin, method, path, body);
    const group = (await call('POST', '/api/product-groups', { name: 'Motor', code: 'MOTOR' })).body as {
      id: string;
    };
    await call('POST', '/api/products', {
      name: 'Casco',
      code: 'CASCO',
      productType: 'INSURANCE',
      parentId: group.id,
    });
    await call('POST', '/api/object-definitions', {
      key: 'creditScore',
      objectType: 'ENRICHMENT',
      name: 'Credit score',
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [],
    });
    await call('POST', '/api/lookups', {
      key: 'colours',
      name: 'Colours',
      values: [{ key: 'RED', name: 'Red' }],
    });
    await call('PUT', '/api/labels', [{ name: 'VIP', color: 'color1' }]);

    const anyone = await addTestUser(server, tenant, []);
    const { status, body } = await api(server, anyone, 'GET', '/api/object-catalog');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      products: [
        { name: 'Casco', code: 'CASCO', parentId: group.id, productType: 'INSURANCE', displayName: 'Casco' },
      ],
      productGroups: [{ id: group.id, name: 'Motor', parentId: 'none' }],
      lookups: [{ key: 'colours', values: [{ key: 'RED', name: 'Red' }] }],
      labels: [{ name: 'VIP', color: 'color1' }],
      queries: [],
      enrichments: [{ key: 'creditScore', objectType: 'ENRICHMENT' }],
    });
    const objectTypes = (body as { objectDefinitions: { objectType: string }[] }).objectDefinitions.map(
      (definition) => definition.objectType,
    );
    expect(objectTypes).toEqual(expect.arrayContaining(['PRIVATE', 'LEGAL', 'ENRICHMENT']));
  });
});
