import type { Party, ProductVersion, SearchResult, QuoteContext, QuoteDraftContext } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { APP_ROLE } from '../../db/database.js';
import { findParties } from '../parties/service.js';
import { QUOTE_KINDS } from '../quotes/service.js';

describe('global search', () => {
  const env = signedInTenant('srch', { other: true });
  const { call } = env;

  const search = async (text: string, user: TestUser = env.tenant.admin) => {
    const response = await call('GET', `/api/search?search=${encodeURIComponent(text)}`, undefined, user);
    expect(response.status).toBe(200);
    return response.body as SearchResult;
  };
  const names = (result: SearchResult) => result.parties.items.map((item) => item.name);
  let codes = 0;
  const createPerson = async (
    firstName: string,
    lastName: string,
    extra: Record<string, unknown> = {},
    user: TestUser = env.tenant.admin,
  ) => {
    const person = { firstName, lastName, personalCode: `pc-${Date.now()}-${++codes}`, ...extra };
    return (await call('POST', '/api/parties', { partyType: 'PRIVATE', data: { person } }, user))
      .body as Party;
  };

  it('finds persons by name ignoring case and accents, by code and by e-mail', async () => {
    const anna = await createPerson('Anna', 'Bērziņa', {
      email: 'anna.b@example.com',
      personalCode: '120385-99999',
    });
    expect(names(await search('BERZIN'))).toEqual(['Anna Bērziņa']);
    expect(names(await search('anna bērz'))).toEqual(['Anna Bērziņa']);
    expect(names(await search('120385-999'))).toEqual(['Anna Bērziņa']);
    expect((await search('ANNA.B@EXAMPLE')).parties).toEqual({
      count: 1,
      items: [{ id: anna.id, name: 'Anna Bērziņa', email: 'anna.b@example.com', partyType: 'PRIVATE' }],
    });
  });

  it('finds a long search text only where all of it is, though the index is asked for its start', async () => {
    const exact = await createPerson('Pēteris', 'Garais', { email: 'peteris.garais.1233@example.com' });
    // Shares the first sixteen characters of the search but not the rest.
    await createPerson('Pēteris', 'Garais', { email: 'peteris.garais.1299@example.com' });
    const result = await search('PETERIS.GARAIS.1233@example.com');
    expect(result.parties).toMatchObject({ count: 1, items: [{ id: exact.id }] });
    expect((await search('peteris.garais.12')).parties.count).toBe(2);
  });

  it('shows five of each group, sorted by name, and how many match in all', async () => {
    for (const firstName of ['Gita', 'Baiba', 'Elza', 'Daina', 'Agnese', 'Frida', 'Cilda']) {
      await createPerson(firstName, 'Grupa');
    }
    const result = await search('grupa');
    expect(result.parties.count).toBe(7);
    expect(names(result)).toEqual([
      'Agnese Grupa',
      'Baiba Grupa',
      'Cilda Grupa',
      'Daina Grupa',
      'Elza Grupa',
    ]);
    expect(result.policies).toEqual({ count: 0, items: [] });
    expect(result.loans).toEqual({ count: 0, items: [] });
  });

  it('finds quotes and loan applications by number and by contractee name', async () => {
    const versions = [];
    for (const [name, productType] of [
      ['Home', 'INSURANCE'],
      ['Cash', 'LENDING'],
    ] as const) {
      const product = (await call('POST', '/api/products', { name, code: name, productType })).body as {
        id: string;
      };
      const holder = {
        key: 'holder',
        objectType: 'CUSTOM',
        name: 'Holder',
        attributes: { controlType: 'SINGLE_OBJECT' },
        fields: [
          {
            key: 'customer',
            name: 'Customer',
            iconName: 'Person',
            attributes: { fieldType: 'Customer', partyTypes: ['PRIVATE'] },
          },
        ],
      };
      const version = await call('POST', '/api/product-versions', {
        name: `${name} v1`,
        productId: product.id,
        active: true,
        definition: { objectDefinitions: [holder] },
      });
      expect(version.status, JSON.stringify(version.body)).toBe(200);
      versions.push(version.body as ProductVersion);
    }
    const customer = await createPerson('Rūdolfs', 'Kvēpa');
    const start = async (version: ProductVersion) => {
      const started = await call('POST', `/api/products/${version.productId}/init-quote`);
      expect(started.status).toBe(200);
      return started.body as QuoteDraftContext;
    };
    const stored: QuoteContext[] = [];
    for (const [kind, version] of [
      ['quotes', versions[0]],
      ['loan-applications', versions[1]],
    ] as const) {
      const { quote } = await start(version as ProductVersion);
      const reference = { id: customer.id, name: customer.name, code: customer.code, partyType: 'PRIVATE' };
      const saved = await call('POST', `/api/${kind}/save`, {
        quote: { ...quote, data: { holder: { customer: reference } } },
        product: { id: quote.product.id },
      });
      expect(saved.status).toBe(200);
      stored.push(saved.body as QuoteContext);
    }
    const [home, cash] = stored as [QuoteContext, QuoteContext];

    const byName = await search('kvepa');
    expect(byName.insuranceQuotes).toEqual({
      count: 1,
      items: [
        {
          entityId: home.quote.id,
          quoteNr: home.quote.quoteNr,
          productName: 'Home',
          contracteeName: 'Rūdolfs Kvēpa',
          status: 'NEW',
          startDate: null,
          endDate: null,
        },
      ],
    });
    expect(byName.loanApplications.items.map((item) => item.entityId)).toEqual([cash.quote.id]);
    expect((await search(cash.quote.quoteNr.toLowerCase())).loanApplications.count).toBe(1);
  });

  it('takes %, _ and \\ literally and survives quotes in the text', async () => {
    await createPerson('Percent', 'Per%Cent');
    await createPerson('Under', 'Under_Score');
    await createPerson('Back', 'Back\\Slash');
    await createPerson('Plain', 'PerXCent UnderYScore');
    expect(names(await search('%'))).toEqual(['Percent Per%Cent']);
    expect(names(await search('r%c'))).toEqual(['Percent Per%Cent']);
    expect(names(await search('r_s'))).toEqual(['Under Under_Score']);
    expect(names(await search('k\\s'))).toEqual(['Back Back\\Slash']);
    expect(await search("'; drop table party; --")).toMatchObject({ parties: { count: 0 } });
    expect(names(await search('Plain'))).toEqual(['Plain PerXCent UnderYScore']);
  });

  it('answers nothing for blank text', async () => {
    expect((await search('   ')).parties).toEqual({ count: 0, items: [] });
  });

  it('never returns another tenant’s rows, even with the same name', async () => {
    await createPerson('Twin', 'Dvīnis');
    await createPerson('Twin', 'Dvīnis', {}, env.other.admin);
    const ours = await search('dvinis');
    expect(ours.parties.count).toBe(1);
    const theirs = await search('dvinis', env.other.admin);
    expect(theirs.parties.count).toBe(1);
    expect(theirs.parties.items[0]?.id).not.toBe(ours.parties.items[0]?.id);
  });

  it('fills only the groups the user may find, and refuses users who may find nothing', async () => {
    await createPerson('Only', 'Quotes');
    const quoteFinder = await addTestUser(env.server, env.tenant, ['quote:Find']);
    expect((await search('only quotes', quoteFinder)).parties).toEqual({ count: 0, items: [] });
    const nobody = await addTestUser(env.server, env.tenant, ['claim:Read']);
    expect(await call('GET', '/api/search?search=only', undefined, nobody)).toMatchObject({
      status: 403,
      body: { message: 'lackPermission' },
    });
  });

  it('runs no function as the owner: lists are read by the list builder', async () => {
    const functions = await env.server.db.withSystem(async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prosecdef`,
      );
      return rows;
    });
    expect(functions).toEqual([]);
  });

  it('lets the list builder see no rows outside a tenant transaction, as the owner or the application', async () => {
    await createPerson('Hidden', 'Outside');
    for (const asApplication of [false, true]) {
      const counts = await env.server.db.withSystem(async (tx) => {
        if (asApplication) await tx.query(`select set_config('role', $1, true)`, [APP_ROLE]);
        const request = { page: 0, limit: 5, search: 'outside' };
        const parties = await findParties(tx, {}, request);
        const quotes = await QUOTE_KINDS.INSURANCE.find(tx, { page: 0, limit: 5 });
        return [parties.count, quotes.count];
      });
      expect(counts).toEqual([0, 0]);
    }
  });
});
