import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant, openTestDatabase } from '../../test/support/database.js';
import { APP_ROLE, type Database, type Tx } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { parties } from '../modules/parties/service.js';
import { searchTextOf } from '../modules/shared/searchText.js';
import { listPage, listStatements, readList, type ListRequest } from './listQuery.js';

/** Tests of the one list builder, on the party list's declaration, against the shared test database. */
describe('list builder', () => {
  let database: Database;
  let ours: { id: string };
  let theirs: { id: string };
  const list = parties.declaration.list;
  const names = ['Zane Ābele', 'anna Bērziņa', 'Ēriks Cālis', 'Per%Cent', 'Under_Score', 'Back\\Slash'];
  /** Rows beside the named ones, so that an index is worth using. */
  const FILLER = 3000;

  const insertParties = (tenantId: string, partyNames: string[]) =>
    database.withTenant(tenantId, (tx) =>
      tx.query(
        `insert into party (tenant_id, party_type, name, code, data, search_text)
         select $1, 'PRIVATE', name, code, '{}'::jsonb, search_text
           from unnest($2::text[], $3::text[], $4::text[]) as p(name, code, search_text)`,
        [
          tenantId,
          partyNames,
          partyNames.map((_, index) => `code-${index}`),
          partyNames.map((name, index) => searchTextOf([name, `code-${index}`])),
        ],
      ),
    );
  const page = (request: Partial<ListRequest>, tenantId = ours.id) =>
    database.withTenant(tenantId, (tx) => listPage(tx, list, { page: 0, limit: 10, ...request }));
  const namesOf = async (request: Partial<ListRequest>, tenantId?: string) =>
    (await page(request, tenantId)).items.map((item) => item.name);
  const refusal = async (request: Partial<ListRequest>) => {
    const error = await page(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, errors: (error as HttpError).validationErrors };
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    ours = await insertTenant(database, 'list_a');
    theirs = await insertTenant(database, 'list_b');
    await insertParties(ours.id, names);
    await insertParties(
      ours.id,
      Array.from({ length: FILLER }, (_, index) => `Filler ${index}`),
    );
    // The other tenant has the same names and more: none of them may ever show.
    await insertParties(theirs.id, [...names, 'Only Theirs']);
    await database.withSystem((tx) => tx.query('analyze party'));
  });
  afterAll(() => database.close());

  it('pages with a count of all matches, and never overlaps two pages', async () => {
    const first = await page({ limit: 4, sorting: 'name:ASC' });
    expect(first.count).toBe(names.length + FILLER);
    expect(first.items).toHaveLength(4);
    const second = await page({ page: 1, limit: 4, sorting: 'name:ASC' });
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]?.id);
    expect(first.items.map((item) => item.name)).toEqual([
      'anna Bērziņa',
      'Back\\Slash',
      'Ēriks Cālis',
      'Filler 0',
    ]);
    expect((await page({ page: 10_000, limit: 100 })).items).toEqual([]);
  });

  it('counts no further than asked, one more meaning "more"', async () => {
    const all = names.length + FILLER;
    expect((await page({ limit: 2, countUpTo: 5 })).count).toBe(6);
    expect((await page({ limit: 2, countUpTo: all })).count).toBe(all);
    expect((await page({ search: 'berzina', limit: 2, countUpTo: 100 })).count).toBe(1);
  });

  it('sorts by declared fields in either direction, breaking ties by id', async () => {
    const filter = { search: 'code-' };
    const ascending = await namesOf({ ...filter, limit: 3, sorting: 'name:ASC' });
    expect(ascending).toEqual(['anna Bērziņa', 'Back\\Slash', 'Ēriks Cālis']);
    const descending = await namesOf({ search: 'code-', limit: 2, sorting: 'name:desc' });
    expect(descending).toEqual(['Zane Ābele', 'Under_Score']);
    // Every row has the same type: the id decides, in the last key's direction, the same on every call.
    const byType = await page({ limit: 100, sorting: 'partyType:DESC' });
    const ids = byType.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect((await page({ limit: 100, sorting: 'partyType:DESC' })).items.map((item) => item.id)).toEqual(ids);
  });

  it('refuses a sorting by anything but a declared field and direction with 400', async () => {
    for (const sorting of [
      'nickname:ASC',
      'search_text:ASC',
      'name',
      'name:UP',
      'name:ASC;drop table party',
      'name:ASC, (select 1):DESC',
      '1:ASC',
      'p.name:ASC',
      'name:ASC --',
      'constructor:ASC',
    ]) {
      expect(await refusal({ sorting })).toEqual({ status: 400, errors: { sorting: ['notAllowed'] } });
    }
  });

  it('searches ignoring case and accents, with %, _ and \\ matching only themselves', async () => {
    expect(await namesOf({ search: 'BERZ' })).toEqual(['anna Bērziņa']);
    expect(await namesOf({ search: 'ēriks cal' })).toEqual(['Ēriks Cālis']);
    expect(await namesOf({ search: '%' })).toEqual(['Per%Cent']);
    expect(await namesOf({ search: 'r_s' })).toEqual(['Under_Score']);
    expect(await namesOf({ search: 'k\\s' })).toEqual(['Back\\Slash']);
    expect(await namesOf({ search: "'; drop table party; --" })).toEqual([]);
    expect((await page({ search: '   ' })).count).toBe(names.length + FILLER);
  });

  it('never shows another tenant’s rows, whatever the search, sorting, paging or extra condition', async () => {
    expect(await namesOf({ search: 'only theirs' })).toEqual([]);
    expect(await namesOf({ search: 'only theirs' }, theirs.id)).toEqual(['Only Theirs']);
    const theirIds = await database.withTenant(theirs.id, async (tx) =>
      (await tx.query<{ id: string }>('select id from party')).rows.map((row) => row.id),
    );
    const byTheirIds = await page({
      limit: 100,
      where: [(n) => ({ sql: `p.id = any($${n}::uuid[])`, params: [theirIds] })],
    });
    expect(byTheirIds).toEqual({ count: 0, items: [] });
    // An extra condition adds to the tenant filter; it cannot widen it.
    const everything = await page({ limit: 100, where: [() => ({ sql: 'true or true', params: [] })] });
    expect(everything.count).toBe(names.length + FILLER);
  });

  it('refuses page values outside the limits with 400', async () => {
    for (const request of [
      { limit: 101 },
      { limit: 0 },
      { page: -1 },
      { page: 1.5 },
      { limit: Number('1;') },
    ]) {
      expect((await refusal(request)).status).toBe(400);
    }
  });

  it('sees no rows outside a tenant transaction', async () => {
    const count = await database.withSystem((tx) => listPage(tx, list, { page: 0, limit: 10 }));
    expect(count).toEqual({ count: 0, items: [] });
  });

  it('leaves the application role only for its own statements', async () => {
    const roles = await database.withTenant(ours.id, async (tx) => {
      const inside = await readList(tx, () => currentUser(tx));
      return [inside, await currentUser(tx)];
    });
    expect(roles[1]).toBe(APP_ROLE);
    expect(roles[0]).not.toBe(APP_ROLE);
    // A failed statement does not leave the transaction outside the role either.
    const after = await database.withTenant(ours.id, async (tx) => {
      await readList(tx, () => Promise.reject(new Error('boom'))).catch(() => undefined);
      return currentUser(tx);
    });
    expect(after).toBe(APP_ROLE);
  });

  it('searches with the trigram index, which row-level security alone would keep unused', async () => {
    const { count: statement, params } = listStatements(list, { page: 0, limit: 10, search: 'berzina' });
    const plan = (asApplication: boolean) =>
      database.withTenant(ours.id, async (tx) => {
        const explain = async () =>
          (await tx.query<{ 'QUERY PLAN': string }>(`explain ${statement}`, params.slice(0, -2))).rows
            .map((row) => row['QUERY PLAN'])
            .join('\n');
        return asApplication ? explain() : readList(tx, explain);
      });
    expect(await plan(false)).toContain('party_search');
    expect(await plan(true)).not.toContain('party_search');
  });
});

async function currentUser(tx: Tx): Promise<string> {
  const { rows } = await tx.query<{ user: string }>('select current_user as "user"');
  return rows[0]?.user as string;
}
