import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant, openTestDatabase } from '../../test/support/database.js';
import { APP_ROLE, type Database } from './database.js';

// Guards every migration, present and future: a tenant-owned table without a forced policy fails here.
describe('database catalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('every table with a tenant_id has forced row-level security and a policy', async () => {
    const tables = await database.withSystem(async (tx) => {
      const { rows } = await tx.query<{ table: string; rls: boolean; forced: boolean; policies: number }>(
        `select c.relname as table, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
                (select count(*) from pg_policy p where p.polrelid = c.oid) as policies
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')
            and exists (select from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`,
      );
      return rows;
    });
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.filter((table) => !table.rls || !table.forced || table.policies === 0)).toEqual([]);
  });

  it("every policy reads the tenant as nullif(current_setting('app.tenant_id', true), '')::uuid", async () => {
    // A session that once set app.tenant_id reads '' afterwards: a bare ''::uuid cast would fail the query
    // instead of showing no rows. Checked on the policy text, because an empty table never evaluates it.
    const policies = await database.withSystem(async (tx) => {
      const { rows } = await tx.query<{ table: string; qual: string | null; check: string | null }>(
        `select tablename as table, qual, with_check as check from pg_policies where schemaname = 'public'`,
      );
      return rows;
    });
    const unguarded = (expression: string | null) => {
      const reads = expression?.match(/current_setting\('app\.tenant_id'/g)?.length ?? 0;
      const guarded = expression?.match(
        /NULLIF\(current_setting\('app\.tenant_id'::text, true\), ''::text\)/gi,
      );
      return reads !== (guarded?.length ?? 0);
    };
    expect(policies.filter((policy) => policy.qual?.includes("current_setting('app.tenant_id'"))).not.toEqual(
      [],
    );
    expect(policies.filter((policy) => unguarded(policy.qual) || unguarded(policy.check))).toEqual([]);
  });

  it('the application role is no superuser, cannot bypass row-level security and owns nothing', async () => {
    const role = await database.withSystem(async (tx) => {
      const { rows } = await tx.query<{ super: boolean; bypass: boolean; owned: number }>(
        `select r.rolsuper as super, r.rolbypassrls as bypass,
                (select count(*) from pg_class c where c.relowner = r.oid) as owned
           from pg_roles r where r.rolname = $1`,
        [APP_ROLE],
      );
      return rows[0];
    });
    expect(role).toEqual({ super: false, bypass: false, owned: 0 });
  });

  it('puts a new table under the tenant policy with one call of enable_tenant_isolation', async () => {
    const tenants = [(await insertTenant(database, 'probe')).id, (await insertTenant(database, 'probe')).id];
    // Everything happens in one transaction that is rolled back: the probe table never stays.
    const rolledBack = new Error('rolled back');
    let seen: unknown;
    await database
      .withSystem(async (tx) => {
        await tx.query('create table tenant_isolation_probe (tenant_id uuid not null, label text)');
        await tx.query(`select enable_tenant_isolation('tenant_isolation_probe')`);
        await tx.query(`insert into tenant_isolation_probe values ($1, 'ours'), ($2, 'theirs')`, tenants);
        await tx.query(`select set_config('role', $1, true), set_config('app.tenant_id', $2, true)`, [
          APP_ROLE,
          tenants[0],
        ]);
        const { rows } = await tx.query<{ label: string }>('select label from tenant_isolation_probe');
        const refused = await tx
          .query(`insert into tenant_isolation_probe values ($1, 'sneaked')`, [tenants[1]])
          .then(
            () => 'inserted',
            (error: Error) => error.message,
          );
        seen = { labels: rows.map((row) => row.label), refused };
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(seen).toEqual({ labels: ['ours'], refused: expect.stringMatching(/row-level security/) });
  });

  it('the application role may not touch the migration records', async () => {
    await expect(
      database.withSystem(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [APP_ROLE]);
        await tx.query('select * from schema_migrations');
      }),
    ).rejects.toThrow(/permission denied/);
  });
});
