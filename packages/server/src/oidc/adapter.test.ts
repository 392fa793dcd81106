import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { insertTenant, openTestDatabase } from '../../test/support/database.js';
import { databaseAdapter } from './adapter.js';

describe("the provider's database adapter", () => {
  let db: Database;
  let tenant: { id: string; code: string };
  let other: { id: string; code: string };
  beforeAll(async () => {
    db = await openTestDatabase();
    [tenant, other] = await Promise.all([insertTenant(db), insertTenant(db)]);
  });
  afterAll(() => db.close());

  const adapter = (model: string, tenantId = tenant.id) => databaseAdapter(db, tenantId)(model);
  const rowCount = async (id: string) =>
    (await db.withTenant(tenant.id, (tx) => tx.query('select 1 from oidc_payload where id = $1', [id])))
      .rowCount;

  it('stores one payload per model and id, replacing it on upsert', async () => {
    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    await adapter('Interaction').upsert('s1', { returnTo: '/x' }, 60);
    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'b' }, 60);
    expect(await adapter('Session').find('s1')).toEqual({ uid: 'u1', accountId: 'b' });
    expect(await adapter('Interaction').find('s1')).toEqual({ returnTo: '/x' });
    expect(await adapter('Session').find('missing')).toBeUndefined();
  });

  it('finds a session by its uid and a device code by its user code', async () => {
    await adapter('Session').upsert('s2', { uid: 'uid-2', accountId: 'a' }, 60);
    await adapter('DeviceCode').upsert('d2', { userCode: 'ABCD-EFGH', grantId: 'g' }, 60);
    expect(await adapter('Session').findByUid('uid-2')).toMatchObject({ accountId: 'a' });
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g' });
  });

  it('marks a consumed code with the time of consumption', async () => {
    await adapter('AuthorizationCode').upsert('c3', { grantId: 'g3' }, 60);
    await adapter('AuthorizationCode').consume('c3');
    const { consumed } = (await adapter('AuthorizationCode').find('c3')) as { consumed: number };
    expect(Math.abs(consumed - Date.now() / 1000)).toBeLessThan(5);
  });

  it('treats an expired row as absent and removes it with the next write', async () => {
    await adapter('Interaction').upsert('i4', { returnTo: '/x' }, 60);
    await db.withTenant(tenant.id, (tx) =>
      tx.query(`update oidc_payload set expires_at = now() - interval '1 second' where id = 'i4'`),
    );
    expect(await adapter('Interaction').find('i4')).toBeUndefined();
    expect(await rowCount('i4')).toBe(1);
    await adapter('Interaction').upsert('i5', { returnTo: '/y' }, 60);
    expect(await rowCount('i4')).toBe(0);
  });

  it("revokes a grant's codes and tokens, and nothing else", async () => {
    await adapter('AuthorizationCode').upsert('c6', { grantId: 'g6' }, 60);
    await adapter('RefreshToken').upsert('r6', { grantId: 'g6' }, 60);
    await adapter('RefreshToken').upsert('r7', { grantId: 'g7' }, 60);
    await adapter('Grant').upsert('g6', { accountId: 'a' }, 60);
    await adapter('RefreshToken').revokeByGrantId('g6');
    expect(await adapter('AuthorizationCode').find('c6')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r6')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r7')).toBeDefined();
    await adapter('Grant').destroy('g6');
    expect(await adapter('Grant').find('g6')).toBeUndefined();
  });

  it("keeps every tenant's rows to that tenant", async () => {
    await adapter('Session').upsert('shared-id', { uid: 'shared-uid', accountId: 'mine' }, 60);
    expect(await adapter('Session', other.id).find('shared-id')).toBeUndefined();
    expect(await adapter('Session', other.id).findByUid('shared-uid')).toBeUndefined();
    await adapter('Session', other.id).revokeByGrantId('g6');
    await adapter('Session', other.id).destroy('shared-id');
    expect(await adapter('Session').find('shared-id')).toMatchObject({ accountId: 'mine' });
  });
});
