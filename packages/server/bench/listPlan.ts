/**
 * `tsx bench/listPlan.ts`: the plan and time of the persons search as the list builder runs it (outside
 * row-level security, tenant filter written in) and of the very same statement under row-level security,
 * over 100,000 persons of one tenant and 10,000 of another. Shows that a search uses the trigram index only
 * the builder's way. Runs on the embedded PGlite, or on the PostgreSQL of DATABASE_URL when set.
 */
import { listStatements, readList } from '../src/kit/listQuery.js';
import { parties } from '../src/modules/parties/service.js';
import { searchTextOf } from '../src/modules/shared/searchText.js';
import { registerBenchTenant, withBenchServer } from './benchServer.js';

const PERSONS = 100_000;
const BATCH = 10_000;

await withBenchServer(async ({ db, engine }) => {
  const tenant = await registerBenchTenant(db, `bench_plan_${Date.now()}`);
  const neighbour = await registerBenchTenant(db, `${tenant.code}_other`);
  for (const [tenantId, count] of [
    [tenant.id, PERSONS],
    [neighbour.id, PERSONS / 10],
  ] as const) {
    for (let start = 0; start < count; start += BATCH) {
      const names = Array.from({ length: BATCH }, (_, index) => `Person ${start + index} Bērziņš`);
      await db.withTenant(tenantId, (tx) =>
        tx.query(
          `insert into party (tenant_id, party_type, name, code, data, search_text)
           select $1, 'PRIVATE', name, name, '{}'::jsonb, search_text
             from unnest($2::text[], $3::text[]) as p(name, search_text)`,
          [tenantId, names, names.map((name) => searchTextOf([name]))],
        ),
      );
    }
  }
  const { count, params } = listStatements(parties.declaration.list, {
    page: 0,
    limit: 5,
    search: 'person 4711 ',
  });
  for (const [label, builder] of [
    ['list builder', true],
    ['row-level security', false],
  ] as const) {
    const plan = await db.withTenant(tenant.id, async (tx) => {
      const explain = async () =>
        (await tx.query(`explain analyze ${count}`, params.slice(0, -2))).rows.map(
          (row: Record<string, string>) => row['QUERY PLAN'],
        );
      return builder ? readList(tx, explain) : explain();
    });
    console.log(`${engine}, ${label}:\n  ${plan.join('\n  ')}`);
  }
});
