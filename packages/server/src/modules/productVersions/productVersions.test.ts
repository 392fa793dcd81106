import type { ObjectDefinition, ProductVersion } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';

describe('product versions', () => {
  const env = signedInTenant('pv');
  const { call } = env;
  let productId: string;
  beforeAll(async () => {
    const { body } = await call('POST', '/api/products', {
      name: 'Motor',
      code: 'MOTOR',
      productType: 'INSURANCE',
    });
    productId = (body as { id: string }).id;
  });

  const vehicle: ObjectDefinition = {
    key: 'vehicle',
    objectType: 'CUSTOM',
    name: 'Vehicle',
    attributes: { controlType: 'SINGLE_OBJECT' },
    fields: [
      { key: 'make', name: 'Make', iconName: 'Label', attributes: { fieldType: 'String', mandatory: true } },
    ],
  };
  const create = async (name: string, extra: Partial<ProductVersion> = {}) =>
    (
      await call('POST', '/api/product-versions', {
        name,
        productId,
        definition: { objectDefinitions: [vehicle] },
        ...extra,
      })
    ).body as Required<ProductVersion>;

  it('starts a version as NEW: inactive, unlocked, with its creation time', async () => {
    const version = await create('Motor v1');
    expect(version).toMatchObject({ name: 'Motor v1', active: false, locked: false, used: false, productId });
    expect(Date.parse(version.createdAt)).toBeGreaterThan(0);
  });

  it('validates the definition against the schemas, down to the fields', async () => {
    const response = await call('POST', '/api/product-versions', {
      name: 'Broken',
      productId,
      definition: {
        objectDefinitions: [{ ...vehicle, fields: [{ key: 'make', attributes: { fieldType: 'Colour' } }] }],
      },
    });
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { validationErrors: object }).validationErrors)).toEqual(
      expect.arrayContaining(['definition.objectDefinitions.0.fields.0.name']),
    );
  });

  it('keeps one active version per product: activating one deactivates the other', async () => {
    const first = await create('Act 1');
    const second = await create('Act 2');
    expect((await call('POST', `/api/product-versions/${first.id}/activate`)).body).toMatchObject({
      active: true,
    });
    expect((await call('POST', `/api/product-versions/${second.id}/activate`)).body).toMatchObject({
      active: true,
    });
    expect((await call('GET', `/api/product-versions/${first.id}`)).body).toMatchObject({ active: false });
  });

  it('copies with the naming rule: trailing number incremented, else "Copy of"', async () => {
    const numbered = await create('Motor 2026 v7');
    const named = await create('Basic');
    expect((await call('POST', `/api/product-versions/${numbered.id}/copy`)).body).toMatchObject({
      name: 'Motor 2026 v8',
      active: false,
      definition: numbered.definition,
    });
    expect((await call('POST', `/api/product-versions/${named.id}/copy`)).body).toMatchObject({
      name: 'Copy of Basic',
    });
    expect((await call('POST', `/api/product-versions/${named.id}/copy`)).body).toMatchObject({
      name: 'Copy of Basic 2',
    });
  });

  it('deletes only a version that is neither active nor locked', async () => {
    const active = await create('Doomed active', { active: true });
    expect(await call('DELETE', `/api/product-versions/${active.id}`)).toMatchObject({
      status: 409,
      body: { message: 'productVersionActive' },
    });
    const locked = await create('Doomed locked');
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query('update product_version set locked = true, used = true where id = $1', [locked.id]),
    );
    expect(await call('DELETE', `/api/product-versions/${locked.id}`)).toMatchObject({
      status: 409,
      body: { message: 'productVersionLocked' },
    });
    const plain = await create('Doomed new');
    expect((await call('DELETE', `/api/product-versions/${plain.id}`)).status).toBe(204);
  });

  it('keeps a locked version read-only, but it may still be activated', async () => {
    const version = await create('Frozen');
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query('update product_version set locked = true where id = $1', [version.id]),
    );
    expect(await call('PUT', '/api/product-versions', { ...version, name: 'Thawed' })).toMatchObject({
      status: 409,
      body: { message: 'productVersionLocked' },
    });
    expect((await call('POST', `/api/product-versions/${version.id}/activate`)).body).toMatchObject({
      active: true,
      locked: true,
    });
  });

  it('ignores the server-owned flags in a payload', async () => {
    const version = await create('Honest', { locked: true, used: true, createdAt: '2000-01-01T00:00:00Z' });
    expect(version).toMatchObject({ locked: false, used: false });
    expect(version.createdAt.startsWith('2000')).toBe(false);
  });

  it('lists a product’s versions page by page and drafts the next one from the active version', async () => {
    const page = (await call('GET', `/api/products/${productId}/product-versions/find?page=0&limit=5`))
      .body as {
      count: number;
      items: ProductVersion[];
    };
    expect(page.items).toHaveLength(5);
    expect(page.count).toBeGreaterThan(5);
    const draft = (await call('POST', `/api/products/${productId}/init-product-version`))
      .body as ProductVersion;
    const active = ((await call('GET', '/api/product-versions')).body as ProductVersion[]).find(
      (v) => v.active,
    );
    expect(draft).toMatchObject({ productId, active: false, definition: active?.definition });
    expect(draft.id).toBeUndefined();
  });

  it('gives the editor its context: the version, its siblings and the object library', async () => {
    const version = await create('In context');
    const context = (await call('GET', `/api/product-versions/${version.id}/context`)).body as {
      productVersion: ProductVersion;
      productVersionNames: { id: string; name: string }[];
      objectDefinitions: ObjectDefinition[];
    };
    expect(context.productVersion).toEqual(version);
    expect(context.productVersionNames).toContainEqual({ id: version.id, name: 'In context' });
    expect(context.objectDefinitions.map((definition) => definition.objectType)).toContain('PRIVATE');
  });

  it('refuses a version of a product that does not exist in the tenant', async () => {
    const response = await call('POST', '/api/product-versions', {
      name: 'Orphan',
      productId: '00000000-0000-4000-8000-000000000000',
      definition: { objectDefinitions: [] },
    });
    expect(response).toMatchObject({ status: 400, body: { validationErrors: { productId: ['notFound'] } } });
  });
});
