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
    reader = await addTestUser(env.server, env.tenant, ['labels:List', 'labelAssociations:List']);
  });

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
    const refId = '11111111-1111-4111-8111-111111111111';
    const attached = await call('POST', `/api/label-associations/${refId}/loan-application`, [b?.id, a?.id]);
    expect(attached.status).toBe(200);
    const listed = (await call('GET', `/api/label-associations/${refId}/loan-application`, undefined, reader))
      .body as { id: string; labelId: string; type: string }[];
    expect(listed.map((each) => [each.labelId, each.type])).toEqual([
      [a?.id, 'LOAN_APPLICATION'],
      [b?.id, 'LOAN_APPLICATION'],
    ]);
    expect((await call('GET', `/api/label-associations/${refId}/policy`)).body).toEqual([]);
    expect((await call('DELETE', `/api/label-associations/${listed[0]?.id}`)).status).toBe(204);
    expect((await call('GET', `/api/label-associations/${refId}/loan-application`)).body).toHaveLength(1);
  });

  it("cannot attach another tenant's label, and deleting a label detaches it everywhere", async () => {
    const [theirs] = (
      await call('PUT', '/api/labels', [{ name: 'Theirs', color: 'color1' }], env.other.admin)
    ).body as Saved[];
    const refId = '22222222-2222-4222-8222-222222222222';
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
    const refId = '33333333-3333-4333-8333-333333333333';
    await call('POST', '/api/label-associations', { labelId: onRecord?.id, refId, type: 'QUOTE' });
    const response = await call('PUT', '/api/labels', [{ ...kept, name: 'Renamed' }]);
    expect(response).toMatchObject({
      status: 400,
      body: { validationErrors: { [`labels.${onRecord?.id}`]: ['labelInUse'] } },
    });
    expect(((await call('GET', '/api/labels')).body as Saved[]).map((each) => each.name)).toEqual([
      'Kept',
      'On a record',
    ]);
    expect((await call('GET', `/api/label-associations/${refId}/quote`)).body).toHaveLength(1);
  });

  it('needs labels:Update to save the list', async () => {
    expect((await call('PUT', '/api/labels', [], reader)).status).toBe(403);
  });
});
