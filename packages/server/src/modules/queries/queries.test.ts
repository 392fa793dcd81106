import {
  ConditionError,
  evaluateCondition,
  formatCondition,
  QUOTE_STATUSES,
  type ObjectDefinition,
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
  conditionDateTime,
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
/** Currencies of a hundredth, of no minor unit and of a thousandth. */
const CURRENCY_RATIOS: Readonly<Record<string, number>> = { EUR: 100, JPY: 1, BHD: 1000 };

/** An object of the test product with the field types the home product lacks: a lookup, a currency, a date-time. */
const checksObject = (lookupId: string): ObjectDefinition => ({
  key: 'checks',
  objectType: 'CUSTOM',
  seq: 4,
  name: 'Checks',
  attributes: { controlType: 'SINGLE_OBJECT' },
  fields: [
    fieldOf('grade', { fieldType: 'Lookup', lookupId }),
    fieldOf('currency', { fieldType: 'Currency' }),
    fieldOf('inspectedAt', { fieldType: 'DateTime', allowFutureDate: true }),
  ],
});

const record = fc.record({
  quoteNr: text,
  status: fc.constantFrom(...STATUSES),
  startDate: fc.option(date, { nil: null }),
  currency: fc.constantFrom(...Object.keys(CURRENCY_RATIOS)),
  premium: fc.option(number, { nil: null }),
  contracteeName: fc.option(text, { nil: null }),
  risk: fc.record({
    kind: maybe(text),
    area: maybe(number),
    alarm: maybe(fc.boolean()),
    builtOn: maybe(date),
    tags: maybe(fc.array(text, { maxLength: 2 })),
  }),
  /** A Money field of the product: its amount is compared. */
  pricingPremium: maybe(number),
  /** A Customer field of the product: its name is compared. */
  customerName: maybe(text),
  checks: fc.record({
    grade: maybe(fc.oneof(fc.constantFrom('A', 'B'), text)),
    currency: maybe(fc.constantFrom('EUR', 'USD')),
    inspectedAt: maybe(fc.oneof(conditionDateTime, date, text)),
  }),
});
type StoredRecord = typeof record extends fc.Arbitrary<infer T> ? T : never;
/** A record of the test: the product's fields each present or not. */
type TestRecord = Omit<
  StoredRecord,
  'risk' | 'checks' | 'pricingPremium' | 'customerName' | 'currency' | 'premium' | 'contracteeName'
> &
  Partial<
    Pick<StoredRecord, 'pricingPremium' | 'customerName' | 'currency' | 'premium' | 'contracteeName'>
  > & {
    risk: Partial<StoredRecord['risk']>;
    checks?: Partial<StoredRecord['checks']>;
  };

/**
 * The fields the property draws its conditions from, in two groups so that each field is drawn often: the
 * core fields and product fields of the plain types, then amounts, customers, lookups, currencies and
 * date-times (core and product-defined).
 */
const FIELD_GROUPS: Readonly<Record<string, string[]>> = {
  'core and product fields of the plain types': [
    'quoteNr',
    'status',
    'startDate',
    'risk.kind',
    'risk.area',
    'risk.alarm',
    'risk.builtOn',
    'risk.tags',
  ],
  'amounts, customers, lookups, currencies and date-times': [
    'currency',
    'premium',
    'contracteeName',
    'pricing.premium',
    'holder.customer',
    'checks.grade',
    'checks.currency',
    'checks.inspectedAt',
  ],
};

/** The entries of an object whose value is not undefined: what a stored JSON object holds. */
const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

/** The core premium in minor units of the record's currency (rounded to a yen). */
const premiumMinorUnits = (row: TestRecord) =>
  row.premium == null ? null : Math.round(row.premium * (CURRENCY_RATIOS[row.currency ?? 'EUR'] as number));

/** The product's data of a record, as a quote stores it: money and a customer as their objects. */
function storedData(row: TestRecord): Record<string, unknown> {
  const { pricingPremium: amount, customerName: name } = row;
  return defined({
    risk: defined(row.risk),
    pricing: defined({ premium: amount == null ? amount : { amount, currency: 'EUR' } }),
    holder: defined({ customer: name == null ? name : { id: '00000000-0000-4000-8000-000000000001', name } }),
    checks: row.checks === undefined ? undefined : defined(row.checks),
  });
}

/** The condition's text, or undefined when the condition language cannot write one of its values. */
function writable(group: RuleGroup): string | undefined {
  try {
    return formatCondition(group);
  } catch (error) {
    if (error instanceof ConditionError && error.code === 'unwritableText') return undefined;
    throw error;
  }
}

/**
 * The record as the evaluator reads it: the query field keys are its paths, an amount is its number (in the
 * currency's minor units, as stored) and a customer its name.
 */
function evaluated(row: TestRecord): Record<string, unknown> {
  const minor = premiumMinorUnits(row);
  return {
    quoteNr: row.quoteNr,
    status: row.status,
    startDate: row.startDate,
    currency: row.currency ?? null,
    premium: minor === null ? null : minor / (CURRENCY_RATIOS[row.currency ?? 'EUR'] as number),
    contracteeName: row.contracteeName ?? null,
    risk: defined(row.risk),
    pricing: defined({ premium: row.pricingPremium }),
    holder: defined({ customer: row.customerName }),
    checks: defined(row.checks ?? {}),
  };
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

  /** A new (inactive) version of the product whose risk object has one more field, an integer. */
  const versionWithRiskField = async (name: string, key: string) =>
    (await checkedPost(call)('/api/product-versions', {
      name,
      productId,
      definition: {
        objectDefinitions: [
          HOME_PERIOD,
          HOME_PRICING,
          HOME_PARTIES,
          { ...HOME_RISK, fields: [...HOME_RISK.fields, fieldOf(key, { fieldType: 'Integer' })] },
        ],
      },
    })) as { id: string };

  /** Replaces the tenant's quotes by these records, written directly: the quote workflow is not under test. */
  const storeQuotes = (rows: readonly TestRecord[]) =>
    env.server.db.withTenant(env.tenant.id, async (tx) => {
      await tx.query('delete from quote');
      for (const row of rows) {
        await tx.query(
          `insert into quote (tenant_id, product_type, quote_nr, status, action_type, product_id, product_version_id,
                              start_date, currency, premium, contractee, data, search_text)
           values ($1, 'INSURANCE', $2, $3, 'NEW', $4, $5, $6, $7, $8, $9, $10, '')`,
          [
            env.tenant.id,
            row.quoteNr,
            row.status,
            productId,
            versionId,
            row.startDate,
            row.currency ?? 'EUR',
            premiumMinorUnits(row),
            row.contracteeName == null ? null : { name: row.contracteeName },
            storedData(row),
          ],
        );
      }
    });

  beforeAll(async () => {
    const grades = (await checkedPost(call)('/api/lookups', {
      key: 'grade',
      name: 'Grade',
      values: [
        { key: 'A', name: 'A' },
        { key: 'B', name: 'B' },
      ],
    })) as { id: string };
    ({ productId, versionId } = await activeHomeProduct(checkedPost(call), {
      objectDefinitions: [HOME_PERIOD, HOME_PRICING, HOME_PARTIES, HOME_RISK, checksObject(grades.id)],
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
    await versionWithRiskField('Home 2027', 'floors');
    const answer = await call('GET', '/api/queries/x/INSURANCE_QUOTES/all-fields');
    expect((answer.body as QueryFieldContract[]).map(({ key }) => key)).toContain('risk.floors');
    expect((await create({ conditions: 'risk.floors > 2' })).id).toBeDefined();
  });

  it.each(Object.entries(FIELD_GROUPS))(
    'returns exactly the records the evaluator finds, for every operator on %s',
    async (_group, fields) => {
      const source = sourceOf('INSURANCE_QUOTES');
      await fc.assert(
        fc.asyncProperty(
          fc.array(record, { minLength: 1, maxLength: 6 }),
          ruleGroups(fields, sqlCharacter),
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
              const queryFields = await fieldsOf(tx, source);
              const plan = planRun(query({ conditions, columns: ['quoteNr'] }), source, queryFields, {});
              return runPage(tx, plan, 0, 100);
            });
            expect(page.items.map(({ values }) => values.quoteNr).sort(), conditions).toEqual(expected);
            expect(page.count).toBe(expected.length);
          },
        ),
        { numRuns: 60 },
      );
    },
    120_000,
  );

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

  /** The file of `GET …/export` as `user`: its text (CSV) or its bytes. */
  const exported = (id: string, parameters: string, user = env.tenant.admin) =>
    fetch(`${env.server.baseUrl}/api/queries/x/${id}/export?${parameters}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
  const csvLines = async (id: string, parameters: string, user = env.tenant.admin) =>
    Buffer.from(await (await exported(id, `format=csv&${parameters}`, user)).arrayBuffer())
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');

  describe('exported files', () => {
    beforeAll(() =>
      storeQuotes([
        {
          quoteNr: 'E-1',
          status: 'NEW',
          startDate: null,
          currency: 'EUR',
          premium: 1234.5,
          risk: { kind: 'flat' },
        },
        {
          quoteNr: 'E-2',
          status: 'NEW',
          startDate: null,
          currency: 'JPY',
          premium: 1234,
          risk: { kind: 'house' },
        },
        {
          quoteNr: 'E-3',
          status: 'NEW',
          startDate: null,
          currency: 'BHD',
          premium: 2.5,
          risk: { kind: 'flat' },
        },
      ]),
    );

    it("titles the columns in the language asked for, else the caller's: the column's translation, the field's, its name", async () => {
      const german = await create({
        columns: ['quoteNr', 'premium', 'risk.kind', 'risk.area'],
        columnTranslations: { 'risk.kind': { de: 'Risikoart' } },
        search: [],
      });
      expect((await csvLines(german.id as string, 'language=de'))[0]).toBe(
        'Nummer,Prämie,Risikoart,Risk / area',
      );
      expect((await csvLines(german.id as string, 'language=de-DE'))[0]).toBe(
        'Nummer,Prämie,Risikoart,Risk / area',
      );
      expect((await csvLines(german.id as string, ''))[0]).toBe('Number,Premium,Risk / kind,Risk / area');
      const reader = await addTestUser(env.server, env.tenant, ['query:Read', 'quote:Find']);
      await env.server.db.withTenant(env.tenant.id, (tx) =>
        tx.query(`update user_account set locale = 'de-DE' where email = $1`, [reader.email]),
      );
      expect((await csvLines(german.id as string, '', reader))[0]).toBe(
        'Nummer,Prämie,Risikoart,Risk / area',
      );
      const xlsx = new ExcelJS.Workbook();
      await xlsx.xlsx.load(
        await (await exported(german.id as string, 'format=xlsx&language=de')).arrayBuffer(),
      );
      expect(xlsx.worksheets[0]?.getRow(1).values).toEqual([
        undefined,
        'Nummer',
        'Prämie',
        'Risikoart',
        'Risk / area',
      ]);
    });

    it('shows each amount with the decimal places of its currency', async () => {
      const premiums = await create({ columns: ['quoteNr', 'premium', 'currency'], search: [] });
      expect((await csvLines(premiums.id as string, '')).slice(1, 4)).toEqual([
        'E-1,1234.50,EUR',
        'E-2,1234,JPY',
        'E-3,2.500,BHD',
      ]);
      const xlsx = new ExcelJS.Workbook();
      await xlsx.xlsx.load(await (await exported(premiums.id as string, 'format=xlsx')).arrayBuffer());
      const sheet = xlsx.worksheets[0];
      expect([2, 3, 4].map((row) => sheet?.getRow(row).getCell(2).value)).toEqual([1234.5, 1234, 2.5]);
      expect([2, 3, 4].map((row) => sheet?.getRow(row).getCell(2).numFmt)).toEqual([
        '#,##0.00',
        '#,##0',
        '#,##0.000',
      ]);
    });
  });

  describe('a broad query', () => {
    beforeAll(() =>
      env.server.db.withTenant(env.tenant.id, async (tx) => {
        await tx.query('delete from quote');
        await tx.query(
          `insert into quote (tenant_id, product_type, quote_nr, status, action_type, product_id, product_version_id,
                              data, search_text)
           select $1, 'INSURANCE', 'B-' || lpad(n::text, 4, '0'), 'NEW', 'NEW', $2, $3, '{}', ''
             from generate_series(1, 1005) as n`,
          [env.tenant.id, productId, versionId],
        );
      }),
    );

    it('counts the matches up to a thousand, or to the end of the page asked for, and says when more match', async () => {
      const all = await create({ columns: ['quoteNr'], sorting: ['quoteNr:ASC'], search: [] });
      const page = async (index: number) =>
        (await call('GET', `/api/queries/x/${all.id}?page=${index}&limit=10`)).body as QueryResultPage;
      expect(await page(0)).toMatchObject({ count: 1000, countCapped: true });
      expect((await page(0)).items).toHaveLength(10);
      expect(await page(99)).toMatchObject({ count: 1000, countCapped: true });
      const last = await page(100);
      expect(last).toMatchObject({ count: 1005 });
      expect(last.countCapped).toBeUndefined();
      expect(last.items.map(({ values }) => values.quoteNr)).toEqual([
        'B-1001',
        'B-1002',
        'B-1003',
        'B-1004',
        'B-1005',
      ]);
      const few = await create({
        columns: ['quoteNr'],
        conditions: 'quoteNr.startsWith("B-00")',
        search: [],
      });
      expect((await call('GET', `/api/queries/x/${few.id}`)).body).toMatchObject({ count: 99 });
    });
  });

  describe('the columns of a query page', () => {
    it('answers the columns, their fields with the column translations merged, and the fields of the type', async () => {
      const extra = await versionWithRiskField('Home with storeys', 'storeys');
      const saved = await create({
        columns: ['quoteNr', 'risk.storeys', 'risk.kind'],
        columnTranslations: { 'risk.kind': { de: 'Risikoart' }, quoteNr: { lv: 'Nr.' } },
      });
      const path = `/api/queries/x/${saved.id}`;
      expect((await call('GET', `${path}/columns`)).body).toEqual(['quoteNr', 'risk.storeys', 'risk.kind']);
      const definitions = (await call('GET', `${path}/columnsdef`)).body as QueryFieldContract[];
      expect(definitions.map(({ key }) => key)).toEqual(['quoteNr', 'risk.storeys', 'risk.kind']);
      expect(definitions[0]).toMatchObject({
        name: 'Number',
        translations: { de: 'Nummer', fr: 'Numéro', lv: 'Nr.', ru: 'Номер' },
      });
      expect(definitions[2]).toMatchObject({
        name: 'Risk / kind',
        fieldType: 'String',
        translations: { de: 'Risikoart' },
      });
      const fields = (await call('GET', `${path}/fields`)).body as QueryFieldContract[];
      const allFields = (await call('GET', '/api/queries/x/INSURANCE_QUOTES/all-fields')).body;
      expect(fields).toEqual(allFields);
      expect(fields.find(({ key }) => key === 'status')?.meta).toEqual({
        enumeration: 'quoteStatuses',
        values: QUOTE_STATUSES.filter((status) => status !== 'DELETED'),
      });

      // the version that defined the field goes: the page keeps the other columns
      expect((await call('DELETE', `/api/product-versions/${extra.id}`)).status).toBe(204);
      const kept = (await call('GET', `${path}/columnsdef`)).body as QueryFieldContract[];
      expect(kept.map(({ key }) => key)).toEqual(['quoteNr', 'risk.kind']);
      expect((await call('GET', `${path}/columns`)).body).toEqual(['quoteNr', 'risk.storeys', 'risk.kind']);
      expect(
        ((await call('GET', `${path}/fields`)).body as QueryFieldContract[]).map(({ key }) => key),
      ).not.toContain('risk.storeys');
    });

    it("answers 404 for another tenant's query and 403 to whom may not run it", async () => {
      const saved = await create();
      const nobody = await addTestUser(env.server, env.tenant, ['query:Read']);
      for (const call_ of ['columns', 'columnsdef', 'fields']) {
        const path = `/api/queries/x/${saved.id}/${call_}`;
        expect((await call('GET', path, undefined, env.other.admin)).status, path).toBe(404);
        expect((await call('GET', path, undefined, nobody)).status, path).toBe(403);
      }
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
