/**
 * `npm run bench`: requests per second and latency of the API over loopback, for a person by id (auth,
 * permissions, row-level security and logging included) and a page of the persons list, with 10,000 persons
 * in the tenant. Runs on the embedded PGlite, or on the PostgreSQL of DATABASE_URL when set
 * (`scripts/with-postgres.sh` provides one). The load generator is a process of its own but shares the
 * machine: compare rates with each other, not with other machines; the CPU each request costs the API and
 * the database is printed too, a figure that others' load on the machine changes less.
 */
import {
  failuresOf,
  latencyOf,
  loadPath,
  registerBenchTenant,
  signInBenchTenant,
  withBenchServer,
} from './benchServer.js';
import { cpuCostText } from './cpuCost.js';
import { insertPersons } from './persons.js';

const ROWS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
/** A first load that is not measured: the figures are of a server whose hot code is compiled. */
const WARM_UP_SECONDS = 3;

await withBenchServer(async (server) => {
  const tenant = await registerBenchTenant(server.db, `bench_${Date.now()}`);
  await insertPersons(server.db, tenant.id, ROWS);
  const [middle] = await server.db.withTenant(tenant.id, async (tx) => {
    const { rows } = await tx.query<{ id: string }>('select id from party order by id offset $1 limit 1', [
      ROWS / 2,
    ]);
    return rows.map((row) => row.id);
  });
  const token = await signInBenchTenant(server, tenant);
  console.log(
    `${server.engine}, ${ROWS} persons, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s unmeasured`,
  );
  for (const [label, path] of [
    ['GET /api/parties/{id}', `/api/parties/${middle}`],
    ['GET /api/parties/find?page=100&limit=20', '/api/parties/find?page=100&limit=20'],
  ] as const) {
    await loadPath(server, path, token, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
    const result = await loadPath(server, path, token, { connections: CONNECTIONS, seconds: SECONDS });
    console.log(
      `  ${label.padEnd(42)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   ${latencyOf(result)}   ${cpuCostText(result.cpu)}` +
        failuresOf(result),
    );
  }
});
