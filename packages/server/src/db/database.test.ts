import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertTenant, openTestDatabase, testDatabaseIsEmbedded } from '../../test/support/database.js';
import type { Database } from './database.js';

describe('database transactions', () => {
  let database: Database;
  let tenant: { id: string };
  beforeAll(async () => {
    database = await openTestDatabase();
    tenant = await insertTenant(database, 'tx');
  });
  afterAll(() => database.close());

  const activities = () =>
    database.withTenant(tenant.id, async (tx) => (await tx.query('select event_type from activity')).rows);

  it('commits what the function wrote', async () => {
    await database.withTenant(tenant.id, (tx) =>
      tx.query(
        `insert into activity (tenant_id, event_type, object_table, object_id) values ($1, 'KEPT', 't', $1)`,
        [tenant.id],
      ),
    );
    expect(await activities()).toEqual([{ event_type: 'KEPT' }]);
  });

  it('rolls everything back when the function throws', async () => {
    await expect(
      database.withTenant(tenant.id, async (tx) => {
        await tx.query(
          `insert into activity (tenant_id, event_type, object_table, object_id) values ($1, 'LOST', 't', $1)`,
          [tenant.id],
        );
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await activities()).toEqual([{ event_type: 'KEPT' }]);
  });

  it("reads with its first statement already inside the transaction, as the tenant's role", async () => {
    const [first, second] = await database.withTenant(tenant.id, async (tx) => [
      (
        await tx.query(
          `select current_user as role, current_setting('app.tenant_id', true) as tenant,
                  pg_current_xact_id()::text as transaction`,
        )
      ).rows[0],
      (await tx.query('select pg_current_xact_id_if_assigned()::text as transaction')).rows[0],
    ]);
    expect(first).toEqual({ role: 'coverline_app', tenant: tenant.id, transaction: expect.any(String) });
    // Outside a transaction block the first statement's transaction would have ended with it.
    expect(second.transaction).toBe(first.transaction);
  });

  it('sends statements the function issues at once together, each answered with its own rows', async () => {
    const answers = await database.withTenant(tenant.id, (tx) =>
      Promise.all([1, 2, 3].map(async (n) => (await tx.query('select $1::int as n', [n])).rows[0].n)),
    );
    expect(answers).toEqual([1, 2, 3]);
  });

  it('a failed first statement rolls the transaction back and leaves the connection usable', async () => {
    await expect(database.withTenant(tenant.id, (tx) => tx.query('select 1 / 0'))).rejects.toThrow(
      /division by zero/,
    );
    await expect(
      database.withTenant(tenant.id, async (tx) => {
        await tx.query('select 1');
        await tx.query(
          `insert into activity (tenant_id, event_type, object_table, object_id) values ($1, 'NEVER', 't', $1)`,
          [tenant.id],
        );
        await tx.query('select 1 / 0');
      }),
    ).rejects.toThrow(/division by zero/);
    expect(await activities()).toEqual([{ event_type: 'KEPT' }]);
  });

  it('refuses a transaction inside another instead of waiting for a second connection forever', async () => {
    await expect(
      database.withTenant(tenant.id, () => database.withSystem((tx) => tx.query('select 1'))),
    ).rejects.toThrow(/inside another one/);
  });

  it("names the caller's locale to the transaction, and refuses anything but a language tag", async () => {
    const locale = await database.withTenant(
      tenant.id,
      async (tx) => (await tx.query(`select current_setting('app.locale', true) as locale`)).rows[0].locale,
      { locale: 'de-DE' },
    );
    expect(locale).toBe('de-DE');
    await expect(
      database.withTenant(tenant.id, async () => 1, { locale: "de'; drop table tenant; --" }),
    ).rejects.toThrow(/Not a locale/);
  });

  it('refuses a tenant id that is not a UUID', async () => {
    await expect(database.withTenant(`${tenant.id}'; drop table tenant; --`, async () => 1)).rejects.toThrow(
      /Not a tenant id/,
    );
  });

  it('refuses a write in a read-only transaction, and keeps nothing of it', async () => {
    await expect(
      database.withTenant(
        tenant.id,
        (tx) =>
          tx.query(
            `insert into activity (tenant_id, event_type, object_table, object_id) values ($1, 'READ', 't', $1)`,
            [tenant.id],
          ),
        { readOnly: true },
      ),
    ).rejects.toThrow(/read-only transaction/);
    expect(await activities()).toEqual([{ event_type: 'KEPT' }]);
  });

  it('leaves nothing of a read-only transaction, committed or not yet, to what follows on its connection', async () => {
    const readOnce = () =>
      database.withTenant(tenant.id, (tx) => tx.query('select event_type from activity'), { readOnly: true });
    const SESSION = `select current_user = session_user as owner, coalesce(current_setting('app.tenant_id', true), '') as tenant`;
    await readOnce();
    expect((await database.withSystem((tx) => tx.query(SESSION))).rows[0]).toEqual({
      owner: true,
      tenant: '',
    });
    await readOnce();
    expect(await database.statement(SESSION)).toEqual([{ owner: true, tenant: '' }]);
    // VACUUM refuses to run inside a transaction.
    await readOnce();
    await expect(database.maintainGrownTables()).resolves.toEqual(expect.any(Array));
  });

  it.skipIf(testDatabaseIsEmbedded())(
    'commits a read-only transaction by itself when its connection has nothing else to send',
    async () => {
      const { rows } = await database.withTenant(
        tenant.id,
        (tx) => tx.query('select pg_backend_pid() as pid'),
        {
          readOnly: true,
        },
      );
      // Watched from a connection of its own: any of the pool's would send the commit itself.
      const watcher = new pg.Client({ connectionString: inject('databaseUrl') });
      await watcher.connect();
      try {
        const state = async () =>
          (await watcher.query('select state from pg_stat_activity where pid = $1', [rows[0].pid])).rows[0]
            ?.state;
        await expect.poll(state).toBe('idle');
      } finally {
        await watcher.end();
      }
    },
  );

  it('commits a read-only transaction that ends while the database closes, before its connection ends', async () => {
    const errors: Error[] = [];
    const closing = await openTestDatabase({ onError: (error) => errors.push(error) });
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    let read = false;
    const reading = closing.withTenant(
      tenant.id,
      async (tx) => {
        await tx.query('select 1');
        read = true;
        await held;
      },
      { readOnly: true },
    );
    await expect.poll(() => read).toBe(true);
    const closed = closing.close();
    finish();
    await Promise.all([reading, closed]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toEqual([]);
  });

  it('reads counts and other int8 values as numbers', async () => {
    const { rows } = await database.withSystem((tx) =>
      tx.query('select count(*) as n, 9007199254740991::int8 as max'),
    );
    expect(rows).toEqual([{ n: expect.any(Number), max: Number.MAX_SAFE_INTEGER }]);
  });

  it('a prepared statement that failed once is prepared again, on any connection', async () => {
    const read = (id: string) =>
      database.withTenant(tenant.id, (tx) =>
        tx.query('select event_type from activity where object_id = $1::uuid', [id], { prepared: true }),
      );
    // Not a uuid: the statement fails where it is first run, and its transaction rolls back.
    await expect(read('not an id')).rejects.toThrow();
    const answers = await Promise.all(Array.from({ length: 12 }, () => read(tenant.id)));
    expect(answers.map((answer) => answer.rows)).toEqual(Array(12).fill([{ event_type: 'KEPT' }]));
  });

  // A table of its own, which autovacuum leaves alone on PostgreSQL, so that only the maintenance can take its
  // statistics: the shared tables may be analysed by autovacuum at any moment.
  it('vacuums and analyses a table once it has grown, and leaves it alone until it grows again', async () => {
    const table = `grown_${tenant.id.replaceAll('-', '').slice(0, 12)}`;
    const statistics = async () =>
      (
        await database.withSystem((tx) =>
          tx.query<{ pages: number; visible: number }>(
            'select relpages as pages, relallvisible as visible from pg_class where oid = $1::regclass',
            [table],
          ),
        )
      ).rows[0];
    await database.withSystem((tx) =>
      tx.query(`create table ${table} (n int, text text) with (autovacuum_enabled = off)`),
    );
    try {
      await database.withSystem((tx) =>
        tx.query(`insert into ${table} select n, repeat('x', 100) from generate_series(1, 20000) as n`),
      );
      expect(await statistics()).toMatchObject({ visible: 0 });
      expect(await database.maintainGrownTables()).toContain(table);
      const maintained = await statistics();
      expect(maintained?.pages).toBeGreaterThan(100);
      if (testDatabaseIsEmbedded()) expect(maintained?.visible).toBeGreaterThan(0);
      expect(await database.maintainGrownTables()).not.toContain(table);
    } finally {
      await database.withSystem((tx) => tx.query(`drop table ${table}`));
    }
  });
});
