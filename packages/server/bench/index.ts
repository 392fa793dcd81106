/**
 * `npm run bench`: requests per second and p99 latency of the API over loopback, for a get by id and a
 * page of `find`, with 10,000 rows in the tenant. Runs on the embedded PGlite, or on the PostgreSQL of
 * DATABASE_URL when set (`scripts/with-postgres.sh` provides one). The load generator shares the machine:
 * compare figures with each other, not with other machines.
 */
import {
  failuresOf,
  loadPath,
  registerBenchTenant,
  signInBenchTenant,
  withBenchServer,
} from './benchServer.js';

const ROWS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

await withBenchServer(async (server) => {
  const tenant = await registerBenchTenant(server.db, `bench_${Date.now()}`);
  const ids = await server.db.withTenant(tenant.id, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into lookup (tenant_id, key, name, seq, document)
       select $1, 'lookup' || n, 'Lookup ' || n, n, '{"values": [{"key": "A", "name": "A"}]}'::jsonb
         from generate_series(1, $2::int) as n
       returning id`,
      [tenant.id, ROWS],
    );
    return rows.map((row) => row.id);
  });
  const token = await signInBenchTenant(server, tenant);
  console.log(`${server.engine}, ${ROWS} lookups, ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const [label, path] of [
    ['GET /api/lookups/{id}', `/api/lookups/${ids[Math.floor(ids.length / 2)]}`],
    ['GET /api/lookups/find?page=100&limit=20', '/api/lookups/find?page=100&limit=20'],
  ] as const) {
    const result = await loadPath(server, path, token, { connections: CONNECTIONS, seconds: SECONDS });
    console.log(
      `  ${label.padEnd(42)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms` +
        failuresOf(result),
    );
  }
});
