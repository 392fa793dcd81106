import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { openTestDatabase } from './database.js';
import { freePort } from './freePort.js';

export interface TestServer {
  app: FastifyInstance;
  /** `http://127.0.0.1:{port}`, also the configured public URL (issuers live under it). */
  baseUrl: string;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

/** One key for the whole run: every test server shares the database whose issuer keys it encrypts. */
export const TEST_KEY_ENCRYPTION_KEY = '9eWn+Qpij7iXuSycx4MxEJrU9GdMdObI6pxEyupqv8A=';

/**
 * The real server, listening on a free loopback port, on the run's shared database. `env` adds
 * configuration variables (e.g. `TENANT`). Call `close()` in `afterAll`.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'silent',
    KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY,
    // Every answer of every test is checked against its declared response schema.
    STRICT_RESPONSES: 'true',
    ...env,
    PORT: String(port),
  });
  const db = await openTestDatabase();
  const app = await buildApp({ db, config, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
