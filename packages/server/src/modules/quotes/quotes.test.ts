import {
  PREDEFINED_OBJECT_DEFINITIONS,
  type FieldAttributes,
  type FieldDefinition,
  type Lookup,
  type ObjectDefinition,
  type Party,
  type ProductVersion,
  type QuoteDraft,
  type QuoteContext,
} from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleData } from '../../../../engine/test-support/exampleData.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { loadExamples } from '../../demo/examples.js';
import { systemActor } from '../shared/actor.js';

type ErrorBody = { message: string; validationErrors: Record<string, string[]> };
type Data = Record<string, Record<string, unknown>>;

describe('quotes and loan applications', () => {
  const env = signedInTenant('qt', { other: true });
  const { call } = env;

  const context = (response: { body: unknown }) => response.body as QuoteContext;

  /** A party of the tenant, as a Customer field holds it. */
  const partyReference = async (data: Record<string, unknown>, user: TestUser = env.tenant.admin) => {
    const type = 'person' in data ? 'PRIVATE' : 'LEGAL';
    const party = (await call('POST', '/api/parties', { partyType: type, data }, user)).body as Party;
    return { id: party.id, name: party.name, code: party.code, partyType: party.partyType };
  };
  let codes = 0;
  const personReference = (firstName: string, lastName: string, user?: TestUser) =>
    partyReference({ person: { firstName, lastName, personalCode: `${Date.now()}-${++codes}` } }, user);

  describe('from the example products', () => {
    let products: { id: string; name: string }[];
    beforeAll(async () => {
      await env.server.db.withTenant(env.tenant.id, (tx) => loadExamples(tx, systemActor(env.tenant.id)));
      products = (await call('GET', '/api/products')).body as typeof products;
    });
    const productId = (name: string) => products.find((product) => product.name === name)?.id as string;
    const sample = (file: string) => exampleData<Data>(file);

    const draftOf = (response: { body: unknown }) => (response.body as { quote: QuoteDraft }).quote;
    /** The first SAVE of a draft: with its product as an id-only reference, as the quote page sends it. */
    const saveDraft = (path: string, draft: QuoteDraft, data: Data) =>
      call('POST', `/api/${path}/save`, { quote: { ...draft, data }, product: { id: draft.product.id } });

    it('drafts an insurance quote from the active version: NEW, the form’s defaults, nothing stored', async () => {
      const response = await call('POST', `/api/products/${productId('Motor insurance')}/init-quote`);
      expect(response.status).toBe(200);
      const { quote, dataDefinition, availableOperations } = response.body as {
        quote: QuoteDraft;
        dataDefinition: QuoteContext['dataDefinition'];
        availableOperations: string[];
      };
      expect(quote).toMatchObject({
        productType: 'INSURANCE',
        status: 'NEW',
        actionType: 'NEW',
        product: { id: productId('Motor insurance'), name: 'Motor insurance', code: 'MOTOR_INSURANCE' },
        productVersion: { name: 'Motor insurance 2026' },
        contractee: null,
      });
      // Init is not create: no id, number or version, and nothing stored or locked.
      for (const stored of ['id', 'quoteNr', 'version', 'createdAt'])
        expect(quote).not.toHaveProperty(stored);
      expect((await call('GET', '/api/quotes/find')).body).toEqual({ count: 0, items: [] });
      expect((await call('GET', `/api/product-versions/${quote.productVersion.id}`)).body).toMatchObject({
        locked: false,
        used: false,
      });
      // Tomorrow and a year later in the tenant's time zone (Date defaults of the predefined quote object).
      expect(quote.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(quote.data.quote).toMatchObject({ startDate: quote.startDate, endDate: quote.endDate });
      expect(quote.data.policyholder).toEqual({ isVehicleOwner: true });
      expect(dataDefinition.objectDefinitions.map((definition) => definition.key)).toEqual([
        'quote',
        'policyholder',
        'vehicle',
        'drivers',
        'coverage',
        'inspection',
      ]);
      expect(dataDefinition.lookups.map((lookup) => lookup.key).sort()).toEqual([
        'fuelTypes',
        'vehicleMakes',
        'vehicleUsages',
      ]);
      expect(dataDefinition.referencedObjectDefinitions.map((definition) => definition.key)).toEqual([
        'trailer',
      ]);
      expect(dataDefinition.currencies).toEqual(['EUR', 'USD', 'GBP']);
      // A draft can only be stored: saved, or submitted at once.
      expect(availableOperations).toEqual(['SAVE', 'SUBMIT']);
    });

    it('stores, numbers and locks the product version on the first SAVE of a draft', async () => {
      const draft = draftOf(await call('POST', `/api/products/${productId('Motor insurance')}/init-quote`));
      const data = sample('motor-insurance.quote.json');
      const karlis = await personReference('Kārlis', 'Pirmais');
      data.policyholder!.customer = karlis;
      for (const driver of data.drivers as unknown as { driver: unknown }[]) driver.driver = karlis;
      const saved = await saveDraft('quotes', draft, data);
      expect(saved.status).toBe(200);
      const { quote, availableOperations } = context(saved);
      expect(quote).toMatchObject({ quoteNr: 'Q-000001', status: 'NEW', version: 0, data });
      expect(availableOperations).toEqual(['SAVE', 'SUBMIT', 'DELETE']);
      expect(await call('GET', `/api/quotes/${quote.id}`)).toEqual({ status: 200, body: saved.body });
      expect((await call('GET', `/api/product-versions/${draft.productVersion.id}`)).body).toMatchObject({
        used: true,
        locked: true,
      });
    });

    it('drafts a loan application from a lending product, numbered on its own when saved', async () => {
      const draft = draftOf(await call('POST', `/api/products/${productId('Consumer loan')}/init-quote`));
      expect(draft).toMatchObject({ productType: 'LENDING', status: 'NEW', loanTerm: 36 });
      expect(draft.data.loan).toMatchObject({ term: 36, paymentDay: 15 });
      const data = sample('consumer-loan.application.json');
      data.borrower!.customer = await personReference('Laima', 'Pirmā');
      data.guarantor!.party = await partyReference({
        company: { name: 'SIA Pirmais', registrationNumber: `4011${Date.now()}` },
      });
      const saved = await saveDraft('loan-applications', draft, data);
      const { quote } = context(saved);
      expect(quote).toMatchObject({ quoteNr: 'LA-000001', productType: 'LENDING', status: 'NEW' });
      expect((await call('GET', `/api/loan-applications/${quote.id}`)).body).toEqual(saved.body);
      // Each kind has its own addresses: a loan application is no insurance quote.
      expect((await call('GET', `/api/quotes/${quote.id}`)).status).toBe(404);
      // …and an insurance product cannot start a loan application.
      const motor = draftOf(await call('POST', `/api/products/${productId('Motor insurance')}/init-quote`));
      expect(await saveDraft('loan-applications', motor, data)).toMatchObject({
        status: 400,
        body: { validationErrors: { product: ['notAllowed'] } },
      });
    });

    it('saves the example application and derives its core fields from the data', async () => {
      const quote = draftOf(await call('POST', `/api/products/${productId('Consumer loan')}/init-quote`));
      const data = sample('consumer-loan.application.json');
      data.borrower!.customer = await personReference('Līga', 'Ozola');
      data.guarantor!.party = await partyReference({
        company: { name: 'SIA Ozols un Partneri', registrationNumber: `4010${Date.now()}` },
      });
      const saved = await saveDraft('loan-applications', quote, data);
      expect(saved.status).toBe(200);
      expect(context(saved).quote).toMatchObject({
        status: 'NEW',
        version: 0,
        contractee: data.borrower!.customer,
        currency: 'EUR',
        loanTerm: 60,
        annualInterestRate: 8.9,
        sumInsured: null,
        data,
      });
      const { id } = context(saved).quote;
      expect(context(await call('GET', `/api/loan-applications/${id}`)).quote.data).toEqual(data);
    });

    it('saves the example quote with its policyholder as contractee and the insured period and sum', async () => {
      const quote = draftOf(await call('POST', `/api/products/${productId('Motor insurance')}/init-quote`));
      const data = sample('motor-insurance.quote.json');
      const anna = await personReference('Anna', 'Bērziņa');
      const peteris = await personReference('Pēteris', 'Bērziņš');
      data.policyholder!.customer = anna;
      const drivers = data.drivers as unknown as { driver: unknown }[];
      drivers[0]!.driver = anna;
      drivers[1]!.driver = peteris;
      const saved = await call('POST', '/api/quotes/save', {
        quote: { productVersion: { id: quote.productVersion.id }, data },
        product: { id: quote.product.id },
      });
      expect(saved.status).toBe(200);
      const period = data.quote as { startDate: string; endDate: string };
      expect(context(saved).quote).toMatchObject({
        contractee: anna,
        startDate: period.startDate,
        endDate: period.endDate,
        currency: 'EUR',
        sumInsured: 56500,
      });
    });
  });

  describe('from a product made by a product manager', () => {
    let productId: string;
    let makes: Lookup;
    let versionOne: ProductVersion;
    const period = PREDEFINED_OBJECT_DEFINITIONS.find(
      (definition) => definition.key === 'quote',
    ) as ObjectDefinition;
    const field = (key: string, attributes: FieldAttributes): FieldDefinition => ({
      key,
      name: key,
      iconName: 'Label',
      attributes,
    });
    const vehicle = (): ObjectDefinition => ({
      key: 'vehicle',
      objectType: 'CUSTOM',
      seq: 1,
      name: 'Vehicle',
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [
        field('make', { fieldType: 'Lookup', mandatory: true, lookupId: makes.id }),
        field('value', { fieldType: 'Money', mandatory: true }),
        field('hasTrailer', { fieldType: 'Boolean' }),
        field('trailerPlate', {
          fieldType: 'String',
          mandatory: true,
          displayCondition: 'vehicle.hasTrailer == true',
        }),
      ],
    });
    const holder: ObjectDefinition = {
      key: 'holder',
      objectType: 'CUSTOM',
      seq: 2,
      name: 'Policyholder',
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [field('customer', { fieldType: 'Customer', partyTypes: ['PRIVATE'] })],
    };

    beforeAll(async () => {
      makes = (
        await call('POST', '/api/lookups', {
          key: 'makes',
          name: 'Makes',
          values: [
            { key: 'VW', name: 'Volkswagen' },
            { key: 'BMW', name: 'BMW' },
          ],
        })
      ).body as Lookup;
      productId = (
        (await call('POST', '/api/products', { name: 'Car', code: 'CAR', productType: 'INSURANCE' }))
          .body as {
          id: string;
        }
      ).id;
      versionOne = (
        await call('POST', '/api/product-versions', {
          name: 'Car v1',
          productId,
          definition: { objectDefinitions: [{ ...period, seq: 0 }, vehicle(), holder] },
        })
      ).body as ProductVersion;
    });

    const draftQuote = async (user?: TestUser) =>
      (await call('POST', `/api/products/${productId}/init-quote`, undefined, user)).body as {
        quote: QuoteDraft;
        dataDefinition: QuoteContext['dataDefinition'];
      };
    /** A stored quote: a draft saved once with valid data. */
    const initQuote = async () => {
      const { quote, dataDefinition } = await draftQuote();
      // Versions after the first ask for the vehicle's colour too.
      const asksColour = dataDefinition.objectDefinitions.some((definition) =>
        definition.fields.some((each) => each.key === 'colour'),
      );
      const data = {
        quote: { ...(quote.data.quote as object), sumInsured: { amount: 1000, currency: 'EUR' } },
        vehicle: {
          make: 'VW',
          value: { amount: 1, currency: 'EUR' },
          ...(asksColour ? { colour: 'Red' } : {}),
        },
        holder: {},
      };
      const saved = await call('POST', '/api/quotes/save', {
        quote: { ...quote, data },
        product: { id: productId },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return context(saved);
    };

    it('cannot quote a product without an active version', async () => {
      expect(await call('POST', `/api/products/${productId}/init-quote`)).toMatchObject({
        status: 409,
        body: { message: 'noActiveProductVersion' },
      });
      expect((await call('GET', `/api/product-versions/${versionOne.id}`)).body).toMatchObject({
        locked: false,
      });
    });

    it('locks the version once a quote is saved on it, not when it is drafted', async () => {
      await call('POST', `/api/product-versions/${versionOne.id}/activate`);
      await draftQuote();
      expect((await call('GET', `/api/product-versions/${versionOne.id}`)).body).toMatchObject({
        active: true,
        used: false,
        locked: false,
      });
      await initQuote();
      const version = (await call('GET', `/api/product-versions/${versionOne.id}`)).body as ProductVersion;
      expect(version).toMatchObject({ active: true, used: true, locked: true });
      expect(
        await call('PUT', '/api/product-versions', { ...version, name: 'Car v1 changed' }),
      ).toMatchObject({
        status: 409,
        body: { message: 'productVersionLocked' },
      });
    });

    it('validates a save with the compiled form: errors on dotted field paths, nothing written', async () => {
      const { quote } = await initQuote();
      const empty = await call('POST', '/api/quotes/save', { quote: { ...quote, data: {} } });
      expect(empty.status).toBe(400);
      expect((empty.body as ErrorBody).validationErrors).toEqual({
        quote: ['This field is required'],
        vehicle: ['This field is required'],
        holder: ['This field is required'],
      });
      const partial = await call('POST', '/api/quotes/save', {
        quote: {
          ...quote,
          data: {
            quote: { ...(quote.data.quote as object), sumInsured: { amount: 1000.123, currency: 'EUR' } },
            vehicle: { make: 'TRABANT', value: { amount: 5000, currency: 'EUR' }, hasTrailer: true },
            holder: {},
          },
        },
      });
      expect((partial.body as ErrorBody).validationErrors).toEqual({
        'quote.sumInsured.amount': ['Maximum number of decimal places: 2'],
        'vehicle.make': ['This value is not allowed'],
        'vehicle.trailerPlate': ['This field is required'],
      });
      expect(context(await call('GET', `/api/quotes/${quote.id}`)).quote).toMatchObject({ version: 0 });
    });

    it('saves valid data, persists it and refuses a stale version', async () => {
      const { quote } = await initQuote();
      const customer = await personReference('Zane', 'Liepa');
      const data = {
        quote: { ...(quote.data.quote as object), sumInsured: { amount: 15000.5, currency: 'EUR' } },
        // The trailer plate of a vehicle without trailer is not shown, so not kept.
        vehicle: {
          make: 'VW',
          value: { amount: 9000, currency: 'EUR' },
          hasTrailer: false,
          trailerPlate: 'T1',
        },
        holder: { customer },
      };
      const saved = await call('POST', '/api/quotes/save', {
        quote: { ...quote, data },
        product: { id: productId },
      });
      expect(saved.status).toBe(200);
      const stored = context(await call('GET', `/api/quotes/${quote.id}`)).quote;
      expect(stored).toMatchObject({ version: 1, status: 'NEW', contractee: customer, sumInsured: 15000.5 });
      expect(stored.data.vehicle).toEqual({
        make: 'VW',
        value: { amount: 9000, currency: 'EUR' },
        hasTrailer: false,
      });
      expect(await call('POST', '/api/quotes/save', { quote: { ...quote, data } })).toMatchObject({
        status: 409,
        body: { message: 'Data was updated or deleted by another transaction' },
      });
      // The first SAVE created it, the second saved it: both journalled with their states.
      const history = await env.server.db.withTenant(env.tenant.id, async (tx) => {
        const { rows } = await tx.query<{ event_type: string; before: number | null; after: number }>(
          `select event_type, (previous_state ->> 'version')::int as before, (new_state ->> 'version')::int as after
             from history where object_table = 'quote' and object_id = $1 order by created`,
          [quote.id],
        );
        return rows.map((row) => [row.event_type, row.before, row.after]);
      });
      expect(history).toEqual([
        ['CREATE', null, 0],
        ['SAVE', 0, 1],
      ]);
    });

    it('refuses a customer that is not a party of the tenant', async () => {
      const { quote } = await initQuote();
      const stranger = await personReference('Ivan', 'Petrovs', env.other.admin);
      const data = {
        quote: { ...(quote.data.quote as object), sumInsured: { amount: 1, currency: 'EUR' } },
        vehicle: { make: 'BMW', value: { amount: 1, currency: 'EUR' } },
        holder: { customer: stranger },
      };
      const refused = await call('POST', '/api/quotes/save', { quote: { ...quote, data } });
      expect((refused.body as ErrorBody).validationErrors).toEqual({
        'holder.customer': ['This value is not allowed'],
      });
    });

    it('keeps a quote in a locked status read-only', async () => {
      const { quote } = await initQuote();
      await env.server.db.withTenant(env.tenant.id, (tx) =>
        tx.query(`update quote set status = 'READY' where id = $1`, [quote.id]),
      );
      const locked = context(await call('GET', `/api/quotes/${quote.id}`));
      expect(locked.availableOperations).toEqual(['APPROVE', 'CLARIFY', 'REJECT']);
      expect(await call('POST', '/api/quotes/save', { quote: locked.quote })).toMatchObject({
        status: 409,
        body: { message: 'quoteLocked' },
      });
    });

    it('offers a field added in a new version on the next quote, and keeps older quotes on their version', async () => {
      const older = await initQuote();
      const copy = (await call('POST', `/api/product-versions/${versionOne.id}/copy`)).body as ProductVersion;
      const extended = vehicle();
      extended.fields.push(field('colour', { fieldType: 'String', mandatory: true }));
      const objectDefinitions = copy.definition.objectDefinitions.map((definition) =>
        definition.key === 'vehicle' ? extended : definition,
      );
      expect(
        (
          await call('PUT', '/api/product-versions', {
            ...copy,
            definition: { ...copy.definition, objectDefinitions },
          })
        ).status,
      ).toBe(200);
      await call('POST', `/api/product-versions/${copy.id}/activate`);

      const newer = await draftQuote();
      const fieldsOf = (quoteContext: Pick<QuoteContext, 'dataDefinition'>) =>
        quoteContext.dataDefinition.objectDefinitions
          .find((definition) => definition.key === 'vehicle')
          ?.fields.map((each) => each.key);
      expect(newer.quote.productVersion).toEqual({ id: copy.id, name: copy.name });
      expect(fieldsOf(newer)).toContain('colour');
      expect(fieldsOf(context(await call('GET', `/api/quotes/${older.quote.id}`)))).not.toContain('colour');
    });

    it('lists quotes newest first with their count, and finds them by number', async () => {
      const list = (await call('GET', '/api/quotes/find?page=0&limit=2')).body as {
        count: number;
        items: { quoteNr: string; productName: string }[];
      };
      expect(list.count).toBeGreaterThan(2);
      expect(list.items).toHaveLength(2);
      expect(list.items[0]).toEqual({
        entityId: expect.any(String),
        quoteNr: expect.stringMatching(/^Q-\d{6}$/),
        productName: expect.any(String),
        contracteeName: expect.any(String),
        status: 'NEW',
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      const newest = list.items[0]?.quoteNr as string;
      expect(Number(newest.slice(2))).toBeGreaterThan(Number(list.items[1]?.quoteNr.slice(2)));
      expect((await call('GET', `/api/quotes/find?search=${newest.toLowerCase()}`)).body).toMatchObject({
        count: 1,
        items: [{ quoteNr: newest }],
      });
      const byNumber = (await call('GET', '/api/quotes/find?sorting=quoteNr:ASC&limit=100')).body as {
        items: { quoteNr: string }[];
      };
      const numbers = byNumber.items.map((item) => item.quoteNr);
      expect(numbers).toEqual([...numbers].sort());
      for (const query of [
        'sorting=quote_nr:ASC',
        'sorting=quoteNr',
        `sorting=${encodeURIComponent('quoteNr:ASC;drop table quote')}`,
        `sorting=${encodeURIComponent("createdAt:DESC'--")}`,
        'page=abc',
        'page=-1',
        'limit=101',
        `page=${encodeURIComponent('1;drop table quote')}`,
        `search=${'x'.repeat(201)}`,
      ]) {
        expect((await call('GET', `/api/quotes/find?${query}`)).status, query).toBe(400);
      }
      expect((await call('GET', '/api/loan-applications/find')).body).toMatchObject({
        items: expect.arrayContaining([expect.objectContaining({ quoteNr: 'LA-000001' })]),
      });
    });

    it("names each application's product in the reader's language, and sorts by that name", async () => {
      const reader = await addTestUser(env.server, env.tenant, ['quote:Find', 'quote:Read']);
      /** The product names of the list, and of the page of its first application. */
      const productNames = async () => {
        const list = (
          await call('GET', '/api/loan-applications/find?sorting=productName:ASC', undefined, reader)
        ).body as { items: { entityId: string; productName: string }[] };
        const first = (
          await call('GET', `/api/loan-applications/${list.items[0]?.entityId}`, undefined, reader)
        ).body as QuoteContext;
        return new Set([...list.items.map((item) => item.productName), first.quote.product.name]);
      };
      expect(await productNames()).toEqual(new Set(['Consumer loan']));
      for (const [locale, name] of [
        ['de-DE', 'Konsumentenkredit'],
        ['lv-LV', 'Patēriņa kredīts'],
      ]) {
        expect((await call('PUT', '/api/profile/update-locale', { locale }, reader)).status).toBe(200);
        expect(await productNames()).toEqual(new Set([name]));
      }
    });

    it('keeps tenants apart: another tenant’s quote is not found, saved or listed', async () => {
      const { quote } = await initQuote();
      expect((await call('GET', `/api/quotes/${quote.id}`, undefined, env.other.admin)).status).toBe(404);
      expect((await call('POST', '/api/quotes/save', { quote }, env.other.admin)).status).toBe(404);
      expect(
        (await call('POST', `/api/products/${productId}/init-quote`, undefined, env.other.admin)).status,
      ).toBe(404);
      expect((await call('GET', '/api/quotes/find', undefined, env.other.admin)).body).toEqual({
        count: 0,
        items: [],
      });
    });

    it('offers SAVE only to users allowed to save, and refuses the others', async () => {
      const { quote } = await initQuote();
      const reader = await addTestUser(env.server, env.tenant, ['quote:Read', 'quote:Find']);
      expect(
        context(await call('GET', `/api/quotes/${quote.id}`, undefined, reader)).availableOperations,
      ).toEqual([]);
      for (const [method, path, body] of [
        ['POST', '/api/quotes/save', { quote }],
        ['POST', `/api/products/${productId}/init-quote`, undefined],
      ] as const) {
        expect(await call(method, path, body, reader)).toMatchObject({
          status: 403,
          body: { message: 'lackPermission' },
        });
      }
    });

    it('refuses the first SAVE of a draft whose product version is no longer active, storing nothing', async () => {
      const { quote } = await draftQuote();
      const copy = (await call('POST', `/api/product-versions/${quote.productVersion.id}/copy`))
        .body as ProductVersion;
      expect((await call('POST', `/api/product-versions/${copy.id}/activate`)).status).toBe(200);
      const before = ((await call('GET', '/api/quotes/find')).body as { count: number }).count;
      const data = {
        quote: { ...(quote.data.quote as object), sumInsured: { amount: 10, currency: 'EUR' } },
        vehicle: { make: 'VW', value: { amount: 1, currency: 'EUR' } },
        holder: {},
      };
      expect(
        await call('POST', '/api/quotes/save', { quote: { ...quote, data }, product: { id: productId } }),
      ).toMatchObject({ status: 409, body: { message: 'productVersionChanged' } });
      expect(((await call('GET', '/api/quotes/find')).body as { count: number }).count).toBe(before);
      expect((await call('GET', `/api/product-versions/${copy.id}`)).body).toMatchObject({ locked: false });
      // Without a product the draft cannot be stored at all.
      expect(await call('POST', '/api/quotes/save', { quote: { data } })).toMatchObject({
        status: 400,
        body: { validationErrors: { product: ['required'] } },
      });
    });

    it('performs SAVE by the quote’s address too, and refuses operations it does not perform', async () => {
      const { quote } = await initQuote();
      const saved = await call('POST', `/api/quotes/${quote.id}/save`, {
        quote: { version: quote.version, data: quote.data },
      });
      expect(saved).toMatchObject({ status: 200, body: { quote: { id: quote.id, version: 1 } } });
      for (const path of [
        '/api/quotes/fly',
        `/api/quotes/${quote.id}/lend`,
        '/api/loan-applications/issue',
      ]) {
        expect(await call('POST', path, { quote })).toMatchObject({
          status: 400,
          body: { message: 'unknownOperation' },
        });
      }
      expect(context(await call('GET', `/api/quotes/${quote.id}`)).quote.version).toBe(1);
    });
  });
});
