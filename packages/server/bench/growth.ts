/**
 * `tsx bench/growth.ts`: whether the cost of lists, searches and look-ups stays flat as a tenant grows. The
 * same calls are timed (one connection, p50 / p95) with 10,000 persons in the tenant and again after it grew
 * to GROWTH_ROWS (default 1,000,000; set a smaller size where loading that many takes too long), with the
 * grown tables analysed as the server's schedule (or autovacuum) would. Runs on the embedded PGlite, or on
 * the PostgreSQL of DATABASE_URL when set.
 */
import {
  latencyOf,
  loadPath,
  registerBenchTenant,
  signInBenchTenant,
  withBenchServer,
  type Load,
} from './benchServer.js';
import { insertPersons, person } from './persons.js';

const SMALL = 10_000;
const LARGE = Number(process.env.GROWTH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Each call loaded once unmeasured before the first figures: they are of a server whose hot code is compiled. */
const WARM_UP_SECONDS = 1;

const CALLS: [label: string, path: string][] = [
  ['persons list, first page', '/api/parties/find?page=0&limit=20'],
  ['persons list sorted by e-mail', '/api/parties/find?page=0&limit=20&sorting=email:DESC'],
  ['search: a personal code', `/api/search?search=${person(4711).personalCode}`],
  ['search: a last name', `/api/search?search=${encodeURIComponent(person(0).lastName)}`],
  ['search: two letters', '/api/search?search=an'],
  ['Customer look-up by name', `/api/parties/find-all?name=${encodeURIComponent(person(7).firstName)}`],
];

await withBenchServer(async (server) => {
  const tenant = await registerBenchTenant(server.db, `bench_growth_${Date.now()}`);
  const token = await signInBenchTenant(server, tenant);
  const measure = async (seconds = SECONDS) => {
    const loads: Load[] = [];
    for (const [, path] of CALLS)
      loads.push(await loadPath(server, path, token, { connections: 1, seconds }));
    return loads;
  };
  await insertPersons(server.db, tenant.id, SMALL);
  await server.db.maintainGrownTables();
  await measure(WARM_UP_SECONDS);
  const small = await measure();
  const loading = Date.now();
  await insertPersons(server.db, tenant.id, LARGE - SMALL, SMALL);
  await server.db.maintainGrownTables();
  const loaded = ((Date.now() - loading) / 1000).toFixed(0);
  const large = await measure();
  console.log(
    `${server.engine}, growth from ${SMALL} to ${LARGE} persons in one tenant (loaded in ${loaded} s), ` +
      `1 connection, ${SECONDS} s each`,
  );
  CALLS.forEach(([label], index) => {
    const [before, after] = [small[index] as Load, large[index] as Load];
    console.log(
      `  ${label.padEnd(32)} ${latencyOf(before)}  →  ${latencyOf(after)}   p95 ×${(after.p95 / before.p95).toFixed(2)}` +
        (before.failed + after.failed > 0 ? `   (${before.failed + after.failed} failed)` : ''),
    );
  });
});
