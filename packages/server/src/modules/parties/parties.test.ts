import {
  compileForm,
  createValidator,
  LIST_COUNT_CAP,
  localNow,
  visibleData,
  type Page,
  type DataDefinition,
  type Party,
  type PartyContext,
  type PartyDraft,
} from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, registerTestTenant, type TestUser } from '../../../test/support/tenants.js';

type ErrorBody = { message: string; validationErrors: Record<string, string[]> };

/** The values of a private person's `person` object. */
const personOf = (party: Party) => party.data.person as Record<string, unknown>;

describe('parties', () => {
  const env = signedInTenant('pty', { other: true });
  const { call } = env;

  let codes = 0;
  const person = (firstName: string, lastName: string, extra: Record<string, unknown> = {}) => ({
    firstName,
    lastName,
    personalCode: `${Date.now()}-${++codes}`,
    ...extra,
  });
  const createPrivate = async (data: Record<string, unknown>, user?: TestUser) =>
    call('POST', '/api/parties', { partyType: 'PRIVATE', data: { person: data } }, user);

  it('drafts a new person of either type from its object definitions, whatever the case of the type', async () => {
    const { status, body } = await call('POST', '/api/parties/private/init');
    expect(status).toBe(200);
    const draft = body as PartyDraft;
    expect(draft.party).toEqual({ partyType: 'PRIVATE', data: { person: {} } });
    expect(draft.dataDefinition).toMatchObject({
      objectDefinitions: [{ key: 'person', objectType: 'PRIVATE' }],
      lookups: [],
      referencedObjectDefinitions: [],
      currencies: ['EUR'],
      timeZone: 'Europe/Riga',
    });
    const legal = (await call('POST', '/api/parties/LEGAL/init')).body as PartyDraft;
    expect(legal.dataDefinition.objectDefinitions.map((definition) => definition.key)).toEqual(['company']);
    expect(await call('POST', '/api/parties/robot/init')).toMatchObject({
      status: 400,
      body: { validationErrors: { partyType: ['notAllowed'] } },
    });
  });

  it('gives the browser what it needs to compile the very form the server validates with', async () => {
    const { dataDefinition } = (await call('POST', '/api/parties/PRIVATE/init')).body as PartyDraft;
    const data = { person: { firstName: 'Anna', personalCode: 'X', email: 'not an address' } };
    const compiled = compileForm(dataDefinition.objectDefinitions, {
      locale: 'en-GB',
      now: localNow(new Date(), dataDefinition.timeZone),
      lookups: dataDefinition.lookups,
      objectDefinitions: dataDefinition.referencedObjectDefinitions,
      currencies: dataDefinition.currencies,
      mode: 'edit',
    });
    const inBrowser = createValidator(compiled.schema, { locale: 'en-GB' })(visibleData(data, compiled));
    const onServer = await call('POST', '/api/parties', { partyType: 'PRIVATE', data });
    expect(onServer.status).toBe(400);
    expect((onServer.body as ErrorBody).validationErrors).toEqual(inBrowser.errors);
    expect(Object.keys(inBrowser.errors).sort()).toEqual(['person.email', 'person.lastName']);
  });

  it('creates a person with the name, code and e-mail derived from the data, and reads it back', async () => {
    const data = person('Anna', 'Bērziņa', { email: 'anna@example.com', dateOfBirth: '1985-03-12' });
    const { status, body } = await createPrivate(data);
    expect(status).toBe(200);
    const party = body as Party;
    expect(party).toMatchObject({
      partyType: 'PRIVATE',
      name: 'Anna Bērziņa',
      code: data.personalCode,
      email: 'anna@example.com',
      data: { person: data },
      version: 0,
    });
    const read = await call('GET', `/api/parties/${party.id}`);
    expect(read.status).toBe(200);
    const { party: stored, dataDefinition } = read.body as PartyContext;
    expect(stored).toEqual(party);
    expect(dataDefinition.objectDefinitions.map((o) => o.objectType)).toEqual(['PRIVATE']);
  });

  it('names a legal person by its company name and codes it by its registration number', async () => {
    const { body } = await call('POST', '/api/parties', {
      partyType: 'legal',
      data: { company: { name: 'Kalns SIA', registrationNumber: `40003${++codes}` } },
    });
    expect(body).toMatchObject({ partyType: 'LEGAL', name: 'Kalns SIA', code: `40003${codes}` });
    expect(body).not.toHaveProperty('email');
  });

  it('refuses invalid data with messages in the user’s language on dotted field paths', async () => {
    const { status, body } = await createPrivate({ firstName: 'Anna', dateOfBirth: '2999-01-01', extra: 1 });
    expect(status).toBe(400);
    expect((body as ErrorBody).validationErrors).toEqual({
      'person.lastName': ['This field is required'],
      'person.personalCode': ['This field is required'],
      'person.dateOfBirth': ['The date cannot be in the future'],
      'person.extra': ['This field is not part of the form'],
    });
  });

  it('refuses text the database cannot store with 400, and searches past it', async () => {
    const refused = await createPrivate(person('Nul\u0000l', 'Byte'));
    expect(refused).toMatchObject({
      status: 400,
      body: { validationErrors: { 'person.firstName': ['invalidCharacter'] } },
    });
    for (const query of ['search=%00', 'search=a%00b', `sorting=${encodeURIComponent('name:ASC\u0000')}`]) {
      expect((await call('GET', `/api/parties/find?${query}`)).status, query).toBeLessThan(500);
    }
  });

  it('refuses a second person with the same personal code, ignoring case and spaces, on that field', async () => {
    const first = (await createPrivate(person('Jānis', 'Ozols', { personalCode: 'ab-123' }))).body as Party;
    const second = await createPrivate(person('Juris', 'Ozols', { personalCode: ' AB-123 ' }));
    expect(second).toMatchObject({
      status: 400,
      body: { validationErrors: { 'person.personalCode': ['This value is already in use'] } },
    });
    // The same code in another tenant is another person.
    expect(
      (await createPrivate(person('Jānis', 'Ozols', { personalCode: 'ab-123' }), env.other.admin)).status,
    ).toBe(200);
    // Saving the holder again keeps its own code.
    const renamed = await call('PUT', '/api/parties', {
      ...first,
      data: { person: { ...personOf(first), firstName: 'Jānis Pēteris' } },
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Jānis Pēteris Ozols', version: 1 } });
  });

  it('lets exactly one of two concurrent creations with the same code through', async () => {
    const code = `same-${Date.now()}`;
    const results = await Promise.all(
      ['Liga', 'Ilze'].map((firstName) => createPrivate(person(firstName, 'Liepa', { personalCode: code }))),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
  });

  it('updates with the current version and refuses a stale one or a change of type', async () => {
    const party = (await createPrivate(person('Maris', 'Kalnins'))).body as Party;
    const updated = await call('PUT', '/api/parties', {
      ...party,
      data: { person: { ...personOf(party), email: 'maris@example.com' } },
    });
    expect(updated).toMatchObject({ status: 200, body: { email: 'maris@example.com', version: 1 } });
    expect(await call('PUT', '/api/parties', { ...party, data: party.data })).toMatchObject({
      status: 409,
      body: { message: 'Data was updated or deleted by another transaction' },
    });
    const current = updated.body as Party;
    expect(await call('PUT', '/api/parties', { ...current, partyType: 'LEGAL' })).toMatchObject({
      status: 400,
      body: { validationErrors: { partyType: ['notAllowed'] } },
    });
    expect(await call('PUT', '/api/parties', { ...current, tenantId: env.other.id })).toMatchObject({
      status: 400,
    });
  });

  it('journals creations and updates with both states', async () => {
    const party = (await createPrivate(person('Inese', 'Abele'))).body as Party;
    await call('PUT', '/api/parties', {
      ...party,
      data: { person: { ...personOf(party), firstName: 'Ina' } },
    });
    const history = await env.server.db.withTenant(env.tenant.id, async (tx) => {
      const { rows } = await tx.query<{ event_type: string; previous_state: Party | null; new_state: Party }>(
        `select event_type, previous_state, new_state from history
          where object_table = 'party' and object_id = $1 order by created`,
        [party.id],
      );
      return rows;
    });
    expect(
      history.map((row) => [row.event_type, row.previous_state?.name ?? null, row.new_state.name]),
    ).toEqual([
      ['CREATE', null, 'Inese Abele'],
      ['UPDATE', 'Inese Abele', 'Ina Abele'],
    ]);
  });

  it('finds people page by page and looks them up by name, code, type and id for Customer fields', async () => {
    const marker = `Zz${Date.now()}`;
    const created: Party[] = [];
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      created.push((await createPrivate(person(name, marker))).body as Party);
    }
    const company = (
      await call('POST', '/api/parties', {
        partyType: 'LEGAL',
        data: { company: { name: `${marker} AS`, registrationNumber: `R${Date.now()}` } },
      })
    ).body as Party;

    const page = await call('GET', `/api/parties/find?page=0&limit=2&search=${marker.toLowerCase()}`);
    expect(page.body).toMatchObject({
      count: 4,
      items: [{ name: `Alpha ${marker}` }, { name: `Beta ${marker}` }],
    });
    expect((page.body as { items: object[] }).items[0]).not.toHaveProperty('data');

    const privates = await call('GET', `/api/parties/find-all?name=${marker}&partyTypes=private`);
    expect(privates.body).toEqual({
      count: 3,
      items: created.map(({ id, name, code }) => ({ id, name, code, partyType: 'PRIVATE' })),
    });
    // A look-up counts no further than one past its page: enough to know that more follow.
    const firstOfThree = await call('GET', `/api/parties/find-all?name=${marker}&partyTypes=private&limit=1`);
    expect(firstOfThree.body).toMatchObject({ count: 2, items: [{ id: created[0]?.id }] });
    const byIds = await call('GET', `/api/parties/find-all?ids=${company.id},${created[0]?.id}`);
    expect((byIds.body as { items: { id: string }[] }).items.map((item) => item.id).sort()).toEqual(
      [company.id, created[0]?.id].sort(),
    );
    const byCode = await call(
      'GET',
      `/api/parties/find-all?name=${encodeURIComponent(created[1]?.code ?? '')}`,
    );
    expect(byCode.body).toMatchObject({ count: 1, items: [{ id: created[1]?.id }] });
  });

  it('keeps tenants apart: another tenant’s party is not found, listed or looked up', async () => {
    const marker = `Iso${Date.now()}`;
    const theirs = (await createPrivate(person('Olga', marker), env.other.admin)).body as Party;
    expect((await call('GET', `/api/parties/${theirs.id}`)).status).toBe(404);
    expect((await call('PUT', '/api/parties', theirs)).status).toBe(404);
    expect((await call('GET', `/api/parties/find?search=${marker}`)).body).toEqual({ count: 0, items: [] });
    expect((await call('GET', `/api/parties/find-all?ids=${theirs.id}`)).body).toEqual({
      count: 0,
      items: [],
    });
  });

  it('requires the party permission of each call', async () => {
    const reader = await addTestUser(env.server, env.tenant, ['party:Read', 'party:Find']);
    const party = (await createPrivate(person('Karlis', 'Krumins'))).body as Party;
    expect((await call('GET', `/api/parties/${party.id}`, undefined, reader)).status).toBe(200);
    expect((await call('GET', '/api/parties/find', undefined, reader)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/parties/PRIVATE/init', undefined],
      ['POST', '/api/parties', { partyType: 'PRIVATE', data: { person: person('A', 'B') } }],
      ['PUT', '/api/parties', party],
      ['GET', '/api/parties/find-all', undefined],
    ] as const) {
      expect(await call(method, path, body, reader)).toMatchObject({
        status: 403,
        body: { message: 'lackPermission' },
      });
    }
  });

  it('takes a person’s form from the tenant’s current definitions', async () => {
    const own = await registerTestTenant(env.server, 'pty_c');
    const ownCall = (method: string, path: string, body?: unknown) => call(method, path, body, own.admin);
    const { dataDefinition } = (await ownCall('POST', '/api/parties/PRIVATE/init')).body as PartyDraft;
    const definition = dataDefinition.objectDefinitions[0] as DataDefinition['objectDefinitions'][number];
    const extended = {
      ...definition,
      fields: [
        ...definition.fields,
        {
          key: 'nickname',
          name: 'Nickname',
          iconName: 'Badge',
          attributes: { fieldType: 'String', mandatory: true },
        },
      ],
    };
    expect((await ownCall('PUT', '/api/object-definitions', extended)).status).toBe(200);
    const refused = await createPrivate(person('Andris', 'Jansons'), own.admin);
    expect((refused.body as ErrorBody).validationErrors).toEqual({
      'person.nickname': ['This field is required'],
    });
    expect((await createPrivate(person('Andris', 'Jansons', { nickname: 'Andy' }), own.admin)).status).toBe(
      200,
    );
  });
});

describe('the persons list of a large book', () => {
  const env = signedInTenant('ptybig');
  const persons = LIST_COUNT_CAP + 5;

  it('counts up to the cap, or to the end of the page asked for, and says when more match', async () => {
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query(
        `insert into party (tenant_id, party_type, name, code, data, search_text)
         select $1, 'PRIVATE', 'Person ' || n, lpad(n::text, 5, '0'), '{}', 'person ' || lpad(n::text, 5, '0')
           from generate_series(1, $2::int) as n`,
        [env.tenant.id, persons],
      ),
    );
    const page = async (index: number) =>
      (await env.call('GET', `/api/parties/find?page=${index}&limit=20`)).body as Page<Party>;
    const first = await page(0);
    expect(first).toMatchObject({ count: LIST_COUNT_CAP, countCapped: true });
    expect(first.items.map((item) => item.name).slice(0, 2)).toEqual(['Person 1', 'Person 2']);
    expect(await page(49)).toMatchObject({ count: LIST_COUNT_CAP, countCapped: true });
    // The last page lies past the cap: counted to its end, which is the list's.
    const last = await page(50);
    expect(last.countCapped).toBeUndefined();
    expect(last.count).toBeGreaterThanOrEqual(persons);
    expect(last.items.length).toBeGreaterThan(0);
  });
});
