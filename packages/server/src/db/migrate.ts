import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** The migrations shipped with the server (copied next to the compiled code by the build). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Any constant shared by every runner: concurrent starts on one real PostgreSQL apply each file once. */
const MIGRATION_LOCK_KEY = 7_243_001;

/**
 * Applies the `NNNN_name.sql` files of `directory` in name order, each once and in its own transaction,
 * and records them in `schema_migrations`. Returns the names applied by this call.
 */
export async function runMigrations(pool: pg.Pool, directory: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(directory)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await client.query(
        'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
      );
      const done = await client.query('select 1 from schema_migrations where name = $1', [name]);
      if (done.rowCount === 0) {
        await client.query(readFileSync(join(directory, name), 'utf8'));
        await client.query('insert into schema_migrations (name) values ($1)', [name]);
        applied.push(name);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    } finally {
      client.release();
    }
  }
  return applied;
}
