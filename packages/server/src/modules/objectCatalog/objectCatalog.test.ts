import { describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser } from '../../../test/support/tenants.js';

describe('the object catalog', () => {
  const env = signedInTenant('catalog');
  const { call } = env;

  it('gives every signed-in user the products, groups, object definitions, lookups and labels', async () => {
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

    const anyone = await addTestUser(env.server, env.tenant, []);
    const { status, body } = await call('GET', '/api/object-catalog', undefined, anyone);
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
