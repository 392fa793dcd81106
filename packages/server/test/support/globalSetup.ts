import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { startEmbeddedPostgres } from '../../src/db/embeddedPostgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database every test file shares: `DATABASE_URL` if set, else one embedded PGlite for the run. */
    databaseUrl: string;
  }
}

/**
 * One database for the whole run, migrated once: a fresh PGlite cluster (about 2 s to create) unless
 * `DATABASE_URL` names a real PostgreSQL server. Tests create their own tenants, so they never see each other.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL;
  const dataDir = external ? undefined : mkdtempSync(join(tmpdir(), 'coverline-test-'));
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir, { maxConnections: 64 }) : undefined;
  const databaseUrl = embedded?.connectionString ?? (external as string);
  const database = await openDatabase({ dataDir: '', databaseUrl });
  await database.close();
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
