import { SEARCH_COUNT_CAP } from '@coverline/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant, openTestDatabase, testDatabaseIsEmbedded } from '../../../test/support/database.js';
import type { Database } from '../../db/database.js';
import {
  listCountUpTo,
  listStatements,
  readList,
  type ListDeclaration,
  type ListRequest,
} from '../../kit/listQuery.js';
import { LOAN_KIND } from '../loans/service.js';
import { parties } from '../parties/service.js';
import { POLICY_KIND } from '../policies/service.js';
import { QUOTE_KINDS } from '../quotes/service.js';
import { SEARCH_GROUP_SIZE } from './service.js';

const PERSONS = 100_000;
const BATCH = 10_000;

/** Persons $2 to $3 of the tenant $1: names, personal codes and e-mail addresses, folded into the search text. */
const INSERT_PERSONS = `
  insert into party (tenant_id, party_type, name, code, email, data, search_text)
  select $1, 'PRIVATE', first || ' ' || last, code, email, '{}',
         lower(first_folded || ' ' || last_folded) || E'\\n' || code || E'\\n' || email
    from (select (array['Anna','Jānis','Līga','Pēteris','Ilze'])[1 + n % 5] as first,
                 (array['anna','janis','liga','peteris','ilze'])[1 + n % 5] as first_folded,
                 (array['Bērziņa','Ozols','Kalniņš','Liepa'])[1 + n / 5 % 4] as last,
                 (array['berzina','ozols','kalnins','liepa'])[1 + n / 5 % 4] as last_folded,
                 '120385-' || lpad(n::text, 5, '0') as code,
                 (array['anna','janis','liga','peteris','ilze'])[1 + n % 5] || '.' ||
                   (array['berzina','ozols','kalnins','liepa'])[1 + n / 5 % 4] || n || '@example.com' as email
            from generate_series($2::int, $3::int) as n) as person`;

/** The lists the global search reads, one per group. */
const GROUPS: [string, ListDeclaration<unknown>][] = [
  ['parties', parties.declaration.list],
  ['insurance quotes', QUOTE_KINDS.INSURANCE.declaration.list],
  ['loan applications', QUOTE_KINDS.LENDING.declaration.list],
  ['policies', POLICY_KIND.declaration.list],
  ['loans', LOAN_KIND.declaration.list],
];

/** From one match to half the tenant, and none. */
const SEARCHES = ['120385-04711', 'anna.berzina1230@example.com', 'anna berzina', 'berzina', 'an', 'qqqq'];

// The plans of a grown tenant: a search must use the indexes at 100,000 persons, as the planner sees them
// once the grown table was analysed (every minute on the embedded database, by autovacuum on PostgreSQL).
describe('the global search and the persons list at 100,000 persons', () => {
  let db: Database;
  let tenantId: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    ({ id: tenantId } = await insertTenant(db, 'plans'));
    // Written as the service would store them (see bench/persons.ts), in batches: the test database is
    // shared, and on the embedded one a transaction holds it for every other test file.
    for (let first = 0; first < PERSONS; first += BATCH) {
      await db.withTenant(tenantId, (tx) => tx.query(INSERT_PERSONS, [tenantId, first, first + BATCH - 1]));
    }
    // The embedded database's maintenance, run at once; on PostgreSQL autovacuum may have been first. Either
    // way the grown table's statistics now cover what was written (the maintenance itself: database.test.ts).
    await db.maintainGrownTables();
    expect(await db.maintainGrownTables()).not.toContain('party');
  }, 300_000);
  afterAll(() => db.close());

  /** The plan of a list's page statement, built as `listPage` builds it, for the transaction it runs in. */
  const planOf = (list: ListDeclaration<unknown>, request: ListRequest) =>
    db.withTenant(tenantId, (tx) => {
      const { page, params } = listStatements(list, { ...request, transaction: tx });
      return readList(tx, async () =>
        (await tx.query<{ 'QUERY PLAN': string }>(`explain ${page}`, params)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n'),
      );
    });

  // The embedded database has no autovacuum: its maintenance vacuums what grew, so a walk down an index reads
  // only the index where it can, instead of every row it passes.
  it.runIf(testDatabaseIsEmbedded())('marks the grown table’s pages visible to all', async () => {
    const { rows } = await db.withSystem((tx) =>
      tx.query<{ visible: number }>(`select relallvisible as visible from pg_class where relname = 'party'`),
    );
    // Some, not all: another test file's open transaction may keep the newest pages back.
    expect(rows[0]?.visible).toBeGreaterThan(0);
  });

  it('reads every group with indexes, never scanning all persons', async () => {
    for (const search of SEARCHES) {
      for (const [group, list] of GROUPS) {
        const plan = await planOf(list, {
          page: 0,
          limit: SEARCH_GROUP_SIZE,
          search,
          countUpTo: SEARCH_COUNT_CAP,
        });
        expect(plan, `${group}, "${search}":\n${plan}`).not.toMatch(/Seq Scan on party\b/);
      }
    }
  });

  it("pages the persons list in any column's order by walking an index, its count stopping at the cap", async () => {
    for (const field of Object.keys(parties.declaration.list.sortable)) {
      for (const direction of ['ASC', 'DESC']) {
        const plan = await planOf(parties.declaration.list, {
          page: 0,
          limit: 20,
          sorting: `${field}:${direction}`,
          countUpTo: listCountUpTo(0, 20),
        });
        // A sort by the table's columns would order every person of the tenant before taking the page (the
        // page's own few rows may be put in order again by its sort keys).
        expect(plan, `${field} ${direction}:\n${plan}`).not.toMatch(/Seq Scan on party\b|Sort Key: p\./);
      }
    }
  });

  // The tenant holds nearly all persons of the shared test database: the planner must know that (it is given
  // the tenant's id), or it takes a fifth of the tenant for a handful and gathers all of them from the search
  // index to count past one page.
  it("counts a broad look-up's matches down an index to the page's end, not over a bitmap of all of them", async () => {
    const plan = await planOf(parties.declaration.list, {
      page: 0,
      limit: 10,
      search: 'anna',
      countUpTo: 10,
    });
    expect(plan).not.toMatch(/Bitmap Heap Scan on party\b/);
  });
});
