/**
 * `npm run bench`: requests per second and p99 latency of the API over loopback, for a get by id and a
 * page of `find`, with 10,000 rows in the tenant. Runs on the embedded PGlite, or on the PostgreSQL of
 * DATABASE_URL when set (`scripts/with-postgres.sh` provides one). The load generator shares the machine:
 * compare figures with each other, not with other machines.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { registerTenant } from '../src/modules/tenants/service.js';
import { signIn } from '../test/support/signIn.js';

const ROWS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const PASSWORD = 'Bench-password-1';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? '' : mkdtempSync(join(tmpdir(), 'coverline-bench-'));
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const db = await openDatabase({ dataDir, databaseUrl });
  // Issuers live under the public URL, so the port is chosen before the server is built.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'silent',
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  const app = await buildApp({ db, config, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const code = `bench_${Date.now()}`;
    const email = `bench@${code}.test`;
    const tenant = await registerTenant(db, {
      tenant: code,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const ids = await db.withTenant(tenant.id, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into lookup (tenant_id, key, name, seq, document)
         select $1, 'lookup' || n, 'Lookup ' || n, n, '{"values": [{"key": "A", "name": "A"}]}'::jsonb
           from generate_series(1, $2::int) as n
         returning id`,
        [tenant.id, ROWS],
      );
      return rows.map((row) => row.id);
    });
    const token = await signIn(baseUrl, code, email, PASSWORD);
    console.log(`${engine}, ${ROWS} lookups, ${CONNECTIONS} connections, ${SECONDS} s each`);
    for (const [label, path] of [
      ['GET /api/lookups/{id}', `/api/lookups/${ids[Math.floor(ids.length / 2)]}`],
      ['GET /api/lookups/find?page=100&limit=20', '/api/lookups/find?page=100&limit=20'],
    ] as const) {
      const result = await autocannon({
        url: `${baseUrl}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { authorization: `Bearer ${token}` },
      });
      const failed = result.non2xx + result.errors;
      console.log(
        `  ${label.padEnd(42)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms` +
          (failed > 0 ? `   (${failed} failed)` : ''),
      );
    }
  } finally {
    await app.close();
    await db.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

await main();
