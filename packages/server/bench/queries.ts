/**
 * `npm run bench`, saved queries: 100,000 quotes of a product whose version defines a risk object (kind, area,
 * built on, alarm), created over three years in the statuses of the quote workflow, then a saved query with
 * a three-rule condition on those product-defined fields. Prints the p50/p95/p99 latency of a page of 10
 * (`GET /api/queries/x/{id}`) over loopback and of the same read in a tenant transaction, one at a time,
 * pages and sortings varied, for the date range the query page asks by default (the previous month) and for
 * the whole three years; then the plan of the run's statement, and the export of every quote (CSV and XLSX)
 * with its time and the growth of this process's memory (the server's; the database runs apart). Runs on the embedded PGlite, or on the
 * PostgreSQL of DATABASE_URL when set. The rows are written as they are after single inserts: no ANALYZE.
 */
import { QUOTE_STATUSES, type QuoteStatus, type SavedQuery } from '@coverline/engine';
import { readList } from '../src/kit/listQuery.js';
import { planRun, runPage } from '../src/modules/queries/run.js';
import { fieldsOf, sourceOf } from '../src/modules/queries/service.js';
import {
  HOME_PARTIES,
  HOME_PERIOD,
  HOME_PRICING,
  HOME_RISK,
  activeHomeProduct,
} from '../test/support/homeProduct.js';
import {
  benchApi,
  percentile,
  type BenchServer,
  registerBenchTenant,
  signInBenchTenant,
  withBenchServer,
} from './benchServer.js';

const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const DAYS = 3 * 365;
const CONDITION = 'risk.area >= 60 && risk.kind == "house" && risk.builtOn < "2000-01-01"';
const SORTINGS = [undefined, 'risk.area:DESC', 'premium:ASC', 'createdAt:DESC,quoteNr:ASC'];

/** How often each status occurs among a portfolio's quotes, in parts of 100. */
const STATUS_SHARES: Record<QuoteStatus, number> = {
  NEW: 18,
  INCOMPLETE: 5,
  READY: 8,
  APPROVED: 8,
  QUOTED: 6,
  ACCEPTED: 2,
  ISSUING: 1,
  ISSUED: 33,
  REJECTED: 7,
  EXPIRED: 10,
  DELETED: 2,
};
const STATUS_DRAW = QUOTE_STATUSES.flatMap((status) => Array<string>(STATUS_SHARES[status]).fill(status));

/** `p50 / p95 / p99` in milliseconds of REQUESTS calls of `run`, one at a time. */
async function timed(run: (index: number) => Promise<void>): Promise<string> {
  const times: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    await run(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return [50, 95, 99].map((p) => percentile(times, p).toFixed(1)).join(' / ') + ' ms';
}

/** `YYYY-MM-DD` of a UTC date. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The previous calendar month, as the query page asks for when its address names no dates. */
function previousMonth(today: Date): { startDate: string; date: string } {
  return {
    startDate: dayOf(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1))),
    date: dayOf(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0))),
  };
}

await withBenchServer(async (server) => {
  const { db } = server;
  const tenant = await registerBenchTenant(db, `bench_query_${Date.now()}`);
  const token = await signInBenchTenant(server, tenant);
  const call = benchApi(server, token);
  const { productId, versionId } = await activeHomeProduct((path, body) => call('POST', path, body), {
    objectDefinitions: [HOME_PERIOD, HOME_PRICING, HOME_PARTIES, HOME_RISK],
  });
  const loading = Date.now();
  await db.withTenant(tenant.id, async (tx) => {
    await tx.query('select setseed(0.4711)');
    await tx.query(
      `insert into quote (tenant_id, product_type, quote_nr, status, action_type, product_id, product_version_id,
                          contractee, start_date, end_date, valid_until, currency, premium, sum_insured, data,
                          search_text, created_at, updated_at)
       select $1, 'INSURANCE', 'Q-' || lpad(n::text, 7, '0'), status, 'NEW', $2, $3,
              jsonb_build_object('name', 'Person ' || n), created::date + 14, created::date + 378,
              created::date + 30, 'EUR', premium, premium * 150,
              jsonb_build_object(
                'quote', jsonb_build_object('startDate', created::date + 14, 'endDate', created::date + 378),
                'pricing', jsonb_build_object('premium', jsonb_build_object('amount', premium / 100.0, 'currency', 'EUR')),
                'risk', jsonb_build_object('kind', kind, 'area', area, 'builtOn', built_on, 'alarm', alarm)),
              'q-' || lpad(n::text, 7, '0') || ' person ' || n, created, created
         from (select n, ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] as status,
                      now() - random() * interval '${DAYS} days' as created,
                      (20000 + floor(random() * 180000))::bigint as premium,
                      (array['house', 'house', 'flat', 'flat', 'cottage'])[1 + floor(random() * 5)::int] as kind,
                      round((25 + random() * 275)::numeric, 1) as area,
                      (date '1900-01-01' + floor(random() * 45000)::int)::text as built_on,
                      random() < 0.3 as alarm
                 from generate_series(1, $4::int) as n) as drawn`,
      [tenant.id, productId, versionId, QUOTES, STATUS_DRAW],
    );
  });
  const query = await call<SavedQuery & { id: string }>('POST', '/api/queries/INSURANCE_QUOTES', {
    name: 'Old large houses',
    queryObject: 'INSURANCE_QUOTES',
    columns: ['quoteNr', 'status', 'contracteeName', 'premium', 'risk.kind', 'risk.area', 'risk.builtOn'],
    search: ['quoteNr', 'contracteeName'],
    sorting: ['quoteNr:DESC'],
    visibleIn: ['TREE_MENU'],
    conditions: CONDITION,
  });
  const ranges: [label: string, range: { startDate?: string; date?: string }][] = [
    ['previous month (the default)', previousMonth(new Date())],
    ['three years', { startDate: dayOf(new Date(Date.now() - DAYS * 86_400_000)), date: dayOf(new Date()) }],
  ];
  console.log(
    `${server.engine}, saved query "${CONDITION}" over ${QUOTES} quotes (loaded in ` +
      `${((Date.now() - loading) / 1000).toFixed(1)} s), page of 10, ${REQUESTS} requests one at a time, ` +
      `sortings ${SORTINGS.map((each) => each ?? 'the query own').join(' | ')}, pages 0–9`,
  );
  for (const [label, range] of ranges) {
    const path = (index: number) => {
      const sorting = SORTINGS[index % SORTINGS.length];
      const params = new URLSearchParams({
        page: String(Math.floor(index / SORTINGS.length) % 10),
        limit: '10',
        ...range,
        ...(sorting === undefined ? {} : { sorting }),
      });
      return `/api/queries/x/${query.id}?${params}`;
    };
    const { count } = await call<{ count: number }>('GET', path(0)); // warm-up, and the matches
    const http = await timed(async (index) => {
      await call('GET', path(index));
    });
    // The same pages read in a tenant transaction as the route reads them, without HTTP and the sign-in's checks.
    const source = sourceOf('INSURANCE_QUOTES');
    const database = await timed((index) =>
      db.withTenant(tenant.id, async (tx) => {
        const sorting = SORTINGS[index % SORTINGS.length];
        const run = planRun(query, source, await fieldsOf(tx, source), {
          ...range,
          ...(sorting === undefined ? {} : { sorting }),
        });
        await runPage(tx, run, Math.floor(index / SORTINGS.length) % 10, 10);
      }),
    );
    console.log(
      `  ${label.padEnd(30)} ${String(count).padStart(6)} matches   HTTP ${http}   database ${database}`,
    );
  }
  // The statement of the default page as the route builds and reads it.
  const plan = await db.withTenant(tenant.id, async (tx) => {
    const source = sourceOf('INSURANCE_QUOTES');
    const run = planRun(query, source, await fieldsOf(tx, source), (ranges[0] as [string, object])[1]);
    const { sql, params } = run.statement(0, 10, true);
    const { rows } = await readList(tx, () =>
      tx.query<Record<string, string>>(`explain (analyze, costs off) ${sql}`, params),
    );
    return rows.map((row) => row['QUERY PLAN']);
  });
  console.log(`  plan of the default page:\n    ${plan.join('\n    ')}`);
  const everything = await call<SavedQuery & { id: string }>('POST', '/api/queries/INSURANCE_QUOTES', {
    name: 'Every quote',
    queryObject: 'INSURANCE_QUOTES',
    columns: [
      'quoteNr',
      'status',
      'contracteeName',
      'createdAt',
      'premium',
      'risk.kind',
      'risk.area',
      'risk.builtOn',
    ],
    sorting: ['quoteNr:ASC'],
    visibleIn: ['TREE_MENU'],
    conditions: '',
  });
  console.log(`  export of all ${QUOTES} quotes, ${everything.columns.length} columns, over HTTP:`);
  await benchExport(server, token, everything.id, (ranges[1] as [string, Record<string, string>])[1]);
});

/** This process's resident set and heap in bytes, sampled every 20 ms while `work` runs: the peaks. */
async function peakMemory(work: () => Promise<void>): Promise<{ rss: number; heap: number }> {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heap = Math.max(peak.heap, heapUsed);
  };
  const timer = setInterval(sample, 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return peak;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/**
 * Exports every quote of the saved query's type (no condition, the whole three years) over HTTP as CSV and
 * as XLSX, reading the answer as it arrives: the time, the file's size and how far the resident set and the
 * heap grew above where they stood before. The peaks include garbage not collected yet: with a collection
 * forced every 200 ms the heap stayed within about 20 MB of its start for 100,000 rows (and for 30,000).
 */
async function benchExport(
  server: BenchServer,
  token: string,
  queryId: string,
  range: Record<string, string>,
) {
  for (const format of ['csv', 'xlsx']) {
    global.gc?.();
    const before = process.memoryUsage();
    let bytes = 0;
    const started = performance.now();
    const peak = await peakMemory(async () => {
      const params = new URLSearchParams({ format, ...range });
      const response = await fetch(`${server.baseUrl}/api/queries/x/${queryId}/export?${params}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok || response.body === null) throw new Error(`export → ${response.status}`);
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `  export ${format.padEnd(4)} ${seconds} s, ${megabytes(bytes)}; RSS ${megabytes(before.rss)} → peak ` +
        `+${megabytes(peak.rss - before.rss)}, heap ${megabytes(before.heapUsed)} → peak +${megabytes(peak.heap - before.heapUsed)}`,
    );
  }
}
