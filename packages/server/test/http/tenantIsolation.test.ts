import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { api, registerTestTenant, type TestTenant } from '../support/tenants.js';

/**
 * Tenant A's administrator (who holds every permission) against tenant B's rows, on every resource:
 * B's ids are not found for reading, changing or deleting, and no list shows them.
 */
describe('tenant isolation of the configuration resources', () => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  /** path → a row of tenant B */
  const rowsOfB = new Map<string, { id: string; version: number } & Record<string, unknown>>();

  beforeAll(async () => {
    server = await startTestServer();
    [a, b] = await Promise.all([registerTestTenant(server, 'iso_a'), registerTestTenant(server, 'iso_b')]);
    const create = async (path: string, body: object) => {
      const response = await api(server, b.admin, 'POST', `/api/${path}`, body);
      if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(response.body)}`);
      rowsOfB.set(path, response.body as { id: string; version: number });
      return response.body as { id: string };
    };
    await create('lookups', { key: 'shared', name: 'Shared', values: [] });
    const group = await create('product-groups', { name: 'Shared group', code: 'SHARED_GROUP' });
    const product = await create('products', {
      name: 'Shared product',
      code: 'SHARED',
      productType: 'LENDING',
      parentId: group.id,
    });
    await create('product-versions', {
      name: 'v1',
      productId: product.id,
      definition: { objectDefinitions: [] },
    });
    await create('object-definitions', {
      key: 'shared',
      objectType: 'CUSTOM',
      name: 'Shared',
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [],
    });
  });
  afterAll(() => server.close());

  const paths = ['lookups', 'product-groups', 'products', 'product-versions', 'object-definitions'];

  it.each(paths)("%s: another tenant's id is not found for get, update and delete", async (path) => {
    const row = rowsOfB.get(path)!;
    expect((await api(server, a.admin, 'GET', `/api/${path}/${row.id}`)).status).toBe(404);
    expect((await api(server, a.admin, 'PUT', `/api/${path}`, row)).status).toBe(404);
    expect((await api(server, a.admin, 'DELETE', `/api/${path}/${row.id}`)).status).toBe(404);
    expect(await api(server, b.admin, 'GET', `/api/${path}/${row.id}`)).toEqual({ status: 200, body: row });
  });

  it.each(paths)("%s: lists, pages and find-all never show another tenant's rows", async (path) => {
    const { id } = rowsOfB.get(path)!;
    for (const list of [path, `${path}/find?limit=100`, `${path}/find-all`, `${path}/find-all?ids=${id}`]) {
      const response = await api(server, a.admin, 'GET', `/api/${list}`);
      expect(response.status, list).toBe(200);
      expect(JSON.stringify(response.body), list).not.toContain(id);
    }
  });

  it("product-version actions and context do not reach another tenant's version", async () => {
    const { id } = rowsOfB.get('product-versions')!;
    const { id: productId } = rowsOfB.get('products')!;
    for (const [method, path] of [
      ['POST', `/api/product-versions/${id}/activate`],
      ['POST', `/api/product-versions/${id}/copy`],
      ['GET', `/api/product-versions/${id}/context`],
    ] as const) {
      expect((await api(server, a.admin, method, path)).status, path).toBe(404);
    }
    expect(
      (await api(server, a.admin, 'GET', `/api/products/${productId}/product-versions/find`)).body,
    ).toEqual({
      count: 0,
      items: [],
    });
    expect(
      (await api(server, a.admin, 'POST', `/api/products/${productId}/init-product-version`)).status,
    ).toBe(400);
  });

  it("the object catalog holds only the tenant's own objects", async () => {
    const catalog = JSON.stringify((await api(server, a.admin, 'GET', '/api/object-catalog')).body);
    for (const { id } of rowsOfB.values()) expect(catalog).not.toContain(id);
  });
});
