import { describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';

type Node = { id: string; version: number; name: string; code: string; seq: number; parentId: string };

describe('product groups and products', () => {
  const env = signedInTenant('pr', { other: true });
  const { call } = env;

  const post = async (path: string, body: object, as = env.tenant) => {
    const response = await call('POST', path, body, as.admin);
    if (response.status !== 200) throw new Error(JSON.stringify(response));
    return response.body as Node;
  };

  it('builds a tree: root groups, child groups, products; each new node placed last (max seq + 1)', async () => {
    const motor = await post('/api/product-groups', { name: 'Motor', code: 'MOTOR', parentId: 'none' });
    const cars = await post('/api/product-groups', { name: 'Cars', code: 'CARS', parentId: motor.id });
    const casco = await post('/api/products', {
      name: 'Casco',
      code: 'CASCO',
      productType: 'INSURANCE',
      parentId: cars.id,
    });
    expect(motor).toMatchObject({ parentId: 'none', displayName: 'Motor', version: 0 });
    expect([cars.seq, casco.seq]).toEqual([motor.seq + 1, motor.seq + 2]);
    expect(casco).toMatchObject({ parentId: cars.id, productType: 'INSURANCE' });
    const groups = (await call('GET', '/api/product-groups')).body as Node[];
    expect(groups.map((group) => group.code)).toEqual(expect.arrayContaining(['MOTOR', 'CARS']));
    const products = (await call('GET', '/api/products')).body as Node[];
    expect(products.map((product) => product.code)).toEqual(['CASCO']);
  });

  it('keeps names and codes unique across groups and products, ignoring case', async () => {
    await post('/api/product-groups', { name: 'Property', code: 'PROP' });
    const sameCode = await call('POST', '/api/products', {
      name: 'Home',
      code: 'prop',
      productType: 'INSURANCE',
    });
    expect(sameCode).toMatchObject({ status: 400, body: { validationErrors: { code: ['notUnique'] } } });
    const sameName = await call('POST', '/api/product-groups', {
      name: 'PROPERTY',
      code: 'P2',
    });
    expect(sameName).toMatchObject({ status: 400, body: { validationErrors: { name: ['notUnique'] } } });
    // Another tenant has its own namespace.
    await post('/api/product-groups', { name: 'Property', code: 'PROP' }, env.other);
  });

  it('accepts only a group of the tenant as parent, and no group below itself', async () => {
    const loans = await post('/api/product-groups', { name: 'Loans', code: 'LOANS' });
    const consumer = await post('/api/product-groups', {
      name: 'Consumer',
      code: 'CONSUMER',
      parentId: loans.id,
    });
    const loan = await post('/api/products', { name: 'Loan', code: 'LOAN', productType: 'LENDING' });
    const theirs = await post('/api/product-groups', { name: 'Theirs', code: 'THEIRS' }, env.other);
    for (const parentId of [loan.id, theirs.id]) {
      const response = await call('POST', '/api/products', {
        name: `Child of ${parentId}`,
        code: parentId.slice(0, 8),
        productType: 'LENDING',
        parentId,
      });
      expect(response).toMatchObject({ status: 400, body: { validationErrors: { parentId: ['notFound'] } } });
    }
    const cycle = await call('PUT', '/api/product-groups', {
      ...loans,
      parentId: consumer.id,
    });
    expect(cycle).toMatchObject({ status: 400, body: { validationErrors: { parentId: ['cycle'] } } });
  });

  it('deletes a group only once it is empty', async () => {
    const group = await post('/api/product-groups', { name: 'Travel', code: 'TRAVEL' });
    const product = await post('/api/products', {
      name: 'Trip',
      code: 'TRIP',
      productType: 'INSURANCE',
      parentId: group.id,
    });
    expect(await call('DELETE', `/api/product-groups/${group.id}`)).toMatchObject({
      status: 409,
      body: { message: 'productGroupNotEmpty' },
    });
    expect((await call('DELETE', `/api/products/${product.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/product-groups/${group.id}`)).status).toBe(204);
  });

  it('refuses a product without a valid type and keeps groups and products apart by address', async () => {
    const typeless = await call('POST', '/api/products', { name: 'X', code: 'X' });
    expect(typeless).toMatchObject({
      status: 400,
      body: { validationErrors: { productType: ['required'] } },
    });
    const group = await post('/api/product-groups', { name: 'Only a group', code: 'GROUP_ONLY' });
    expect((await call('GET', `/api/products/${group.id}`)).status).toBe(404);
  });

  it("never shows or changes another tenant's products", async () => {
    const theirs = await post(
      '/api/products',
      { name: 'Secret', code: 'SECRET', productType: 'LENDING' },
      env.other,
    );
    expect((await call('GET', `/api/products/${theirs.id}`)).status).toBe(404);
    expect((await call('PUT', '/api/products', { ...theirs, name: 'Taken' })).status).toBe(404);
    expect((await call('DELETE', `/api/products/${theirs.id}`)).status).toBe(404);
    const listed = await call('GET', '/api/products/find?limit=100');
    expect(JSON.stringify(listed.body)).not.toContain(theirs.id);
  });
});
