import type { ActivityList, Party } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';

describe('activities', () => {
  const env = signedInTenant('act', { other: true });
  const { call } = env;
  let colleague: TestUser;

  const person = async (lastName: string, user?: TestUser) => {
    const data = { person: { firstName: 'Eva', lastName, personalCode: `ACT-${lastName}-${Date.now()}` } };
    const created = await call('POST', '/api/parties', { partyType: 'PRIVATE', data }, user);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body as Party;
  };
  const list = async (which: 'my' | 'recent', user?: TestUser, query = '') =>
    (await call('GET', `/api/dashboard/${which}-activities${query}`, undefined, user)).body as ActivityList;

  beforeAll(async () => {
    colleague = await addTestUser(env.server, env.tenant, ['party:Create', 'activity:ReadRecent']);
    await person('Mine');
    await person('Theirs', colleague);
    await person('Elsewhere', env.other.admin);
  });

  it("lists the tenant's activity, the newest first, each with the page its object opens on", async () => {
    const recent = await list('recent');
    // registering the tenant made its definitions before
    expect(recent.items.slice(0, 2).map((item) => item.activityDetails.objectDisplayName)).toEqual([
      'Eva Theirs',
      'Eva Mine',
    ]);
    expect(recent.items[0]).toMatchObject({
      eventType: 'CREATE',
      user: colleague.email,
      activityDetails: { objectTable: 'party', objectPage: 'person' },
    });
    expect(Date.parse(recent.items[0]!.eventDate)).toBeGreaterThanOrEqual(
      Date.parse(recent.items[1]!.eventDate),
    );
  });

  it("lists one's own activity only on the 'my' list, paged", async () => {
    expect((await list('my', colleague)).items.map((item) => item.activityDetails.objectDisplayName)).toEqual(
      ['Eva Theirs'],
    );
    const firstPage = await list('recent', undefined, '?page=0&limit=1');
    expect(firstPage.count).toBe((await list('recent')).count);
    expect(firstPage.items).toHaveLength(1);
    expect(
      (await list('recent', undefined, '?page=1&limit=1')).items[0]?.activityDetails.objectDisplayName,
    ).toBe('Eva Mine');
    const elsewhere = (await list('recent', env.other.admin)).items;
    expect(elsewhere.map((item) => item.activityDetails.objectDisplayName)).not.toContain('Eva Mine');
    expect(elsewhere[0]?.activityDetails.objectDisplayName).toBe('Eva Elsewhere');
  });

  it('needs ActivityReadRecent, and refuses a page size over 100', async () => {
    const without = await addTestUser(env.server, env.tenant, ['party:Read']);
    expect((await call('GET', '/api/dashboard/recent-activities', undefined, without)).status).toBe(403);
    expect((await call('GET', '/api/dashboard/my-activities?limit=101')).status).toBe(400);
  });
});
