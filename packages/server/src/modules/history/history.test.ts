import type { HistoryPage, Party } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { systemActor } from '../shared/actor.js';
import { recordChange } from '../shared/journal.js';

describe('history', () => {
  const env = signedInTenant('hst', { other: true });
  const { call } = env;
  let party: Party;

  const newPerson = async (user?: TestUser) => {
    const data = { person: { firstName: 'Anna', lastName: 'Bērziņa', personalCode: `H-${Math.random()}` } };
    const saved = await call('POST', '/api/parties', { partyType: 'PRIVATE', data }, user);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body as Party;
  };

  beforeAll(async () => {
    party = await newPerson();
    const person = (party.data as { person: Record<string, unknown> }).person;
    const updated = await call('PUT', '/api/parties', {
      ...party,
      data: { person: { ...person, firstName: 'Anna Marija', dateOfBirth: '1990-05-17' } },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  });

  it("shows an object's changes newest first, field by field with the form's labels and dates formatted", async () => {
    const response = await call('GET', `/api/history/party/${party.id}`);
    expect(response.status).toBe(200);
    const { count, items } = response.body as HistoryPage;
    expect(count).toBe(2);
    expect(items.map((item) => item.eventType)).toEqual(['UPDATE', 'CREATE']);
    expect(items[0]).toMatchObject({
      objectType: 'party',
      objectId: party.id,
      editor: env.tenant.admin.email,
    });
    expect(items[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'data.person.firstName', label: 'First name', before: 'Anna', after: 'Anna Marija' },
        { field: 'data.person.dateOfBirth', label: 'Date of birth', before: null, after: '1990/05/17' },
      ]),
    );
    // No raw state: only labelled text values.
    for (const change of items[0]?.changes ?? []) {
      expect(change.after === null || !change.after.startsWith('{')).toBe(true);
    }
  });

  it('shows changes made in one transaction newest first, as they were made', async () => {
    const events = ['LOCK', 'UPLOAD', 'SYNC_PARTY', 'ADD_PAYMENT', 'DELETE_PAYMENT'];
    await env.server.db.withTenant(env.tenant.id, async (tx) => {
      for (const eventType of events) {
        await recordChange(tx, systemActor(env.tenant.id), {
          objectTable: 'party',
          objectId: party.id,
          eventType,
          objectDisplayName: party.name,
          previousState: null,
          newState: null,
        });
      }
    });
    const { items } = (await call('GET', `/api/history/party/${party.id}?limit=5`)).body as HistoryPage;
    expect(items.map((item) => item.eventType)).toEqual(events.toReversed());
  });

  it('pages five at a time by default and lists the tenant history of the kinds the caller may see', async () => {
    for (let index = 0; index < 3; index++) await newPerson();
    const tenant = (await call('GET', '/api/history')).body as HistoryPage;
    expect(tenant.items).toHaveLength(5);
    expect(tenant.count).toBeGreaterThanOrEqual(5);

    const claimsOnly = await addTestUser(env.server, env.tenant, ['claim:Read']);
    const none = (await call('GET', '/api/history', undefined, claimsOnly)).body as HistoryPage;
    expect(none).toEqual({ count: 0, items: [] });
  });

  it("answers 403 without the kind's history right and 404 for another tenant's or another kind's id", async () => {
    const reader = await addTestUser(env.server, env.tenant, ['party:Read']);
    expect((await call('GET', `/api/history/party/${party.id}`, undefined, reader)).status).toBe(403);
    const foreign = await newPerson(env.other.admin);
    expect((await call('GET', `/api/history/party/${foreign.id}`)).status).toBe(404);
    expect((await call('GET', `/api/history/quote/${party.id}`)).status).toBe(404);
    expect((await call('GET', `/api/history/party/not-an-id`)).status).toBe(400);
    expect((await call('GET', `/api/history/party/${party.id}?limit=1000`)).status).toBe(400);
  });
});
