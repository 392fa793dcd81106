import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant, openTestDatabase } from '../../test/support/database.js';
import type { Database } from './database.js';

// Row-level security is the second line of defence: these queries deliberately omit any tenant filter.
describe('row-level security', () => {
  let database: Database;
  let tenantA: { id: string };
  let tenantB: { id: string };

  beforeAll(async () => {
    database = await openTestDatabase();
    tenantA = await insertTenant(database, 'rls_a');
    tenantB = await insertTenant(database, 'rls_b');
    for (const tenant of [tenantA, tenantB]) {
      await database.withTenant(tenant.id, (tx) =>
        tx.query(
          `insert into activity (tenant_id, event_type, object_table, object_id) values ($1, 'CREATE', 'x', $1)`,
          [tenant.id],
        ),
      );
    }
  });
  afterAll(() => database.close());

  it('a select without a WHERE sees only the rows of the transaction tenant', async () => {
    const tenantIds = await database.withTenant(tenantA.id, async (tx) => {
      const { rows } = await tx.query<{ tenant_id: string }>('select distinct tenant_id from activity');
      return rows.map((row) => row.tenant_id);
    });
    expect(tenantIds).toEqual([tenantA.id]);
  });

  it('a tenant sees only its own tenant row', async () => {
    const ids = await database.withTenant(
      tenantB.id,
      async (tx) => (await tx.query('select id from tenant')).rows,
    );
    expect(ids).toEqual([{ id: tenantB.id }]);
  });

  it("inserting another tenant's row is refused", async () => {
    await expect(
      database.withTenant(tenantA.id, (tx) =>
        tx.query(
          `insert into activity (tenant_id, event_type, object_table, object_id) values ($1, 'CREATE', 'x', $1)`,
          [tenantB.id],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it("updating another tenant's rows changes nothing", async () => {
    const updated = await database.withTenant(tenantA.id, (tx) =>
      tx.query(`update tenant_image set media_type = 'x' where tenant_id = $1`, [tenantB.id]),
    );
    expect(updated.rowCount).toBe(0);
  });

  it("a prepared statement, planned once, still sees only each transaction's tenant", async () => {
    const tenantOf = (tenantId: string) =>
      database.withTenant(tenantId, async (tx) => {
        const { rows } = await tx.query<{ tenant_id: string }>(
          'select tenant_id from activity where object_id = $1',
          [tenantA.id],
          { prepared: true },
        );
        return rows.map((row) => row.tenant_id);
      });
    // More runs than PostgreSQL makes custom plans for, by turns, and more at once than there are connections.
    for (let round = 0; round < 4; round++) {
      const seen = await Promise.all(
        Array.from({ length: 12 }, (_, index) => tenantOf(index % 2 === 0 ? tenantA.id : tenantB.id)),
      );
      expect(seen).toEqual(Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? [tenantA.id] : [])));
    }
  });

  it('the application role with no tenant set sees no rows at all', async () => {
    const count = await database.withSystem(async (tx) => {
      await tx.query(`select set_config('role', 'coverline_app', true)`);
      const { rows } = await tx.query<{ count: number }>('select count(*) as count from activity');
      return rows[0]!.count;
    });
    expect(count).toBe(0);
  });

  it('the tenant setting ends with its transaction', async () => {
    await database.withTenant(tenantA.id, (tx) => tx.query('select 1'));
    const setting = await database.withSystem(async (tx) => {
      const { rows } = await tx.query<{ tenant: string | null }>(
        `select nullif(current_setting('app.tenant_id', true), '') as tenant, current_user`,
      );
      return rows[0]!.tenant;
    });
    expect(setting).toBeNull();
  });
});
