import type { ObjectDefinition, ProductVersion } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';

describe('object definitions', () => {
  const env = signedInTenant('od');
  const { call } = env;
  let productId: string;
  beforeAll(async () => {
    const { body } = await call('POST', '/api/products', {
      name: 'Home',
      code: 'HOME',
      productType: 'INSURANCE',
    });
    productId = (body as { id: string }).id;
  });

  const field = (key: string, name = key) => ({
    key,
    name,
    iconName: 'Label',
    attributes: { fieldType: 'String' },
  });
  let counter = 0;
  const createDefinition = async () => {
    counter += 1;
    const { body } = await call('POST', '/api/object-definitions', {
      key: `house${counter}`,
      objectType: 'CUSTOM',
      name: 'House',
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [field('street'), field('floors')],
    });
    return body as Required<ObjectDefinition>;
  };
  const embedIn = async (definition: ObjectDefinition, name: string, locked = false) => {
    const { version: _version, ...copy } = definition;
    const { body } = await call('POST', '/api/product-versions', {
      name,
      productId,
      definition: { objectDefinitions: [{ ...copy, fields: [...copy.fields, field('ownField')], seq: 3 }] },
    });
    const version = body as Required<ProductVersion>;
    if (locked) {
      await env.server.db.withTenant(env.tenant.id, (tx) =>
        tx.query('update product_version set locked = true where id = $1', [version.id]),
      );
    }
    return version;
  };
  const embeddedCopy = async (versionId: string) =>
    ((await call('GET', `/api/product-versions/${versionId}`)).body as ProductVersion).definition
      .objectDefinitions[0] as ObjectDefinition;
  const changed = (definition: ObjectDefinition) => ({
    ...definition,
    name: 'Building',
    fields: [field('street', 'Street address'), field('rooms')],
  });

  it('saves plainly without touching the product versions that embed it', async () => {
    const definition = await createDefinition();
    const version = await embedIn(definition, 'plain');
    expect((await call('PUT', '/api/object-definitions', changed(definition))).body).toMatchObject({
      name: 'Building',
      version: 1,
    });
    expect((await embeddedCopy(version.id)).name).toBe('House');
  });

  it('propagates: the definition and its new fields reach unlocked versions, which keep their own fields', async () => {
    const definition = await createDefinition();
    const open = await embedIn(definition, 'propagate open');
    const locked = await embedIn(definition, 'propagate locked', true);
    expect((await call('PUT', '/api/object-definitions/propagate', changed(definition))).status).toBe(200);
    const copy = await embeddedCopy(open.id);
    expect(copy).toMatchObject({ name: 'Building', seq: 3 });
    expect(copy.fields.map((each) => [each.key, each.name])).toEqual([
      ['street', 'street'],
      ['floors', 'floors'],
      ['ownField', 'ownField'],
      ['rooms', 'rooms'],
    ]);
    expect((await embeddedCopy(locked.id)).name).toBe('House');
  });

  it('overwrites: unlocked versions get exactly the library definition', async () => {
    const definition = await createDefinition();
    const open = await embedIn(definition, 'overwrite open');
    const saved = (await call('PUT', '/api/object-definitions/overwrite', changed(definition)))
      .body as ObjectDefinition;
    const copy = await embeddedCopy(open.id);
    expect(copy.fields.map((each) => [each.key, each.name])).toEqual([
      ['street', 'Street address'],
      ['rooms', 'rooms'],
    ]);
    expect(copy).toMatchObject({ id: saved.id, name: 'Building', seq: 3 });
  });

  it('refuses a stale version in every save mode', async () => {
    const definition = await createDefinition();
    await call('PUT', '/api/object-definitions', changed(definition));
    for (const path of [
      '/api/object-definitions',
      '/api/object-definitions/propagate',
      '/api/object-definitions/overwrite',
    ]) {
      expect((await call('PUT', path, changed(definition))).status, path).toBe(409);
    }
  });

  it('deletes a definition only while no product version or Object field uses it', async () => {
    const unused = await createDefinition();
    expect((await call('DELETE', `/api/object-definitions/${unused.id}`)).status).toBe(204);

    const embedded = await createDefinition();
    await embedIn(embedded, 'keeps it');
    expect(await call('DELETE', `/api/object-definitions/${embedded.id}`)).toMatchObject({
      status: 409,
      body: { message: 'objectDefinitionInUse' },
    });

    const referenced = await createDefinition();
    const holder = await createDefinition();
    await call('PUT', '/api/object-definitions', {
      ...holder,
      fields: [{ ...field('house'), attributes: { fieldType: 'Object', referenceId: referenced.id } }],
    });
    expect((await call('DELETE', `/api/object-definitions/${referenced.id}`)).status).toBe(409);
  });

  it('rejects unique-field constraints on custom objects, as the schema says', async () => {
    const response = await call('POST', '/api/object-definitions', {
      key: 'constrained',
      objectType: 'CUSTOM',
      name: 'Constrained',
      attributes: { controlType: 'SINGLE_OBJECT', uniqueFieldsConstraint: ['street'] },
      fields: [field('street')],
    });
    expect(response).toMatchObject({
      status: 400,
      body: { validationErrors: { 'attributes.uniqueFieldsConstraint': ['unknownField'] } },
    });
  });
});
