import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/db/database.js';

/** The run's shared, migrated database (see globalSetup.ts). Close it in `afterAll`. */
export function openTestDatabase(options?: DatabaseOptions): Promise<Database> {
  return openDatabase({ dataDir: '', databaseUrl: inject('databaseUrl') }, options);
}

/**
 * Whether the run's database is the embedded one. Only there is a vacuum's effect certain: on PostgreSQL
 * other test files' open transactions may keep every new row from being visible to all, and autovacuum
 * may have maintained a shared table first.
 */
export const testDatabaseIsEmbedded = (): boolean => inject('embeddedDatabase');

/** A unique tenant code, so that tests sharing the database never meet. */
export function uniqueTenantCode(prefix = 't'): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/** Inserts a bare tenant row (no settings, users or definitions) and returns its id and code. */
export async function insertTenant(
  database: Database,
  prefix?: string,
): Promise<{ id: string; code: string }> {
  const code = uniqueTenantCode(prefix);
  const id = await database.withSystem(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'insert into tenant (code, name) values ($1, $1) returning id',
      [code],
    );
    return rows[0]!.id;
  });
  return { id, code };
}
