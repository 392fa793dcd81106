import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { startEmbeddedPostgres } from '../../src/db/embeddedPostgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database every test file of the project shares. */
    databaseUrl: string;
    /** Whether that database is the embedded one (PGlite), which has no autovacuum. */
    embeddedDatabase: boolean;
  }
}

/**
 * One database per project and run, migrated once: `DATABASE_URL`'s PostgreSQL server for the project
 * `server-postgres`, else a fresh PGlite cluster (about 2 s to create). Tests create their own tenants, so
 * they never see each other.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = project.name === 'server-postgres' ? process.env.DATABASE_URL : undefined;
  const dataDir = external ? undefined : mkdtempSync(join(tmpdir(), 'coverline-test-'));
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir, { maxConnections: 64 }) : undefined;
  const databaseUrl = embedded?.connectionString ?? (external as string);
  const database = await openDatabase({ dataDir: '', databaseUrl });
  await database.close();
  project.provide('databaseUrl', databaseUrl);
  project.provide('embeddedDatabase', embedded !== undefined);
  return async () => {
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
