import type { Label } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';

type Saved = Required<Label>;

describe('labels and label associations', () => {
  const env = signedInTenant('lb', { other: true });
  const { call } = env;
  let reader: TestUser;
  beforeAll(async () => {
    reader = await addTestUser(env.server, env.tenant, [
      'labels:List',
      'labelAssociations:List',
      'party:Read',
    ]);
  });

  /** A new person of the tenant (`env.other`'s with `as`): what labels go on. */
  const person = async (as?: TestUser) => {
    const data = { person: { firstName: 'Ilze', lastName: 'Kalniņa', personalCode: `lb-${Date.now()}` } };
    const created = await call('POST', '/api/parties', { partyType: 'PRIVATE', data }, as);
    if (created.status !== 200) throw new Error(JSON.stringify(created));
    return (created.body as { id: string }).id;
  };

  const saveList = async (list: Label[]) => {
    const response = await call('PUT', '/api/labels', list);
    if (response.status !== 200) throw new Error(JSON.stringify(response));
    return response.body as Saved[];
  };

  it('saves the whole ordered list: creates, reorders, updates and deletes in one call', async () => {
    const first = await saveList([
      { name: 'VIP', color: 'color1' },
      { name: 'Urgent', color: 'color2' },
      { name: 'Fraud check', color: 'color3' },
    ]);
    expect(first.map((label) => [label.name, label.version])).toEqual([
      ['VIP', 0],
      ['Urgent', 0],
      ['Fraud check', 0],
    ]);
    const [vip, urgent] = first as [Saved, Saved, Saved];
    const second = await saveList([
      { ...urgent, name: 'Very urgent' },
      vip,
      { name: 'New', color: 'default' },
    ]);
    expect(second.map((label) => [label.name, label.version])).toEqual([
      ['Very urgent', 1],
      ['VIP', 1],
      ['New', 0],
    ]);
    expect((await call('GET', '/api/labels', undefined, reader)).body).toEqual(second);
  });

  it('refuses the whole list when one label is stale, and saves nothing', async () => {
    const [label] = await saveList([{ name: 'Stale', color: 'color4' }]);
    await saveList([{ ...(label as Saved), name: 'Fresh' }]);
    const response = await call('PUT', '/api/labels', [
      { ...(label as Saved), name: 'Old' },
      { name: 'Extra', color: 'color5' },
    ]);
    expect(response.status).toBe(409);
    expect(((await call('GET', '/api/labels')).body as Saved[]).map((each) => each.name)).toEqual(['Fresh']);
  });

  it('attaches labels to a record, lists them, and detaches them', async () => {
    const [a, b] = await saveList([
      { name: 'A', color: 'color1' },
      { name: 'B', color: 'color2' },
    ]);
    const refId = await person();
    const attached = await call('POST', `/api/label-associations/${refId}/party`, [b?.id, a?.id]);
    expect(attached.status).toBe(200);
    const listed = (await call('GET', `/api/label-associations/${refId}/party`, undefined, reader)).body as {
      id: string;
      labelId: string;
      type: string;
    }[];
    expect(listed.map((each) => [each.labelId, each.type])).toEqual([
      [a?.id, 'PARTY'],
      [b?.id, 'PARTY'],
    ]);
    // the person is no policy
    expect((await call('GET', `/api/label-associations/${refId}/policy`)).status).toBe(404);
    expect((await call('DELETE', `/api/label-associations/${listed[0]?.id}`)).status).toBe(204);
    expect((await call('GET', `/api/label-associations/${refId}/party`)).body).toHaveLength(1);
  });

  it("goes only on the tenant's own records that the caller may read", async () => {
    const [label] = await saveList([
      ...((await call('GET', '/api/labels')).body as Saved[]),
      { name: 'Checked', color: 'color1' },
    ]).then((list) => list.slice(-1));
    const theirs = await person(env.other.admin);
    const missing = '44444444-4444-4444-8444-444444444444';
    for (const refId of [theirs, missing]) {
      const response = await call('POST', '/api/label-associations', {
        labelId: label?.id,
        refId,
        type: 'PARTY',
      });
      expect(response).toMatchObject({ status: 400, body: { validationErrors: { refId: ['notFound'] } } });
      expect((await call('POST', `/api/label-associations/${refId}/party`, [label?.id])).status).toBe(404);
      expect((await call('GET', `/api/label-associations/${refId}/party`)).status).toBe(404);
    }
    const unreadable = await addTestUser(env.server, env.tenant, ['labelAssociations:List']);
    expect(
      (await call('GET', `/api/label-associations/${await person()}/party`, undefined, unreadable)).status,
    ).toBe(403);
  });

  it("cannot attach another tenant's label, and deleting a label detaches it everywhere", async () => {
    const [theirs] = (
      await call('PUT', '/api/labels', [{ name: 'Theirs', color: 'color1' }], env.other.admin)
    ).body as Saved[];
    const refId = await person();
    const response = await call('POST', '/api/label-associations', {
      labelId: theirs?.id,
      refId,
      type: 'PARTY',
    });
    expect(response).toMatchObject({ status: 400, body: { validationErrors: { labelId: ['notFound'] } } });

    // Labels on records from the tests before stay listed: leaving them out would be refused.
    const before = (await call('GET', '/api/labels')).body as Saved[];
    const mine = (await saveList([...before, { name: 'Mine', color: 'color6' }])).at(-1);
    await call('POST', '/api/label-associations', { labelId: mine?.id, refId, type: 'PARTY' });
    expect((await call('DELETE', `/api/labels/${mine?.id}`)).status).toBe(204);
    expect((await call('GET', `/api/label-associations/${refId}/party`)).body).toEqual([]);
    expect((await call('GET', '/api/labels')).body).toEqual(before);
  });

  it('never deletes a label that is on records because a list left it out: that list is refused', async () => {
    for (const { id } of (await call('GET', '/api/labels')).body as Saved[])
      await call('DELETE', `/api/labels/${id}`);
    const [kept, onRecord] = await saveList([
      { name: 'Kept', color: 'color1' },
      { name: 'On a record', color: 'color2' },
    ]);
    const refId = await person();
    await call('POST', '/api/label-associations', { labelId: onRecord?.id, refId, type: 'PARTY' });
    const response = await call('PUT', '/api/labels', [{ ...kept, name: 'Renamed' }]);
    expect(response).toMatchObject({
      status: 400,
      body: { validationErrors: { [`labels.${onRecord?.id}`]: ['labelInUse'] } },
    });
    expect(((await call('GET', '/api/labels')).body as Saved[]).map((each) => each.name)).toEqual([
      'Kept',
      'On a record',
    ]);
    expect((await call('GET', `/api/label-associations/${refId}/party`)).body).toHaveLength(1);
  });

  it('needs labels:Update to save the list', async () => {
    expect((await call('PUT', '/api/labels', [], reader)).status).toBe(403);
  });
});
