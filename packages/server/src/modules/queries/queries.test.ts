import {
  ConditionError,
  evaluateCondition,
  formatCondition,
  type QueryFieldContract,
  type QueryResultPage,
  type RuleGroup,
  type SavedQuery,
} from '@coverline/engine';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  conditionDate,
  conditionNumber,
  ruleGroups,
  sqlCharacter,
} from '../../../../engine/test-support/conditionArbitraries.js';
import {
  activeHomeProduct,
  checkedPost,
  fieldOf,
  HOME_PARTIES,
  HOME_PERIOD,
  HOME_PRICING,
  HOME_RISK,
} from '../../../test/support/homeProduct.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser } from '../../../test/support/tenants.js';
import { allRows, planRun, runPage } from './run.js';
import { fieldsOf, sourceOf } from './service.js';

const STATUSES = ['NEW', 'READY', 'APPROVED'];
const text = fc.string({ unit: sqlCharacter, maxLength: 3 });
const number = conditionNumber;
const date = conditionDate;
/** A value that is absent, null, or of the field's declared type. */
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(fc.option(value, { nil: null }), { nil: undefined });

const record = fc.record({
  quoteNr: text,
  status: fc.constantFrom(...STATUSES),
  startDate: fc.option(date, { nil: null }),
  risk: fc.record({
    kind: maybe(text),
    area: maybe(number),
    alarm: maybe(fc.boolean()),
    builtOn: maybe(date),
    tags: maybe(fc.array(text, { maxLength: 2 })),
  }),
});
type StoredRecord = typeof record extends fc.Arbitrary<infer T> ? T : never;
/** A record of the test: the risk's fields each present or not. */
type TestRecord = Omit<StoredRecord, 'risk'> & { risk: Partial<StoredRecord['risk']> };

const FIELDS = [
  'quoteNr',
  'status',
  'startDate',
  'risk.kind',
  'risk.area',
  'risk.alarm',
  'risk.builtOn',
  'risk.tags',
];

/** The condition's text, or undefined when the condition language cannot write one of its values. */
function writable(group: RuleGroup): string | undefined {
  try {
    return formatCondition(group);
  } catch (error) {
    if (error instanceof ConditionError && error.code === 'unwritableText') return undefined;
    throw error;
  }
}

/** The record as the evaluator reads it: the query field keys are its paths. */
function evaluated(row: TestRecord): Record<string, unknown> {
  const risk = Object.fromEntries(Object.entries(row.risk).filter(([, value]) => value !== undefined));
  return { quoteNr: row.quoteNr, status: row.status, startDate: row.startDate, risk };
}

describe('saved queries', () => {
  const env = signedInTenant('qry', { other: true });
  const { call } = env;
  let productId: string;
  let versionId: string;

  const query = (overrides: Partial<SavedQuery> = {}): SavedQuery => ({
    name: 'Risky quotes',
    queryObject: 'INSURANCE_QUOTES',
    columns: ['quoteNr', 'status', 'risk.kind', 'risk.area'],
    search: ['quoteNr', 'risk.kind'],
    sorting: ['quoteNr:ASC'],
    visibleIn: ['TREE_MENU'],
    conditions: '',
    ...overrides,
  });

  const create = async (overrides: Partial<SavedQuery> = {}) => {
    const created = await call('POST', '/api/queries/INSURANCE_QUOTES', query(overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body as SavedQuery;
  };

  /** Replaces the tenant's quotes by these records, written directly: the quote workflow is not under test. */
  const storeQuotes = (rows: readonly TestRecord[]) =>
    env.server.db.withTenant(env.tenant.id, async (tx) => {
      await tx.query('delete from quote');
      for (const row of rows) {
        const data = {
          risk: Object.fromEntries(Object.entries(row.risk).filter(([, value]) => value !== undefined)),
        };
        await tx.query(
          `insert into quote (tenant_id, product_type, quote_nr, status, action_type, product_id, product_version_id,
                              start_date, data, search_text)
           values ($1, 'INSURANCE', $2, $3, 'NEW', $4, $5, $6, $7, '')`,
          [env.tenant.id, row.quoteNr, row.status, productId, versionId, row.startDate, data],
        );
      }
    });

  beforeAll(async () => {
    ({ productId, versionId } = await activeHomeProduct(checkedPost(call), {
      objectDefinitions: [HOME_PERIOD, HOME_PRICING, HOME_PARTIES, HOME_RISK],
    }));
  });

  it('offers the type core fields and the fields its product versions define', async () => {
    const answer = await call('GET', '/api/queries/x/INSURANCE_QUOTES/all-fields');
    expect(answer.status).toBe(200);
    const keys = (answer.body as QueryFieldContract[]).map(({ key }) => key);
    expect(keys).toEqual(
      expect.arrayContaining(['quoteNr', 'status', 'premium', 'risk.kind', 'risk.area', 'risk.tags']),
    );
    expect((answer.body as QueryFieldContract[]).find(({ key }) => key === 'premium')).toMatchObject({
      name: 'Premium',
      fieldType: 'Money',
      sortable: true,
      translations: { de: 'Prämie', fr: 'Prime', lv: 'Prēmija', ru: 'Премия' },
    });
  });

  it('offers a field a product manager adds to a new version at once', async () => {
    await checkedPost(call)('/api/product-versions', {
      name: 'Home 2027',
      productId,
      definition: {
        objectDefinitions: [
          HOME_PERIOD,
          HOME_PRICING,
          HOME_PARTIES,
          { ...HOME_RISK, fields: [...HOME_RISK.fields, fieldOf('floors', { fieldType: 'Integer' })] },
        ],
      },
    });
    const answer = await call('GET', '/api/queries/x/INSURANCE_QUOTES/all-fields');
    expect((answer.body as QueryFieldContract[]).map(({ key }) => key)).toContain('risk.floors');
    expect((await create({ conditions: 'risk.floors > 2' })).id).toBeDefined();
  });

  it('returns exactly the records the evaluator finds, for every operator on core and product fields', async () => {
    const source = sourceOf('INSURANCE_QUOTES');
    await fc.assert(
      fc.asyncProperty(
        fc.array(record, { minLength: 1, maxLength: 6 }),
        ruleGroups(FIELDS, sqlCharacter),
        async (rows, group) => {
          const unique = rows.map((row, index) => ({ ...row, quoteNr: `${index}${row.quoteNr}` }));
          await storeQuotes(unique);
          const conditions = writable(group);
          // a text holding both quote characters has no CEL literal: such conditions cannot be stored
          fc.pre(conditions !== undefined);
          if (conditions === undefined) return;
          const expected = unique
            .filter((row) => evaluateCondition(conditions, evaluated(row)))
            .map(({ quoteNr }) => quoteNr)
            .sort();
          const page = await env.server.db.withTenant(env.tenant.id, async (tx) => {
            const fields = await fieldsOf(tx, source);
            const plan = planRun(query({ conditions, columns: ['quoteNr'] }), source, fields, {});
            return runPage(tx, plan, 0, 100);
          });
          expect(page.items.map(({ values }) => values.quoteNr).sort(), conditions).toEqual(expected);
          expect(page.count).toBe(expected.length);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  describe('running a query', () => {
    let saved: SavedQuery;
    beforeAll(async () => {
      await storeQuotes([
        { quoteNr: 'Q-1', status: 'NEW', startDate: '2026-01-10', risk: { kind: 'flat', area: 50 } },
        { quoteNr: 'Q-2', status: 'READY', startDate: '2026-02-10', risk: { kind: 'house', area: 150 } },
        { quoteNr: 'Q-3', status: 'READY', startDate: '2026-03-10', risk: { kind: "o'flat", area: 80 } },
      ]);
      saved = await create({ conditions: 'risk.area >= 60' });
    });

    it('answers a page of the matching rows with its columns, sorted by the query or the caller', async () => {
      const page = await call('GET', `/api/queries/x/${saved.id}?page=0&limit=10`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body).toMatchObject({
        count: 2,
        items: [
          { values: { quoteNr: 'Q-2', status: 'READY', 'risk.kind': 'house', 'risk.area': 150 } },
          { values: { quoteNr: 'Q-3', 'risk.kind': "o'flat", 'risk.area': 80 } },
        ],
      });
      const sorted = await call('GET', `/api/queries/x/${saved.id}?sorting=risk.area:ASC&limit=1`);
      expect((sorted.body as QueryResultPage).items.map(({ values }) => values.quoteNr)).toEqual(['Q-3']);
      expect((sorted.body as QueryResultPage).count).toBe(2);
    });

    it('searches the searchable columns with the text taken literally', async () => {
      const search = async (text: string) =>
        (
          (await call('GET', `/api/queries/x/${saved.id}?search=${encodeURIComponent(text)}`))
            .body as QueryResultPage
        ).items.map(({ values }) => values.quoteNr);
      expect(await search("o'f")).toEqual(['Q-3']);
      expect(await search('%')).toEqual([]);
      expect(await search("' or 1=1 --")).toEqual([]);
    });

    it('filters by the date range', async () => {
      const all = await create({ conditions: '' });
      const page = await call('GET', `/api/queries/x/${all.id}?startDate=2026-01-01&date=2026-12-31`);
      expect((page.body as QueryResultPage).count).toBe(3);
      const none = await call('GET', `/api/queries/x/${all.id}?startDate=2020-01-01&date=2020-01-31`);
      expect((none.body as QueryResultPage).count).toBe(0);
      expect((await call('GET', `/api/queries/x/${all.id}?date=yesterday`)).status).toBe(400);
      // quotes filter on when they were created: a range of one day holds that whole day
      const today = await env.server.db.withTenant(env.tenant.id, async (tx) => {
        const { rows } = await tx.query<{ today: string }>('select current_date::text as today');
        return rows[0]?.today as string;
      });
      const oneDay = await call('GET', `/api/queries/x/${all.id}?startDate=${today}&date=${today}`);
      expect((oneDay.body as QueryResultPage).count).toBe(3);
    });

    it('refuses unknown fields and injection in field names with a 400 and changes nothing', async () => {
      for (const columns of [['quote_nr; drop table quote'], ['unknown'], ['risk.unknown']]) {
        const answer = await call('POST', '/api/queries/INSURANCE_QUOTES', query({ columns }));
        expect(answer.status).toBe(400);
      }
      const injected = await call(
        'POST',
        '/api/queries/INSURANCE_QUOTES',
        query({ conditions: 'q.id != null || 1 == 1' }),
      );
      expect(injected.status).toBe(400);
      const sorted = await call(
        'GET',
        `/api/queries/x/${saved.id}?sorting=${encodeURIComponent('quoteNr:ASC; drop table quote')}`,
      );
      expect(sorted.status).toBe(400);
      const hostile = await create({ conditions: `risk.kind == "'; drop table quote; --"` });
      const page = await call('GET', `/api/queries/x/${hostile.id}`);
      expect(page.body).toMatchObject({ count: 0 });
      expect(((await call('GET', `/api/queries/x/${saved.id}`)).body as QueryResultPage).count).toBe(2);
    });

    it('exports the rows as CSV and XLSX with the column titles', async () => {
      const csv = await fetch(`${env.server.baseUrl}/api/queries/x/${saved.id}/export?format=csv`, {
        headers: { authorization: `Bearer ${env.tenant.admin.token}` },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toMatch(
        /attachment; filename="query-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      expect(Buffer.from(await csv.arrayBuffer()).toString('utf8')).toBe(
        "\uFEFFNumber,Status,Risk / kind,Risk / area\r\nQ-2,READY,house,150\r\nQ-3,READY,o'flat,80\r\n",
      );
      const xlsx = await fetch(`${env.server.baseUrl}/api/queries/x/${saved.id}/export?format=xlsx`, {
        headers: { authorization: `Bearer ${env.tenant.admin.token}` },
      });
      expect(xlsx.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).values).toEqual([undefined, 'Number', 'Status', 'Risk / kind', 'Risk / area']);
      expect(sheet?.getRow(3).values).toEqual([undefined, 'Q-3', 'READY', "o'flat", 80]);
    });

    it('reads the rows of an export from a cursor, batch after batch, in the order of the page', async () => {
      const numbers = await env.server.db.withTenant(env.tenant.id, async (tx) => {
        const source = sourceOf('INSURANCE_QUOTES');
        const plan = planRun(saved, source, await fieldsOf(tx, source), { sorting: 'quoteNr:DESC' });
        const read: unknown[] = [];
        for await (const row of allRows(tx, plan, 1)) read.push(row.quoteNr);
        return read;
      });
      expect(numbers).toEqual(['Q-3', 'Q-2']);
    });
  });

  describe('administration', () => {
    it("lists, reads, updates, copies, reorders and deletes a type's queries", async () => {
      const first = await create({ name: 'First' });
      const second = await create({ name: 'Second', seq: 1 });
      const updated = await call('PUT', '/api/queries/INSURANCE_QUOTES', {
        ...first,
        name: 'First, renamed',
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      const stale = await call('PUT', '/api/queries/INSURANCE_QUOTES', { ...first, name: 'Stale' });
      expect(stale.status).toBe(409);
      const copy = await call('POST', `/api/queries/${second.id}/copy`);
      expect(copy.body).toMatchObject({ name: 'Copy of Second', queryObject: 'INSURANCE_QUOTES' });
      const reordered = await call('PUT', '/api/queries/INSURANCE_QUOTES/reorder', {
        queries: [second.id, first.id],
      });
      expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
      const list = (await call('GET', '/api/queries/INSURANCE_QUOTES/all')).body as SavedQuery[];
      const ids = list.map(({ id }) => id).filter((id) => id === first.id || id === second.id);
      expect(ids).toEqual([second.id, first.id]);
      const withFields = await call('GET', `/api/queries/INSURANCE_QUOTES/${first.id}?allFields=true`);
      expect((withFields.body as SavedQuery).queryFields?.length).toBeGreaterThan(5);
      expect((await call('DELETE', `/api/queries/${first.id}`)).status).toBe(204);
      expect((await call('GET', `/api/queries/${first.id}`)).status).toBe(404);
    });

    it('refuses a query whose type differs from the address', async () => {
      const answer = await call('POST', '/api/queries/PARTIES', query());
      expect(answer.status).toBe(400);
    });

    it('keeps a tenant queries its own', async () => {
      const mine = await create();
      const theirs = (other: string) => call('GET', other, undefined, env.other.admin);
      expect((await theirs(`/api/queries/${mine.id}`)).status).toBe(404);
      expect((await theirs(`/api/queries/x/${mine.id}`)).status).toBe(404);
      expect((await theirs(`/api/queries/x/${mine.id}/export`)).status).toBe(404);
      expect((await call('DELETE', `/api/queries/${mine.id}`, undefined, env.other.admin)).status).toBe(404);
      expect((await theirs('/api/queries/INSURANCE_QUOTES/all')).body as SavedQuery[]).toEqual([]);
    });

    it("answers 403 without the query permissions, the records' permission or the query's restriction", async () => {
      const restricted = await create({ permission: 'internal:Restriction' });
      const nobody = await addTestUser(env.server, env.tenant, []);
      expect((await call('GET', '/api/queries/INSURANCE_QUOTES/all', undefined, nobody)).status).toBe(403);
      expect((await call('POST', '/api/queries/INSURANCE_QUOTES', query(), nobody)).status).toBe(403);
      const reader = await addTestUser(env.server, env.tenant, ['query:Read']);
      expect((await call('GET', `/api/queries/x/${restricted.id}`, undefined, reader)).status).toBe(403);
      const partner = await addTestUser(env.server, env.tenant, [
        'query:Read',
        'quote:Find',
        'partner:Restriction',
      ]);
      expect((await call('GET', `/api/queries/x/${restricted.id}`, undefined, partner)).status).toBe(403);
      const internal = await addTestUser(env.server, env.tenant, [
        'query:Read',
        'quote:Find',
        'internal:Restriction',
      ]);
      expect((await call('GET', `/api/queries/x/${restricted.id}`, undefined, internal)).status).toBe(200);
      const copier = await addTestUser(env.server, env.tenant, ['query:Create']);
      expect((await call('POST', `/api/queries/${restricted.id}/copy`, undefined, copier)).status).toBe(403);
    });

    it("keeps the caller's default query of a type", async () => {
      const chosen = await create({ name: 'Mine' });
      expect((await call('GET', '/api/queries/INSURANCE_QUOTES/default')).status).toBe(404);
      expect((await call('POST', `/api/queries/x/${chosen.id}/default`)).status).toBe(204);
      expect((await call('GET', '/api/queries/INSURANCE_QUOTES/default')).body).toMatchObject({
        id: chosen.id,
      });
    });
  });
});
