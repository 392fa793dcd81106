/**
 * `npm run bench`, global search: 100,000 persons in one tenant (and 10,000 in another, whose rows the
 * search must skip), then per search text the p50 and p99 latency of `GET /api/search?search=…` over
 * loopback with one connection, and of the list builder's statement behind the persons group alone. Runs on the
 * embedded PGlite, or on the PostgreSQL of DATABASE_URL when set. After the load the grown tables are
 * analysed, as the embedded database does every minute by itself and autovacuum does on PostgreSQL. The CPU
 * each search costs the API and the database is printed too: the latencies swing with others' load, it less.
 */
import { SEARCH_COUNT_CAP } from '@coverline/engine';
import { findParties } from '../src/modules/parties/service.js';
import {
  failuresOf,
  loadPath,
  registerBenchTenant,
  signInBenchTenant,
  withBenchServer,
} from './benchServer.js';
import { cpuCostText } from './cpuCost.js';
import { insertPersons, person } from './persons.js';

const PARTIES = 100_000;
const OTHER_TENANT_PARTIES = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DATABASE_CALLS = 200;
/** A first load that is not measured, of a text not measured: the figures are of a server whose hot code is compiled. */
const WARM_UP_SECONDS = 3;

/** Search texts from one match to most of the tenant. */
const SEARCHES: [label: string, text: string][] = [
  ['a personal code', person(4711).personalCode],
  ['an e-mail address', person(1233).email],
  ['first and last name', `${person(0).firstName} ${person(0).lastName}`],
  ['a last name', person(0).lastName],
  ['two letters', 'an'],
  ['nothing matches', 'qqqq'],
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

await withBenchServer(async (server) => {
  const { db } = server;
  const tenant = await registerBenchTenant(db, `bench_search_${Date.now()}`);
  const neighbour = await registerBenchTenant(db, `${tenant.code}_other`);
  const loading = Date.now();
  await insertPersons(db, tenant.id, PARTIES);
  await insertPersons(db, neighbour.id, OTHER_TENANT_PARTIES);
  await db.maintainGrownTables();
  const token = await signInBenchTenant(server, tenant);
  await loadPath(server, '/api/search?search=warm', token, { connections: 1, seconds: WARM_UP_SECONDS });
  console.log(
    `${server.engine}, global search over ${PARTIES} persons (+${OTHER_TENANT_PARTIES} of another tenant, ` +
      `loaded in ${((Date.now() - loading) / 1000).toFixed(1)} s), 1 connection, ${SECONDS} s each after ` +
      `${WARM_UP_SECONDS} s unmeasured`,
  );
  console.log(`  ${'search text'.padEnd(44)} matches   HTTP p50 / p95 / p99 ms   persons group p50 / p99 ms`);
  for (const [label, text] of SEARCHES) {
    const timings: number[] = [];
    let matches = 0;
    for (let call = 0; call < DATABASE_CALLS; call++) {
      const started = performance.now();
      await db.withTenant(tenant.id, async (tx) => {
        matches = (
          await findParties(tx, {}, { page: 0, limit: 5, search: text, countUpTo: SEARCH_COUNT_CAP })
        ).count;
      });
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const result = await loadPath(server, `/api/search?search=${encodeURIComponent(text)}`, token, {
      connections: 1,
      seconds: SECONDS,
    });
    console.log(
      `  ${`${label}: "${text}"`.padEnd(44)} ${String(matches).padStart(7)}   ` +
        `${[result.p50, result.p95, result.p99].map((ms) => ms.toFixed(1).padStart(5)).join(' / ')}      ` +
        `${percentile(timings, 0.5).toFixed(1).padStart(6)} / ${percentile(timings, 0.99).toFixed(1).padEnd(6)}` +
        `${cpuCostText(result.cpu)}` +
        failuresOf(result),
    );
  }
});
