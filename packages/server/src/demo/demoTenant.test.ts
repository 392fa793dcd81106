import {
  addDays,
  DEFAULT_TENANT_SETTINGS,
  localNow,
  type AttachedLabel,
  type ClaimPage,
  type DataDefinition,
  type Decision,
  type HistoryPage,
  type Loan,
  type LoanPayment,
  type Lookup,
  type NotePage,
  type ObjectDefinition,
  type PartySummary,
  type Policy,
  type Product,
  type ProductVersion,
  type QuoteContext,
  type QuoteListItem,
  type SavedQuery,
} from '@coverline/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTenantCode } from '../../test/support/database.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { signIn } from '../../test/support/signIn.js';
import { api, type TestUser } from '../../test/support/tenants.js';
import type { Page } from '../kit/listQuery.js';
import { compileForRequest } from '../modules/shared/dataDefinition.js';
import { createDemoTenant } from './demoTenant.js';
import { DEMO_USERS } from './demoUsers.js';

describe('the demo tenant', () => {
  let server: TestServer;
  const code = uniqueTenantCode('demo');
  let users: Record<keyof typeof DEMO_USERS, TestUser>;
  let examples: Awaited<ReturnType<typeof createDemoTenant>>['examples'];

  beforeAll(async () => {
    server = await startTestServer();
    ({ examples } = await createDemoTenant(server.db, code));
    const signedIn = async ({ email, password }: { email: string; password: string }) => ({
      email,
      token: await signIn(server.baseUrl, code, email, password),
    });
    users = {
      administrator: await signedIn(DEMO_USERS.administrator),
      partner: await signedIn(DEMO_USERS.partner),
      viewer: await signedIn(DEMO_USERS.viewer),
    };
  });
  afterAll(() => server.close());

  it('signs in its three users, named, with the documented passwords and their permissions', async () => {
    expect((await api(server, users.administrator, 'GET', '/api/profile/permissions')).body).toEqual(['*']);
    expect((await api(server, users.partner, 'GET', '/api/profile/permissions')).body).toContain(
      'partner:Restriction',
    );
    expect((await api(server, users.viewer, 'GET', '/api/lookups')).status).toBe(200);
    expect(
      (await api(server, users.viewer, 'POST', '/api/lookups', { key: 'x', name: 'X', values: [] })).status,
    ).toBe(403);
    expect((await api(server, users.partner, 'GET', '/api/object-definitions')).status).toBe(403);
    for (const [role, user] of Object.entries(users)) {
      const { firstName, lastName } = DEMO_USERS[role as keyof typeof DEMO_USERS];
      expect((await api(server, user, 'GET', '/api/profile')).body).toMatchObject({ firstName, lastName });
    }
  });

  it('holds the example products, each with its active version, settings and labels', async () => {
    expect(examples).toMatchObject({
      lookups: 7,
      objectDefinitions: 3,
      products: ['Consumer loan', 'Motor insurance'],
    });
    const versions = (await api(server, users.administrator, 'GET', '/api/product-versions'))
      .body as ProductVersion[];
    expect(versions.map((version) => [version.name, version.active]).sort()).toEqual([
      ['Consumer loan 2026', true],
      ['Motor insurance 2026', true],
    ]);
    expect((await api(server, users.administrator, 'GET', '/api/tenant/settings')).body).toMatchObject({
      companyFullName: 'Coverline Demo SIA',
      initialized: true,
    });
    expect((await api(server, users.administrator, 'GET', '/api/labels')).body).toHaveLength(examples.labels);
  });

  it('holds the example saved queries in the sidebar, each runnable', async () => {
    expect(examples.queries).toBe(4);
    const catalog = await api(server, users.administrator, 'GET', '/api/object-catalog');
    const menu = (catalog.body as { queries: SavedQuery[] }).queries.filter((query) =>
      query.visibleIn?.includes('TREE_MENU'),
    );
    expect(menu.map(({ name }) => name).sort()).toEqual([
      'All',
      'Diesel vehicles worth over 30,000',
      'Long-term applications ready for review',
      'Quotes in progress',
    ]);
    for (const query of menu) {
      const run = await api(server, users.administrator, 'GET', `/api/queries/x/${query.id}`);
      expect(run.status, `${query.name}: ${JSON.stringify(run.body)}`).toBe(200);
    }
  });

  it('holds the example decisions, switched off until an administrator turns them on', async () => {
    expect(examples.decisions).toBe(2);
    const listed = await Promise.all(
      ['INSURANCE_QUOTES', 'LOAN_APPLICATIONS'].map(
        async (type) =>
          (await api(server, users.administrator, 'GET', `/api/decisions/${type}`)).body as Decision[],
      ),
    );
    expect(listed.flat().map(({ name, enabled, nextRunAt }) => ({ name, enabled, nextRunAt }))).toEqual([
      { name: 'Reject high-risk vehicles', enabled: false, nextRunAt: undefined },
      { name: 'Approve small loans to earners', enabled: false, nextRunAt: undefined },
    ]);
  });

  it("links the products' Lookup and Object fields to the tenant's own lookups and objects", async () => {
    const lookupIds = new Set(
      ((await api(server, users.administrator, 'GET', '/api/lookups')).body as Lookup[]).map(
        (lookup) => lookup.id,
      ),
    );
    const objectIds = new Set(
      (
        (await api(server, users.administrator, 'GET', '/api/object-definitions')).body as ObjectDefinition[]
      ).map((definition) => definition.id),
    );
    const versions = (await api(server, users.administrator, 'GET', '/api/product-versions'))
      .body as ProductVersion[];
    const attributes = versions.flatMap((version) =>
      version.definition.objectDefinitions.flatMap((definition) =>
        definition.fields.map((field) => field.attributes),
      ),
    );
    const lookupRefs = attributes.flatMap((each) => (each.lookupId ? [each.lookupId] : []));
    const objectRefs = attributes.flatMap((each) => (each.referenceId ? [each.referenceId] : []));
    expect(lookupRefs.length).toBeGreaterThan(0);
    expect(objectRefs.length).toBeGreaterThan(0);
    expect(lookupRefs.filter((id) => !lookupIds.has(id))).toEqual([]);
    expect(objectRefs.filter((id) => !objectIds.has(id))).toEqual([]);
  });

  it('names its products in German, French, Latvian and Russian', async () => {
    const products = (await api(server, users.administrator, 'GET', '/api/products')).body as Product[];
    expect(products.map(({ name, translations }) => [name, Object.keys(translations ?? {}).sort()])).toEqual([
      ['Consumer loan', ['de', 'fr', 'lv', 'ru']],
      ['Motor insurance', ['de', 'fr', 'lv', 'ru']],
    ]);
    expect(products.find((product) => product.code === 'MOTOR_INSURANCE')?.translations?.de).toBe(
      'Kfz-Versicherung',
    );
  });

  it("shows a German user the motor insurance quote form's objects, fields and lookup values in German", async () => {
    const products = (await api(server, users.partner, 'GET', '/api/products')).body as Product[];
    const motor = products.find((product) => product.code === 'MOTOR_INSURANCE');
    const response = await api(server, users.partner, 'POST', `/api/products/${motor?.id}/init-quote`);
    expect(response.status).toBe(200);
    const { dataDefinition } = response.body as { dataDefinition: DataDefinition };
    const form = (locale: string) => compileForRequest(dataDefinition, { locale, at: new Date() });
    const german = form('de-DE');
    const properties = german.schema.properties as Record<string, { title?: string; properties?: object }>;
    expect(properties.policyholder?.title).toBe('Versicherungsnehmer');
    expect(properties.vehicle?.properties).toMatchObject({
      registrationNumber: { title: 'Kennzeichen' },
      fuelType: { title: 'Kraftstoffart' },
      firstRegistrationDate: { title: 'Erstzulassung' },
    });
    expect(JSON.stringify(german.uiSchema)).toContain('"Benzin"');
    expect((form('ru-RU').schema.properties as typeof properties).policyholder?.title).toBe('Страхователь');
  });

  describe('sample records, made through the services as a user makes them', () => {
    const get = async <T>(path: string): Promise<T> => {
      const response = await api(server, users.administrator, 'GET', path);
      expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
      return response.body as T;
    };
    const today = () => localNow(new Date(), DEFAULT_TENANT_SETTINGS.timeZone as string).slice(0, 10);
    const issuedQuote = async () => {
      const quotes = await get<Page<QuoteListItem>>('/api/quotes/find?limit=50');
      const issued = quotes.items.find((quote) => quote.status === 'ISSUED');
      return get<QuoteContext>(`/api/quotes/${issued?.entityId}`);
    };
    const personNamed = async (name: string) =>
      (await get<Page<PartySummary>>(`/api/parties/find?search=${encodeURIComponent(name)}`)).items[0];

    it('holds persons from the five language areas, a legal person and the tenant’s own company', async () => {
      const persons = await get<Page<PartySummary>>('/api/parties/find?limit=50');
      expect(persons.items.map(({ name }) => name).sort()).toEqual([
        'Anna Bērziņa',
        'Camille Dubois',
        'Coverline Demo SIA',
        'Lukas Schneider',
        'Līga Ozola',
        'Oliver Bennett',
        'Pēteris Bērziņš',
        'SIA Ozols un Partneri',
        'Sophie Wagner',
        'Ольга Смирнова',
      ]);
      expect(persons.items.filter((party) => party.partyType === 'LEGAL').map(({ code }) => code)).toEqual([
        '40003123456',
        expect.any(String),
      ]);
    });

    it('has its partner work for an intermediary, whose book starts empty', async () => {
      expect((await api(server, users.partner, 'GET', '/api/profile/affiliations')).body).toEqual([
        { id: expect.any(String), name: 'Baltic Insurance Brokers' },
      ]);
      const book = await api(server, users.partner, 'GET', '/api/parties/find');
      expect(book.body).toEqual({ count: 0, items: [] });
    });

    it('holds motor quotes in different states, one issued to an active policy with its premium schedule', async () => {
      const quotes = await get<Page<QuoteListItem>>('/api/quotes/find?limit=50');
      expect(quotes.items.map(({ status }) => status).sort()).toEqual(['APPROVED', 'ISSUED', 'NEW', 'READY']);
      const { quote } = await issuedQuote();
      expect(quote.paymentSchedule).toHaveLength(4);
      const policy = await get<Policy>(`/api/policies/${quote.targetPolicyId}`);
      expect(policy).toMatchObject({ status: 'ACTIVE', contractee: { name: 'Anna Bērziņa' } });
      // Issued before today, for the cover that started the day after.
      expect(quote.issueDate! < today()).toBe(true);
      expect(policy.startDate).toBe(addDays(quote.issueDate!, 1));
    });

    it('holds a loan lent months ago, one instalment paid on time, one late, later ones due', async () => {
      const applications = await get<Page<QuoteListItem>>('/api/loan-applications/find');
      expect(applications.items.map(({ status }) => status)).toEqual(['ISSUED']);
      const { quote } = await get<QuoteContext>(`/api/loan-applications/${applications.items[0]?.entityId}`);
      const loan = await get<Loan>(`/api/loans/${quote.targetLoanId}`);
      expect(loan.status).toBe('ACTIVE');
      expect(loan.issueDate < addDays(today(), -80)).toBe(true);
      const [first, second, ...later] = loan.installments;
      const payments = await get<LoanPayment[]>(`/api/loans/${loan.id}/payments`);
      expect(payments.map(({ date }) => date)).toEqual([first?.dueDate, addDays(second?.dueDate ?? '', 9)]);
      expect([first?.status, second?.status]).toEqual(['PAID', 'PAID']);
      expect(second?.daysLate).toBe(9);
      expect(later.filter(({ dueDate }) => dueDate < today()).map(({ status }) => status)).not.toContain(
        'PAID',
      );
      expect(later.some(({ dueDate }) => dueDate > today())).toBe(true);
    });

    it('holds a claim on the policy, notes in the tenant language, labels and the history of it all', async () => {
      const { quote } = await issuedQuote();
      const claims = await get<ClaimPage>(`/api/policies/${quote.targetPolicyId}/claims`);
      expect(claims.items).toHaveLength(1);
      expect(claims.items[0]).toMatchObject({
        status: 'APPROVED',
        applicantName: 'Anna Bērziņa',
        lossAmount: 1250.75,
      });
      expect(claims.items[0]?.summary).toMatch(/^Rear bumper dented/);

      const anna = await personNamed('Anna');
      // The tenant speaks British English: the samples' English texts.
      const notes = await get<NotePage>(`/api/notes/party/find?entityId=${anna?.id}`);
      expect(notes.items.map(({ note }) => note)).toEqual([expect.stringMatching(/^Prefers to be called/)]);
      expect((await get<NotePage>(`/api/notes/contract/find?entityId=${quote.targetPolicyId}`)).count).toBe(
        1,
      );
      const labels = await get<AttachedLabel[]>(`/api/label-associations/${anna?.id}/party`);
      expect(labels.map(({ name }) => name)).toEqual(['VIP']);

      const history = await get<HistoryPage>(`/api/history/quote/${quote.id}?limit=50`);
      expect(history.items.map(({ eventType }) => eventType)).toEqual(
        expect.arrayContaining(['CREATE', 'SUBMIT', 'APPROVE', 'ISSUE']),
      );
    });

    it('is made again in a second demo tenant, numbered from the start in each', async () => {
      const other = uniqueTenantCode('demo');
      const { samples } = await createDemoTenant(server.db, other);
      expect(samples).toMatchObject({ persons: 9, quotes: 5 });
      const admin = {
        email: DEMO_USERS.administrator.email,
        token: await signIn(
          server.baseUrl,
          other,
          DEMO_USERS.administrator.email,
          DEMO_USERS.administrator.password,
        ),
      };
      const quotes = (await api(server, admin, 'GET', '/api/quotes/find?limit=50'))
        .body as Page<QuoteListItem>;
      expect(quotes.items.map(({ quoteNr }) => quoteNr).sort()).toEqual([
        'Q-000001',
        'Q-000002',
        'Q-000003',
        'Q-000004',
      ]);
    });
  });
});
