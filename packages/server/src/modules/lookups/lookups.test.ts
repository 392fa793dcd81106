import type { Lookup } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';

// The generic configuration resource calls, exercised on lookups.
describe('lookups', () => {
  const env = signedInTenant('lk', { other: true });
  const { call } = env;

  const fuel: Lookup = {
    key: 'fuelType',
    name: 'Fuel type',
    values: [
      { key: 'PETROL', name: 'Petrol' },
      { key: 'DIESEL', name: 'Diesel', translations: { de: 'Diesel' } },
    ],
  };

  it('creates a lookup with a server-assigned id and version 0, and reads it back', async () => {
    const created = await call('POST', '/api/lookups', fuel);
    expect(created.status).toBe(200);
    const lookup = created.body as Lookup;
    expect(lookup).toMatchObject({ ...fuel, version: 0 });
    expect(lookup.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await call('GET', `/api/lookups/${lookup.id}`)).toEqual({
      status: 200,
      body: lookup,
    });
  });

  it('updates with the current version, raising it; a stale version answers 409 and writes nothing', async () => {
    const { body } = await call('POST', '/api/lookups', { ...fuel, key: 'fuel2' });
    const lookup = body as Lookup;
    const renamed = await call('PUT', '/api/lookups', { ...lookup, name: 'Fuel' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Fuel', version: 1 } });

    const stale = await call('PUT', '/api/lookups', { ...lookup, name: 'Lost' });
    expect(stale).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'Data was updated or deleted by another transaction',
      },
    });
    expect(await call('GET', `/api/lookups/${lookup.id}`)).toMatchObject({
      body: { name: 'Fuel', version: 1 },
    });
  });

  it('lets exactly one of two concurrent updates at the same version win', async () => {
    const { body } = await call('POST', '/api/lookups', { ...fuel, key: 'raced' });
    const lookup = body as Lookup;
    const results = await Promise.all(
      ['First', 'Second'].map((name) => call('PUT', '/api/lookups', { ...lookup, name })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.status === 200)?.body as Lookup;
    expect((await call('GET', `/api/lookups/${lookup.id}`)).body).toEqual(winner);
  });

  it('writes a history and an activity row for every change, in the same transaction', async () => {
    const { body } = await call('POST', '/api/lookups', { ...fuel, key: 'journaled' });
    const lookup = body as Lookup;
    await call('PUT', '/api/lookups', { ...lookup, name: 'Renamed' });
    await call('DELETE', `/api/lookups/${lookup.id}`);
    const journal = await env.server.db.withTenant(env.tenant.id, async (tx) => ({
      history: (
        await tx.query(
          `select event_type, editor, previous_state->>'name' as before, new_state->>'name' as after
             from history where object_id = $1 order by created, event_type`,
          [lookup.id],
        )
      ).rows,
      activity: (
        await tx.query(
          `select event_type, user_name, object_table, object_display_name from activity where object_id = $1
            order by event_date`,
          [lookup.id],
        )
      ).rows,
    }));
    const editor = env.tenant.admin.email;
    expect(journal.history).toEqual([
      { event_type: 'CREATE', editor, before: null, after: 'Fuel type' },
      { event_type: 'UPDATE', editor, before: 'Fuel type', after: 'Renamed' },
      { event_type: 'DELETE', editor, before: 'Renamed', after: null },
    ]);
    expect(journal.activity.map((row) => row.event_type)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(journal.activity[1]).toEqual({
      event_type: 'UPDATE',
      user_name: editor,
      object_table: 'lookup',
      object_display_name: 'Renamed',
    });
  });

  it('rejects an invalid payload with every problem on its dotted path, and unknown properties', async () => {
    const response = await call('POST', '/api/lookups', {
      key: '1 bad',
      values: [{ key: 'A' }, { name: 'B', colour: 'red' }],
      tenantId: env.other.id,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'validationFailed',
      validationErrors: {
        key: ['pattern'],
        name: ['required'],
        tenantId: ['unknownField'],
        'values.0.name': ['required'],
        'values.1.key': ['required'],
        'values.1.colour': ['unknownField'],
      },
    });
  });

  it('does not let a client choose the id or version of a new lookup', async () => {
    const response = await call('POST', '/api/lookups', {
      ...fuel,
      id: env.other.id,
      version: 7,
    });
    expect(response).toMatchObject({
      status: 400,
      body: { validationErrors: { id: ['unknownField'], version: ['unknownField'] } },
    });
  });

  it('needs the id and version to update', async () => {
    const response = await call('PUT', '/api/lookups', fuel);
    expect(response).toMatchObject({
      status: 400,
      body: { validationErrors: { id: ['required'], version: ['required'] } },
    });
  });

  it('refuses a key already used in the tenant, but not one used in another tenant', async () => {
    await call('POST', '/api/lookups', { ...fuel, key: 'shared' });
    expect(await call('POST', '/api/lookups', { ...fuel, key: 'shared' })).toMatchObject({
      status: 400,
      body: { validationErrors: { key: ['notUnique'] } },
    });
    expect((await call('POST', '/api/lookups', { ...fuel, key: 'shared' }, env.other.admin)).status).toBe(
      200,
    );
  });

  it('pages with find (count and items) and filters find-all by ids and name', async () => {
    const own = await call('GET', '/api/lookups');
    const all = own.body as Lookup[];
    const page = await call('GET', '/api/lookups/find?page=1&limit=2');
    expect(page).toEqual({ status: 200, body: { count: all.length, items: all.slice(2, 4) } });

    const ids = all.slice(0, 2).map((lookup) => lookup.id);
    const byIds = await call('GET', `/api/lookups/find-all?ids=${ids.join(',')}`);
    expect((byIds.body as Lookup[]).map((lookup) => lookup.id).sort()).toEqual([...ids].sort());
    const byName = await call('GET', '/api/lookups/find-all?name=REN');
    expect((byName.body as Lookup[]).every((lookup) => /ren/i.test(lookup.name))).toBe(true);
    const wildcard = await call('GET', '/api/lookups/find-all?name=%25');
    expect(wildcard.body).toEqual([]);
  });

  it('refuses a malformed page, limit or id with 400', async () => {
    for (const path of [
      '/api/lookups/find?page=abc',
      '/api/lookups/find?limit=1000',
      '/api/lookups/find?page=-1',
      '/api/lookups/12',
    ]) {
      expect((await call('GET', path)).status, path).toBe(400);
    }
  });

  it("keeps tenants apart: another tenant's ids are not found and its rows never listed", async () => {
    const { body } = await call('POST', '/api/lookups', { ...fuel, key: 'theirs' }, env.other.admin);
    const theirs = body as Lookup;
    expect((await call('GET', `/api/lookups/${theirs.id}`)).status).toBe(404);
    expect((await call('PUT', '/api/lookups', { ...theirs, name: 'Mine now' })).status).toBe(404);
    expect((await call('DELETE', `/api/lookups/${theirs.id}`)).status).toBe(404);
    const lists = await Promise.all(
      ['/api/lookups', '/api/lookups/find-all', `/api/lookups/find-all?ids=${theirs.id}`].map((path) =>
        call('GET', path),
      ),
    );
    for (const list of lists) expect(JSON.stringify(list.body)).not.toContain(theirs.id);
    const page = (await call('GET', '/api/lookups/find?limit=100')).body as {
      items: Lookup[];
    };
    expect(page.items.map((lookup) => lookup.id)).not.toContain(theirs.id);
    expect(await call('GET', `/api/lookups/${theirs.id}`, undefined, env.other.admin)).toMatchObject({
      body: { name: 'Fuel type', version: 0 },
    });
  });
});
