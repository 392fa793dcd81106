import type { Intermediary, IntermediaryContext, IntermediaryDraft, Party } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestTenant, type TestUser } from '../../../test/support/tenants.js';
import type { TestServer } from '../../../test/support/server.js';

const broker = (name: string, code: string) => ({
  intermediary: { name, code, email: `office@${code.toLowerCase()}.test` },
});

/** Makes the user work for the intermediary, as the users screen does. */
async function affiliate(server: TestServer, tenant: TestTenant, user: TestUser, intermediary: Intermediary) {
  await server.db.withTenant(tenant.id, (tx) =>
    tx.query('update user_account set affiliation = $2 where email = $1', [
      user.email,
      { id: intermediary.id, name: intermediary.name },
    ]),
  );
}

describe('intermediaries', () => {
  const env = signedInTenant('brokers', { other: true });
  const { call } = env;
  let created: Intermediary;

  it('start from a draft whose form is the tenant’s INTERMEDIARY object definition', async () => {
    const { status, body } = await call('POST', '/api/intermediaries/init');
    expect(status).toBe(200);
    const draft = body as IntermediaryDraft;
    expect(draft.intermediary).toEqual({ data: expect.any(Object) });
    expect(draft.dataDefinition.objectDefinitions.map((each) => each.objectType)).toEqual(['INTERMEDIARY']);
    expect(draft.dataDefinition.objectDefinitions[0]?.fields.map((field) => field.key)).toEqual(
      expect.arrayContaining(['name', 'code', 'email']),
    );
  });

  it('are created from the form’s data, named and coded by it, and read back with their form', async () => {
    const saved = await call('POST', '/api/intermediaries', { data: broker('Baltic Brokers', 'BB') });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    created = saved.body as Intermediary;
    expect(created).toMatchObject({ name: 'Baltic Brokers', code: 'BB', active: true, version: 0 });
    const read = await call('GET', `/api/intermediaries/${created.id}`);
    expect(read.status).toBe(200);
    expect((read.body as IntermediaryContext).intermediary).toEqual(created);
    expect((read.body as IntermediaryContext).dataDefinition.objectDefinitions).toHaveLength(1);
  });

  it('refuse a missing mandatory field and a code another intermediary has, on the field', async () => {
    const missing = await call('POST', '/api/intermediaries', {
      data: { intermediary: { name: 'No code' } },
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { validationErrors: { 'intermediary.code': [expect.any(String)] } },
    });
    const taken = await call('POST', '/api/intermediaries', { data: broker('Other', 'bb') });
    expect(taken).toMatchObject({
      status: 400,
      body: { validationErrors: { 'intermediary.code': [expect.any(String)] } },
    });
    const unknown = await call('POST', '/api/intermediaries', {
      data: broker('X', 'X'),
      tenantId: env.other.id,
    });
    expect(unknown.status).toBe(400);
  });

  it('are updated at the version read (409 when stale), renaming the affiliation of their users', async () => {
    const user = await addTestUser(env.server, env.tenant, []);
    await affiliate(env.server, env.tenant, user, created);
    const updated = await call('PUT', '/api/intermediaries', {
      ...created,
      data: broker('Baltic Brokers Group', 'BB'),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Baltic Brokers Group', version: 1 });
    const stale = await call('PUT', '/api/intermediaries', { ...created, data: broker('Lost', 'BB') });
    expect(stale.status).toBe(409);
    const profile = await call('GET', '/api/profile/affiliations', undefined, user);
    expect(profile.body).toEqual([{ id: created.id, name: 'Baltic Brokers Group' }]);
    created = updated.body as Intermediary;
  });

  it('are found by name, listed by look-ups with ids, and another tenant’s stay invisible', async () => {
    await call('POST', '/api/intermediaries', { data: broker('Nordic Agents', 'NA') });
    const found = await call('GET', '/api/intermediaries/find?search=nordic');
    expect(found.body).toMatchObject({ count: 1, items: [{ name: 'Nordic Agents', code: 'NA' }] });
    const all = await call('GET', '/api/intermediaries/find-all');
    expect((all.body as { items: { name: string }[] }).items.map(({ name }) => name)).toEqual([
      'Baltic Brokers Group',
      'Nordic Agents',
    ]);
    const byId = await call('GET', `/api/intermediaries/find-all?ids=${created.id}`);
    expect(byId.body).toEqual({ count: 1, items: [{ id: created.id, name: 'Baltic Brokers Group' }] });

    const other = (...args: [string, string, unknown?]) => call(args[0], args[1], args[2], env.other.admin);
    expect((await other('GET', `/api/intermediaries/${created.id}`)).status).toBe(404);
    expect((await other('GET', '/api/intermediaries/find')).body).toEqual({ count: 0, items: [] });
    expect((await other('GET', `/api/intermediaries/${created.id}/find-users`)).status).toBe(404);
    expect(
      (await other('PUT', '/api/intermediaries', { ...created, data: broker('Taken', 'T') })).status,
    ).toBe(404);
  });

  it('list their users and the groups those users are in, five a page by default', async () => {
    const users: TestUser[] = [];
    for (let index = 0; index < 6; index += 1) {
      const user = await addTestUser(env.server, env.tenant, [`party:Read`]);
      await affiliate(env.server, env.tenant, user, created);
      users.push(user);
    }
    await addTestUser(env.server, env.tenant, ['party:Read']);
    const first = await call('GET', `/api/intermediaries/${created.id}/find-users`);
    // The six above and the one affiliated while renaming.
    expect(first.body).toMatchObject({ count: 7 });
    expect((first.body as { items: unknown[] }).items).toHaveLength(5);
    const second = await call('GET', `/api/intermediaries/${created.id}/find-users?page=1`);
    expect((second.body as { items: { email: string; active: boolean }[] }).items).toHaveLength(2);
    const emails = [
      ...(first.body as { items: { email: string }[] }).items,
      ...(second.body as { items: { email: string }[] }).items,
    ].map(({ email }) => email);
    expect(emails).toEqual(expect.arrayContaining(users.map(({ email }) => email)));

    const groups = await call('GET', `/api/intermediaries/${created.id}/find-permission-groups?limit=10`);
    expect(groups.body).toMatchObject({ count: 6 });
    expect((groups.body as { items: { name: string }[] }).items.map(({ name }) => name)).toEqual(
      expect.arrayContaining(users.map(({ email }) => `Group of ${email}`)),
    );
    expect((await call('GET', `/api/intermediaries/${created.id}/find-users?limit=101`)).status).toBe(400);
  });

  it('need their permissions: read, init, create, update, find users and groups', async () => {
    const reader = await addTestUser(env.server, env.tenant, ['intermediary:Read']);
    expect((await call('GET', `/api/intermediaries/${created.id}`, undefined, reader)).status).toBe(200);
    expect((await call('POST', '/api/intermediaries/init', undefined, reader)).status).toBe(403);
    expect((await call('POST', '/api/intermediaries', { data: broker('X', 'X') }, reader)).status).toBe(403);
    expect((await call('PUT', '/api/intermediaries', created, reader)).status).toBe(403);
    expect(
      (await call('GET', `/api/intermediaries/${created.id}/find-users`, undefined, reader)).status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/intermediaries/${created.id}/find-permission-groups`, undefined, reader))
        .status,
    ).toBe(403);
    const nobody = await addTestUser(env.server, env.tenant, ['party:Read']);
    expect((await call('GET', '/api/intermediaries/find', undefined, nobody)).status).toBe(403);
  });
});

describe('the partner restriction', () => {
  const env = signedInTenant('partners');
  const { call } = env;
  /** No restriction among them: working for an intermediary is what restricts. */
  const PARTNER = ['party:*'];
  let alpha: Intermediary;
  let beta: Intermediary;
  let alphaPartner: TestUser;
  let betaPartner: TestUser;
  let alphaParty: Party;

  beforeAll(async () => {
    const create = async (name: string, code: string) =>
      (await call('POST', '/api/intermediaries', { data: broker(name, code) })).body as Intermediary;
    alpha = await create('Alpha', 'A');
    beta = await create('Beta', 'B');
    alphaPartner = await addTestUser(env.server, env.tenant, PARTNER);
    betaPartner = await addTestUser(env.server, env.tenant, PARTNER);
    await affiliate(env.server, env.tenant, alphaPartner, alpha);
    await affiliate(env.server, env.tenant, betaPartner, beta);
  });

  const person = (user: TestUser, name: string) =>
    call(
      'POST',
      '/api/parties',
      {
        partyType: 'PRIVATE',
        data: { person: { firstName: name, lastName: 'Partnered', personalCode: name } },
      },
      user,
    );

  it('makes the records a partner creates carry their intermediary', async () => {
    const created = await person(alphaPartner, 'Alma');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    alphaParty = created.body as Party;
    const stored = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query<{ intermediary_id: string | null }>('select intermediary_id from party where id = $1', [
        alphaParty.id,
      ]),
    );
    expect(stored.rows).toEqual([{ intermediary_id: alpha.id }]);
    expect((await person(env.tenant.admin, 'Ivo')).status).toBe(200);
  });

  it('shows a partner only their intermediary’s parties; another’s by id is not found', async () => {
    const own = await call('GET', '/api/parties/find', undefined, alphaPartner);
    expect((own.body as { items: { name: string }[] }).items.map(({ name }) => name)).toEqual([
      'Alma Partnered',
    ]);
    expect((await call('GET', '/api/parties/find', undefined, betaPartner)).body).toEqual({
      count: 0,
      items: [],
    });
    expect((await call('GET', `/api/parties/${alphaParty.id}`, undefined, betaPartner)).status).toBe(404);
    expect((await call('GET', `/api/parties/${alphaParty.id}`, undefined, alphaPartner)).status).toBe(200);
    const lookup = await call('GET', '/api/parties/find-all?name=Partnered', undefined, betaPartner);
    expect(lookup.body).toMatchObject({ count: 0 });
    const changed = await call(
      'PUT',
      '/api/parties',
      { ...alphaParty, data: { person: { firstName: 'Taken', lastName: 'Over', personalCode: 'Alma' } } },
      betaPartner,
    );
    expect(changed.status).toBe(404);
  });

  it('holds for whoever works for an intermediary, named among their permissions', async () => {
    const permissions = await call('GET', '/api/profile/permissions', undefined, alphaPartner);
    expect(permissions.body).toEqual(['partner:Restriction', 'party:*']);
  });

  it('shows internal staff everything, also one holding the restriction’s reduced views', async () => {
    const all = await call('GET', '/api/parties/find', undefined, env.tenant.admin);
    expect((all.body as { count: number }).count).toBe(2);
    const internal = await addTestUser(env.server, env.tenant, ['party:*', 'partner:Restriction']);
    expect((await call('GET', '/api/parties/find', undefined, internal)).body).toMatchObject({ count: 2 });
    const search = await call('GET', '/api/search?search=Partnered', undefined, betaPartner);
    expect(search.body).toMatchObject({ parties: { count: 0 } });
  });
});
