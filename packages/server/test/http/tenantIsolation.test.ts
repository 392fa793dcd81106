import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../support/signedInTenant.js';

/**
 * The tenant's administrator (who holds every permission) against the other tenant's rows, on every
 * resource: their ids are not found for reading, changing or deleting, and no list shows them.
 */
describe('tenant isolation of the configuration resources', () => {
  const env = signedInTenant('iso', { other: true });
  const { call } = env;
  /** path → a row of the other tenant */
  const theirRows = new Map<string, { id: string; version: number } & Record<string, unknown>>();

  beforeAll(async () => {
    const create = async (path: string, body: object) => {
      const response = await call('POST', `/api/${path}`, body, env.other.admin);
      if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(response.body)}`);
      theirRows.set(path, response.body as { id: string; version: number });
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

  const paths = ['lookups', 'product-groups', 'products', 'product-versions', 'object-definitions'];

  it.each(paths)("%s: another tenant's id is not found for get, update and delete", async (path) => {
    const row = theirRows.get(path)!;
    expect((await call('GET', `/api/${path}/${row.id}`)).status).toBe(404);
    expect((await call('PUT', `/api/${path}`, row)).status).toBe(404);
    expect((await call('DELETE', `/api/${path}/${row.id}`)).status).toBe(404);
    expect(await call('GET', `/api/${path}/${row.id}`, undefined, env.other.admin)).toEqual({
      status: 200,
      body: row,
    });
  });

  it.each(paths)("%s: lists, pages and find-all never show another tenant's rows", async (path) => {
    const { id } = theirRows.get(path)!;
    for (const list of [path, `${path}/find?limit=100`, `${path}/find-all`, `${path}/find-all?ids=${id}`]) {
      const response = await call('GET', `/api/${list}`);
      expect(response.status, list).toBe(200);
      expect(JSON.stringify(response.body), list).not.toContain(id);
    }
  });

  it("product-version actions and context do not reach another tenant's version", async () => {
    const { id } = theirRows.get('product-versions')!;
    const { id: productId } = theirRows.get('products')!;
    for (const [method, path] of [
      ['POST', `/api/product-versions/${id}/activate`],
      ['POST', `/api/product-versions/${id}/copy`],
      ['GET', `/api/product-versions/${id}/context`],
    ] as const) {
      expect((await call(method, path)).status, path).toBe(404);
    }
    expect((await call('GET', `/api/products/${productId}/product-versions/find`)).body).toEqual({
      count: 0,
      items: [],
    });
    expect((await call('POST', `/api/products/${productId}/init-product-version`)).status).toBe(400);
  });

  it("the object catalog holds only the tenant's own objects", async () => {
    const catalog = JSON.stringify((await call('GET', '/api/object-catalog')).body);
    for (const { id } of theirRows.values()) expect(catalog).not.toContain(id);
  });
});
