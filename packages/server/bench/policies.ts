/**
 * `npm run bench`, policies: the p50 and p99 latency of issuing an approved quote (`POST /api/quotes/{id}/issue`:
 * the quote's checks, the policy, its NEW transaction and the quote's move, in one transaction), one at a
 * time, then requests per second and p99 of the policy page's loads (`GET /api/policies/{id}` with its
 * transactions, and `/summary`) over loopback. Runs on the embedded PGlite, or on the PostgreSQL of
 * DATABASE_URL when set.
 */
import { premiumSchedule, type QuoteContext, type QuoteDraft } from '@coverline/engine';
import {
  benchApi as api,
  failuresOf,
  loadPath,
  percentile,
  registerBenchTenant,
  signInBenchTenant,
  withBenchServer,
} from './benchServer.js';
import { activeHomeProduct } from '../test/support/homeProduct.js';

const ISSUES = Number(process.env.BENCH_ISSUES ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const TERM = { startDate: '2026-12-01', endDate: '2027-11-30' };

await withBenchServer(async (server) => {
  const tenant = await registerBenchTenant(server.db, `bench_pol_${Date.now()}`);
  const token = await signInBenchTenant(server, tenant);
  const call = api(server, token);
  const { productId } = await activeHomeProduct((path, body) => call('POST', path, body));
  const party = await call<{ id: string; name: string; partyType: string }>('POST', '/api/parties', {
    partyType: 'PRIVATE',
    data: { person: { firstName: 'Anna', lastName: 'Bērziņa', personalCode: 'bench-1' } },
  });
  const customer = { id: party.id, name: party.name, partyType: party.partyType };
  const paymentSchedule = premiumSchedule({ premium: 1200, currency: 'EUR', ...TERM, instalments: 12 });
  const quotes: { id: string; version: number }[] = [];
  for (let index = 0; index < ISSUES; index += 1) {
    const { quote: draft } = await call<{ quote: QuoteDraft }>(
      'POST',
      `/api/products/${productId}/init-quote`,
    );
    const { quote } = await call<QuoteContext>('POST', '/api/quotes/save', {
      quote: {
        ...draft,
        data: {
          quote: { ...TERM, sumInsured: { amount: 250000, currency: 'EUR' } },
          pricing: { premium: { amount: 1200, currency: 'EUR' } },
          holder: { customer },
        },
        paymentSchedule,
      },
      product: { id: productId },
    });
    quotes.push({ id: quote.id, version: quote.version });
  }
  // The underwriting moves are the quote operations' bench; the quotes are approved directly.
  await server.db.withTenant(tenant.id, (tx) =>
    tx.query(`update quote set status = 'APPROVED' where id = any($1::uuid[])`, [
      quotes.map((each) => each.id),
    ]),
  );
  const times: number[] = [];
  let policyId = '';
  for (const quote of quotes) {
    const started = performance.now();
    const issued = await call<QuoteContext>('POST', `/api/quotes/${quote.id}/issue`, { quote });
    times.push(performance.now() - started);
    policyId = issued.quote.targetPolicyId as string;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${server.engine}, ${ISSUES} quotes issued one at a time, then ${CONNECTIONS} connections, ${SECONDS} s`,
  );
  console.log(
    `  ${'POST /api/quotes/{id}/issue'.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms`,
  );
  for (const [label, path] of [
    ['GET /api/policies/{id}', `/api/policies/${policyId}`],
    ['GET /api/policies/{id}/summary', `/api/policies/${policyId}/summary`],
  ] as const) {
    const result = await loadPath(server, path, token, { connections: CONNECTIONS, seconds: SECONDS });
    console.log(
      `  ${label.padEnd(36)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   p99 ${result.p99.toFixed(1).padStart(6)} ms` +
        failuresOf(result),
    );
  }
});
