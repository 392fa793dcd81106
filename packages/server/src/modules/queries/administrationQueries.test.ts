import type { Intermediary, QueryResultPage, SavedQuery } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser } from '../../../test/support/tenants.js';

describe('saved queries over permission groups and intermediaries', () => {
  const env = signedInTenant('aqr', { other: true });
  const { call } = env;
  let broker: Intermediary;

  beforeAll(async () => {
    const created = await call('POST', '/api/intermediaries', {
      data: { intermediary: { name: 'Baltic Brokers', code: 'BB', email: 'office@bb.test' } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    broker = created.body as Intermediary;
    await call('POST', '/api/intermediaries', {
      data: { intermediary: { name: 'Idle Agency', code: 'IA', email: 'office@ia.test' } },
    });
    // Two members in one group of three permissions, and one user who works for the broker.
    const clerk = await addTestUser(env.server, env.tenant, ['party:Find', 'party:Read', 'quote:Find']);
    await env.server.db.withTenant(env.tenant.id, async (tx) => {
      await tx.query(
        `insert into user_permission_group (tenant_id, user_id, permission_group_id)
         select u.tenant_id, u.id, g.id from user_account u, permission_group g
          where u.email = $1 and g.name = $2`,
        [env.tenant.admin.email, `Group of ${clerk.email}`],
      );
      await tx.query('update user_account set affiliation = $2 where email = $1', [
        clerk.email,
        { id: broker.id, name: broker.name },
      ]);
    });
    // Another tenant's groups and intermediaries stay out of this tenant's queries.
    await addTestUser(env.server, env.other, ['party:Find', 'party:Read', 'quote:Find']);
  });

  const run = async (query: Omit<SavedQuery, 'visibleIn' | 'search' | 'sorting'>) => {
    const saved = await call('POST', `/api/queries/${query.queryObject}`, {
      visibleIn: ['TREE_MENU'],
      search: ['name'],
      sorting: ['name:ASC'],
      ...query,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page = await call(
      'GET',
      `/api/queries/x/${(saved.body as SavedQuery).id}?startDate=2000-01-01&date=2100-12-31`,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    return page.body as QueryResultPage;
  };

  it('finds the groups by their members and permissions', async () => {
    const page = await run({
      name: 'Shared groups',
      queryObject: 'PERMISSION_GROUPS',
      columns: ['name', 'members', 'permissions', 'active'],
      conditions: 'members >= 2 && permissions == 3 && active == true',
    });
    expect(page.items.map(({ values }) => values)).toEqual([
      expect.objectContaining({ members: 2, permissions: 3, active: true }),
    ]);
  });

  it('finds the intermediaries whose users work for them', async () => {
    const page = await run({
      name: 'Working brokers',
      queryObject: 'INTERMEDIARIES',
      columns: ['name', 'code', 'users'],
      conditions: 'users > 0',
    });
    expect(page.items).toEqual([
      expect.objectContaining({ id: broker.id, values: { name: 'Baltic Brokers', code: 'BB', users: 1 } }),
    ]);
    const all = await run({ name: 'All', queryObject: 'INTERMEDIARIES', columns: ['name'], conditions: '' });
    expect(all.items.map(({ values }) => values.name)).toEqual(['Baltic Brokers', 'Idle Agency']);
  });
});
