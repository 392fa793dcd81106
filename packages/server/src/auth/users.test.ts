import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../db/database.js';
import { insertTenant, openTestDatabase } from '../../test/support/database.js';
import {
  authenticateUser,
  createPermissionGroup,
  createUser,
  findActiveUser,
  hashPassword,
} from './users.js';

describe('users and permission groups', () => {
  let db: Database;
  let tenant: { id: string; code: string };
  let other: { id: string; code: string };
  beforeAll(async () => {
    db = await openTestDatabase();
    [tenant, other] = await Promise.all([insertTenant(db), insertTenant(db)]);
  });
  afterAll(() => db.close());

  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => db.withTenant(tenant.id, fn);

  it('stores the e-mail lower-cased and signs in whatever its case', async () => {
    const { id } = await inTenant((tx) =>
      createUser(tx, { tenantId: tenant.id, email: ' Mixed.Case@Example.COM ', password: 'Secret-123' }),
    );
    expect(await inTenant((tx) => findActiveUser(tx, { id }))).toEqual({
      id,
      email: 'mixed.case@example.com',
      locale: 'en-GB',
      permissions: [],
      affiliationId: null,
    });
    expect(await authenticateUser(db, tenant.id, 'MIXED.case@example.com', 'Secret-123')).toBe(id);
  });

  it('refuses a second user with the same e-mail in a tenant, but not in another tenant', async () => {
    const user = { email: 'twice@example.com', password: 'Secret-123' };
    await inTenant((tx) => createUser(tx, { ...user, tenantId: tenant.id }));
    await expect(inTenant((tx) => createUser(tx, { ...user, tenantId: tenant.id }))).rejects.toMatchObject({
      statusCode: 400,
      validationErrors: { email: ['emailTaken'] },
    });
    await expect(
      db.withTenant(other.id, (tx) => createUser(tx, { ...user, tenantId: other.id })),
    ).resolves.toHaveProperty('id');
  });

  it('takes a password hashed before the transaction, stored as it is', async () => {
    const passwordHash = await hashPassword('Hashed-early-1');
    const { id } = await inTenant((tx) =>
      createUser(tx, { tenantId: tenant.id, email: 'early@example.com', passwordHash }),
    );
    const stored = await inTenant((tx) =>
      tx.query<{ password_hash: string }>('select password_hash from user_account where id = $1', [id]),
    );
    expect(stored.rows[0]?.password_hash).toBe(passwordHash);
    expect(await authenticateUser(db, tenant.id, 'early@example.com', 'Hashed-early-1')).toBe(id);
  });

  it('signs in only with the right password of an active user', async () => {
    const { id } = await inTenant((tx) =>
      createUser(tx, { tenantId: tenant.id, email: 'right@example.com', password: 'Secret-123' }),
    );
    expect(await authenticateUser(db, tenant.id, 'right@example.com', 'Secret-124')).toBeUndefined();
    expect(await authenticateUser(db, tenant.id, 'nobody@example.com', 'Secret-123')).toBeUndefined();
    expect(await authenticateUser(db, other.id, 'right@example.com', 'Secret-123')).toBeUndefined();
    await inTenant((tx) => tx.query('update user_account set active = false where id = $1', [id]));
    expect(await authenticateUser(db, tenant.id, 'right@example.com', 'Secret-123')).toBeUndefined();
    expect(await inTenant((tx) => findActiveUser(tx, { id }))).toBeUndefined();
  });

  it("gives a user the union of their active groups' permissions", async () => {
    const [clerk, viewer, disabled] = await inTenant(async (tx) => [
      await createPermissionGroup(tx, {
        tenantId: tenant.id,
        name: 'Clerks',
        permissions: ['party:*', 'quote:Read'],
      }),
      await createPermissionGroup(tx, {
        tenantId: tenant.id,
        name: 'Viewers',
        permissions: ['quote:Read', 'dashboard:Read'],
      }),
      await createPermissionGroup(tx, { tenantId: tenant.id, name: 'Disabled', permissions: ['*'] }),
    ]);
    await inTenant((tx) =>
      tx.query('update permission_group set active = false where id = $1', [disabled!.id]),
    );
    const { id } = await inTenant((tx) =>
      createUser(tx, {
        tenantId: tenant.id,
        email: 'member@example.com',
        password: 'Secret-123',
        permissionGroupIds: [clerk!.id, viewer!.id, disabled!.id],
      }),
    );
    expect((await inTenant((tx) => findActiveUser(tx, { id })))?.permissions).toEqual([
      'dashboard:Read',
      'party:*',
      'quote:Read',
    ]);
  });

  it("cannot make a user a member of another tenant's group", async () => {
    const foreign = await db.withTenant(other.id, (tx) =>
      createPermissionGroup(tx, { tenantId: other.id, name: 'Foreign', permissions: ['*'] }),
    );
    await expect(
      inTenant((tx) =>
        createUser(tx, {
          tenantId: tenant.id,
          email: 'intruder@example.com',
          password: 'Secret-123',
          permissionGroupIds: [foreign.id],
        }),
      ),
    ).rejects.toThrow(/foreign key/);
  });
});
