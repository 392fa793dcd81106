import type { Note, NotePage, Party } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';

describe('notes', () => {
  const env = signedInTenant('nts', { other: true });
  const { call } = env;
  let personId: string;
  let colleague: TestUser;

  const newPerson = async (user?: TestUser) => {
    const data = { person: { firstName: 'Anna', lastName: 'Bērziņa', personalCode: `N-${Math.random()}` } };
    const saved = await call('POST', '/api/parties', { partyType: 'PRIVATE', data }, user);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return (saved.body as Party).id;
  };

  const addNote = async (refId: string, note = 'Call back on Monday', user?: TestUser) => {
    const added = await call('POST', '/api/notes/party', { note, refId, important: true }, user);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body as Note;
  };

  beforeAll(async () => {
    personId = await newPerson();
    colleague = await addTestUser(env.server, env.tenant, ['party:*']);
  });

  it('adds a note by the caller and lists the newest first, five a page', async () => {
    const refId = await newPerson();
    for (let index = 1; index <= 6; index++) await addNote(refId, `Note ${index}`);
    const first = await call('GET', `/api/notes/party/find?entityId=${refId}`);
    expect(first.status).toBe(200);
    const page = first.body as NotePage;
    expect(page.count).toBe(6);
    expect(page.items.map((note) => note.note)).toEqual(['Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2']);
    expect(page.items[0]).toMatchObject({
      important: true,
      refId,
      creator: env.tenant.admin.email,
      affiliationCreator: null,
    });
    const second = (await call('GET', `/api/notes/party/find?entityId=${refId}&page=1`)).body as NotePage;
    expect(second.items.map((note) => note.note)).toEqual(['Note 1']);
  });

  it('needs text: none, blanks or too much is a 400 with the field named', async () => {
    for (const note of ['', '   ', 'x'.repeat(4001)]) {
      const refused = await call('POST', '/api/notes/party', { note, refId: personId });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ validationErrors: { note: expect.any(Array) } });
    }
    const empty = await call('PUT', `/api/notes/party/${(await addNote(personId)).id}`, { note: '' });
    expect(empty.status).toBe(400);
  });

  it('lets only the creator change or delete a note, even a colleague who holds every party right', async () => {
    const note = await addNote(personId, 'Mine');
    const edit = await call('PUT', `/api/notes/party/${note.id}`, { note: 'Theirs' }, colleague);
    expect(edit.status).toBe(403);
    expect((await call('DELETE', `/api/notes/party/${note.id}`, undefined, colleague)).status).toBe(403);

    const changed = await call('PUT', `/api/notes/party/${note.id}`, {
      note: 'Mine, changed',
      important: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      note: 'Mine, changed',
      important: false,
      creatorId: note.creatorId,
    });
    expect((await call('DELETE', `/api/notes/party/${note.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/notes/party/${note.id}`)).status).toBe(404);
  });

  it('writes every change to the history and the activity journals', async () => {
    const note = await addNote(personId, 'Journalled');
    await call('PUT', `/api/notes/party/${note.id}`, { note: 'Journalled again' });
    await call('DELETE', `/api/notes/party/${note.id}`);
    const journals = await env.server.db.withTenant(env.tenant.id, async (tx) => ({
      history: (
        await tx.query<{ event_type: string }>(
          `select event_type from history where object_table = 'note' and object_id = $1 order by created`,
          [note.id],
        )
      ).rows.map((row) => row.event_type),
      activity: (
        await tx.query<{ event_type: string }>(
          `select event_type from activity where object_table = 'note' and object_id = $1 order by event_date`,
          [note.id],
        )
      ).rows.map((row) => row.event_type),
    }));
    expect(journals).toEqual({
      history: ['CREATE', 'UPDATE', 'DELETE'],
      activity: ['CREATE', 'UPDATE', 'DELETE'],
    });
  });

  it("refuses another tenant's object, another kind's id and another tenant's note", async () => {
    const foreignPerson = await newPerson(env.other.admin);
    const foreignNote = await addNote(foreignPerson, 'Other tenant', env.other.admin);

    const onForeign = await call('POST', '/api/notes/party', { note: 'Hello', refId: foreignPerson });
    expect(onForeign.status).toBe(400);
    expect(onForeign.body).toMatchObject({ validationErrors: { refId: ['notFound'] } });
    expect((await call('GET', `/api/notes/party/find?entityId=${foreignPerson}`)).status).toBe(404);
    expect((await call('PUT', `/api/notes/party/${foreignNote.id}`, { note: 'Mine now' })).status).toBe(404);
    expect((await call('DELETE', `/api/notes/party/${foreignNote.id}`)).status).toBe(404);

    // A party is no quote, and a party's note is no claim's.
    expect((await call('POST', '/api/notes/quote', { note: 'Hello', refId: personId })).status).toBe(400);
    const note = await addNote(personId);
    expect((await call('DELETE', `/api/notes/claim/${note.id}`)).status).toBe(404);
  });

  it("answers 403 without the kind's note right, or without the right to read the object", async () => {
    const reader = await addTestUser(env.server, env.tenant, ['party:Read', 'party:ListNotes']);
    expect((await call('GET', `/api/notes/party/find?entityId=${personId}`, undefined, reader)).status).toBe(
      200,
    );
    expect((await call('POST', '/api/notes/party', { note: 'Hi', refId: personId }, reader)).status).toBe(
      403,
    );

    const blind = await addTestUser(env.server, env.tenant, ['party:CreateNote', 'party:ListNotes']);
    expect((await call('POST', '/api/notes/party', { note: 'Hi', refId: personId }, blind)).status).toBe(403);
    expect((await call('GET', `/api/notes/party/find?entityId=${personId}`, undefined, blind)).status).toBe(
      403,
    );
  });

  it('refuses malformed input with a 400', async () => {
    expect((await call('GET', '/api/notes/party/find?entityId=nope')).status).toBe(400);
    expect((await call('GET', '/api/notes/party/find')).status).toBe(400);
    expect((await call('POST', '/api/notes/party', { note: 'x', refId: personId, extra: 1 })).status).toBe(
      400,
    );
    expect((await call('POST', '/api/notes/nonsense', { note: 'x', refId: personId })).status).toBe(404);
  });
});
