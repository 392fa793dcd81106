import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { insertTenant, openTestDatabase, uniqueTenantCode } from '../../test/support/database.js';
import { createTenantCache } from './tenantCache.js';

// Tenants are never renamed in the product; here a rename shows whether an answer came from memory.
describe('the tenant cache of the token verification', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const rename = (id: string) =>
    db.withSystem((tx) => tx.query(`update tenant set code = code || '_renamed' where id = $1`, [id]));

  it('answers a tenant it found before from memory', async () => {
    const tenant = await insertTenant(db);
    const byCode = createTenantCache(db);
    expect(await byCode(tenant.code)).toMatchObject(tenant);
    await rename(tenant.id);
    expect(await byCode(tenant.code)).toMatchObject(tenant);
    expect(await createTenantCache(db)(tenant.code)).toBeUndefined();
  });

  it('asks again for an unknown code, so a tenant registered meanwhile is found at once', async () => {
    const byCode = createTenantCache(db);
    const code = uniqueTenantCode();
    expect(await byCode(code)).toBeUndefined();
    const id = await db.withSystem(
      async (tx) =>
        (await tx.query<{ id: string }>('insert into tenant (code) values ($1) returning id', [code]))
          .rows[0]!.id,
    );
    expect(await byCode(code)).toMatchObject({ id, code });
  });

  it('forgets the least recently used tenant beyond its capacity', async () => {
    const [a, b, c] = [await insertTenant(db), await insertTenant(db), await insertTenant(db)];
    const byCode = createTenantCache(db, 2);
    await byCode(a.code);
    await byCode(b.code);
    await byCode(a.code);
    await byCode(c.code);
    for (const tenant of [a, b, c]) await rename(tenant.id);
    expect(await byCode(a.code)).toMatchObject(a);
    expect(await byCode(c.code)).toMatchObject(c);
    expect(await byCode(b.code)).toBeUndefined();
  });
});
