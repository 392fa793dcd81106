import {
  premiumSchedule,
  QUOTE_STATUSES,
  QUOTE_WORKFLOW,
  type GeneratedPaymentSchedule,
  type ObjectDefinition,
  type Party,
  type PartyQuote,
  type PaymentScheduleRow,
  type QuoteContext,
  type QuoteDraft,
  type QuoteStatus,
} from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeHomeProduct,
  checkedPost,
  fieldOf,
  HOME_PARTIES,
  HOME_PERIOD,
  HOME_PRICING,
} from '../../../test/support/homeProduct.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { requireValidSchedule } from './paymentSchedule.js';
import { performQuoteOperation, QUOTE_OPERATIONS_PERFORMED } from './operations.js';
import { QUOTE_KINDS } from './service.js';

type ErrorBody = { message: string; validationErrors: Record<string, string[]> };
type Reference = { id: string; name: string; code?: string; partyType: 'PRIVATE' | 'LEGAL' };

describe('quote operations', () => {
  const env = signedInTenant('qo', { other: true });
  const { call } = env;
  const context = (response: { body: unknown }) => response.body as QuoteContext;

  /** The premium, and a reason asked for only when the quote is rejected (an operation field). */
  const pricing: ObjectDefinition = {
    ...HOME_PRICING,
    fields: [
      ...HOME_PRICING.fields,
      fieldOf('rejectionReason', {
        fieldType: 'String',
        mandatory: true,
        displayCondition: 'operation == "REJECT"',
      }),
    ],
  };

  let productId: string;
  let codes = 0;
  const person = async (firstName: string, lastName: string, user?: TestUser) => {
    const data = { person: { firstName, lastName, personalCode: `${Date.now()}-${++codes}` } };
    const party = (await call('POST', '/api/parties', { partyType: 'PRIVATE', data }, user)).body as Party;
    return party;
  };
  const referenceOf = (party: Party): Reference => ({
    id: party.id,
    name: party.name,
    ...(party.code === undefined ? {} : { code: party.code }),
    partyType: party.partyType,
  });

  beforeAll(async () => {
    ({ productId } = await activeHomeProduct(checkedPost(call), {
      objectDefinitions: [HOME_PERIOD, pricing, HOME_PARTIES],
    }));
  });

  interface QuoteInput {
    premium?: number;
    customer?: Reference | null;
    beneficiary?: Reference;
    startDate?: string;
    endDate?: string;
    schedule?: number;
  }

  const draft = async () =>
    ((await call('POST', `/api/products/${productId}/init-quote`)).body as { quote: QuoteDraft }).quote;

  /** Data for the product: dates of the draft (tomorrow, a year) unless given. */
  const dataFor = (base: QuoteDraft, input: QuoteInput) => ({
    quote: {
      startDate: input.startDate ?? base.startDate,
      endDate: input.endDate ?? base.endDate,
      sumInsured: { amount: 250000, currency: 'EUR' },
    },
    pricing: { premium: { amount: input.premium ?? 1200, currency: 'EUR' } },
    holder: {
      ...(input.customer ? { customer: input.customer } : {}),
      ...(input.beneficiary ? { beneficiary: input.beneficiary } : {}),
    },
  });

  let holderParty: Party;
  const newQuote = async (input: QuoteInput = {}) => {
    holderParty ??= await person('Ilze', 'Kalniņa');
    const base = await draft();
    const data = dataFor(base, { customer: referenceOf(holderParty), ...input });
    const startDate = data.quote.startDate as string;
    const endDate = data.quote.endDate as string;
    const paymentSchedule =
      input.schedule === 0
        ? []
        : premiumSchedule({
            premium: input.premium ?? 1200,
            currency: 'EUR',
            startDate,
            endDate,
            instalments: input.schedule ?? 4,
          });
    const saved = await call('POST', '/api/quotes/save', {
      quote: { ...base, data, paymentSchedule },
      product: { id: productId },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return context(saved);
  };

  /** POST /api/quotes/{id}/{operation} with the quote's version, and data or schedule when given. */
  const perform = (
    quote: QuoteContext['quote'],
    operation: string,
    sent: { data?: unknown; paymentSchedule?: PaymentScheduleRow[] } = {},
    user?: TestUser,
  ) =>
    call(
      'POST',
      `/api/quotes/${quote.id}/${operation.toLowerCase()}`,
      { quote: { id: quote.id, version: quote.version, ...sent } },
      user,
    );
  const read = async (id: string) => context(await call('GET', `/api/quotes/${id}`));
  const setStatus = (id: string, status: QuoteStatus) =>
    env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query('update quote set status = $2 where id = $1', [id, status]),
    );

  describe('the workflow', () => {
    it('allows each move the machine allows from each status, and refuses the others changing nothing', async () => {
      const made: string[] = [];
      for (const status of QUOTE_STATUSES) {
        // An offer that started in January has passed, so EXPIRE is allowed where the machine allows it.
        const { quote } = await newQuote({ startDate: '2026-01-01', endDate: '2026-12-31' });
        await setStatus(quote.id, status);
        for (const operation of QUOTE_OPERATIONS_PERFORMED) {
          const move = QUOTE_WORKFLOW.operations[operation];
          const before = await read(quote.id);
          const answer = await perform(before.quote, operation, {
            data: {
              ...before.quote.data,
              pricing: { ...(before.quote.data.pricing as object), rejectionReason: 'No' },
            },
          });
          if (move.from.includes(status)) {
            expect(answer.status, `${operation} from ${status}: ${JSON.stringify(answer.body)}`).toBe(200);
            const after = context(answer).quote;
            expect([move.to, ...(move.otherOutcomes ?? [])]).toContain(after.status);
            expect(after.version).toBe(before.quote.version + 1);
            made.push(`${status} ${operation} → ${after.status}`);
            // Back to the status under test for the next operation.
            await setStatus(quote.id, status);
          } else {
            const locked = QUOTE_WORKFLOW.statuses[status].locked === true;
            expect(answer, `${operation} from ${status}`).toMatchObject({
              status: 409,
              body: { message: locked ? 'quoteLocked' : 'notAllowedFromStatus' },
            });
            expect(await read(quote.id), `${operation} from ${status} changed the quote`).toEqual(before);
          }
        }
      }
      expect(made).toEqual([
        'NEW SAVE → NEW',
        // The offer has passed: the quote cannot be submitted as it is.
        'NEW SUBMIT → INCOMPLETE',
        'NEW EXPIRE → EXPIRED',
        'NEW DELETE → DELETED',
        'INCOMPLETE SAVE → NEW',
        'INCOMPLETE SUBMIT → INCOMPLETE',
        'INCOMPLETE EXPIRE → EXPIRED',
        'INCOMPLETE DELETE → DELETED',
        'READY APPROVE → APPROVED',
        'READY CLARIFY → INCOMPLETE',
        'READY REJECT → REJECTED',
        'READY EXPIRE → EXPIRED',
        'APPROVED SAVE → NEW',
        'APPROVED REJECT → REJECTED',
        'APPROVED INQUIRE → QUOTED',
        'APPROVED EXPIRE → EXPIRED',
        'QUOTED REJECT → REJECTED',
        'QUOTED EXPIRE → EXPIRED',
        'REJECTED REINSTATE → NEW',
        'EXPIRED REINSTATE → NEW',
      ]);
    });

    it('takes a quote from NEW through READY, APPROVED and QUOTED, offering each status its moves', async () => {
      const { quote, availableOperations } = await newQuote();
      expect(availableOperations).toEqual(['SAVE', 'SUBMIT', 'DELETE']);
      const submitted = context(await perform(quote, 'SUBMIT'));
      expect(submitted.quote).toMatchObject({ status: 'READY', incompleteReasons: null });
      expect(submitted.availableOperations).toEqual(['APPROVE', 'CLARIFY', 'REJECT']);
      const approved = context(await perform(submitted.quote, 'APPROVE'));
      expect(approved.quote.status).toBe('APPROVED');
      expect(approved.availableOperations).toEqual(['SAVE', 'REJECT', 'INQUIRE', 'ISSUE']);
      const quoted = context(await perform(approved.quote, 'INQUIRE'));
      expect(quoted.quote.status).toBe('QUOTED');
      expect(quoted.availableOperations).toEqual(['REJECT', 'ISSUE']);
      // Every move is journalled as its operation.
      const events = await env.server.db.withTenant(env.tenant.id, async (tx) => {
        const { rows } = await tx.query<{ event_type: string }>(
          `select event_type from history where object_table = 'quote' and object_id = $1 order by created`,
          [quote.id],
        );
        return rows.map((row) => row.event_type);
      });
      expect(events).toEqual(['CREATE', 'SUBMIT', 'APPROVE', 'INQUIRE']);
    });

    it('finds a quote INCOMPLETE on SUBMIT with the reasons stored, until it is saved again', async () => {
      const { quote } = await newQuote({ customer: null, schedule: 0 });
      const submitted = await perform(quote, 'SUBMIT');
      expect(submitted.status).toBe(200);
      const reasons = {
        'holder.customer': ['quote.policyHolderRequired'],
        paymentSchedule: ['paymentSchedule.mustNotBeNullOrEmpty'],
      };
      expect(context(submitted).quote).toMatchObject({ status: 'INCOMPLETE', incompleteReasons: reasons });
      expect((await read(quote.id)).quote.incompleteReasons).toEqual(reasons);
      const incomplete = (await read(quote.id)).quote;
      const saved = context(await perform(incomplete, 'SAVE', { data: incomplete.data }));
      expect(saved.quote).toMatchObject({ status: 'NEW', incompleteReasons: null });
    });

    it('sends a submitted quote back for clarification, and reinstates a rejected one as NEW', async () => {
      const { quote } = await newQuote();
      const ready = context(await perform(quote, 'SUBMIT')).quote;
      const clarify = context(await perform(ready, 'CLARIFY')).quote;
      expect(clarify.status).toBe('INCOMPLETE');
      const again = context(await perform(clarify, 'SUBMIT')).quote;
      const rejected = context(
        await perform(again, 'REJECT', {
          data: {
            ...again.data,
            pricing: { ...(again.data.pricing as object), rejectionReason: 'Flood zone' },
          },
        }),
      ).quote;
      expect(rejected.status).toBe('REJECTED');
      const reinstated = context(await perform(rejected, 'REINSTATE'));
      expect(reinstated.quote.status).toBe('NEW');
      expect(reinstated.availableOperations).toEqual(['SAVE', 'SUBMIT', 'DELETE']);
    });

    it('asks for the operation’s own fields: REJECT needs its reason, keeps it, and takes nothing else', async () => {
      const { quote } = await newQuote();
      const ready = context(await perform(quote, 'SUBMIT')).quote;
      const without = await perform(ready, 'REJECT', { data: ready.data });
      expect(without.status).toBe(400);
      expect((without.body as ErrorBody).validationErrors).toEqual({
        'pricing.rejectionReason': ['This field is required'],
      });
      expect(await read(quote.id)).toMatchObject({ quote: { status: 'READY', version: ready.version } });
      // The quote is locked: a premium changed along with the reason is not taken.
      const rejected = context(
        await perform(ready, 'REJECT', {
          data: {
            ...ready.data,
            pricing: { premium: { amount: 1, currency: 'EUR' }, rejectionReason: 'Risk' },
          },
        }),
      ).quote;
      expect(rejected).toMatchObject({ status: 'REJECTED', premium: 1200 });
      expect(rejected.data.pricing).toEqual({
        premium: { amount: 1200, currency: 'EUR' },
        rejectionReason: 'Risk',
      });
      // Other operations do not show the reason, so do not keep it.
      const reinstated = context(await perform(rejected, 'REINSTATE')).quote;
      expect(reinstated.data.pricing).toEqual({ premium: { amount: 1200, currency: 'EUR' } });
    });

    it('expires a quote only once its offer has passed', async () => {
      const { quote, availableOperations } = await newQuote();
      expect(availableOperations).not.toContain('EXPIRE');
      expect(await perform(quote, 'EXPIRE')).toMatchObject({
        status: 409,
        body: { message: 'quoteStillValid' },
      });
      expect((await read(quote.id)).quote).toMatchObject({ status: 'NEW', version: quote.version });
      const old = await newQuote({ startDate: '2025-06-01', endDate: '2026-05-31' });
      expect(old.quote.validUntil).toBe('2025-06-01');
      expect(old.availableOperations).toContain('EXPIRE');
      expect(context(await perform(old.quote, 'EXPIRE')).quote.status).toBe('EXPIRED');
    });

    it('deletes a draft only before it is locked; a deleted quote leaves the list but can be read', async () => {
      const { quote } = await newQuote();
      const ready = context(await perform(quote, 'SUBMIT')).quote;
      expect(await perform(ready, 'DELETE')).toMatchObject({ status: 409, body: { message: 'quoteLocked' } });
      const other = (await newQuote()).quote;
      const deleted = context(await perform(other, 'DELETE'));
      expect(deleted).toMatchObject({ quote: { status: 'DELETED' }, availableOperations: [] });
      expect((await read(other.id)).quote.status).toBe('DELETED');
      const list = (await call('GET', `/api/quotes/find?search=${other.quoteNr}`)).body as { count: number };
      expect(list.count).toBe(0);
    });

    it('refuses a stale version and an unknown quote without changing anything', async () => {
      const { quote } = await newQuote();
      const stale = await perform({ ...quote, version: quote.version + 5 }, 'SUBMIT');
      expect(stale).toMatchObject({
        status: 409,
        body: { message: 'Data was updated or deleted by another transaction' },
      });
      expect((await read(quote.id)).quote).toEqual(quote);
      expect((await perform({ ...quote, id: crypto.randomUUID() }, 'SUBMIT')).status).toBe(404);
      // Operations other than SAVE and SUBMIT need a stored quote.
      expect(await call('POST', '/api/quotes/approve', { quote: { data: quote.data } })).toMatchObject({
        status: 400,
        body: { validationErrors: { 'quote.id': ['required'] } },
      });
    });

    it('submits a draft at once, storing it', async () => {
      holderParty ??= await person('Ilze', 'Kalniņa');
      const base = await draft();
      const data = dataFor(base, { customer: referenceOf(holderParty) });
      const paymentSchedule = premiumSchedule({
        premium: 1200,
        currency: 'EUR',
        startDate: data.quote.startDate as string,
        endDate: data.quote.endDate as string,
        instalments: 2,
      });
      const submitted = await call('POST', '/api/quotes/submit', {
        quote: { ...base, data, paymentSchedule },
        product: { id: productId },
      });
      expect(context(submitted).quote).toMatchObject({
        status: 'READY',
        quoteNr: expect.stringMatching(/^Q-/),
      });
    });
  });

  describe('core fields', () => {
    it('derives premium, sum insured, currency, parties and validity from the fields the version names', async () => {
      const beneficiary = await person('Jānis', 'Kalniņš');
      const { quote } = await newQuote({ beneficiary: referenceOf(beneficiary), premium: 987.65 });
      expect(quote).toMatchObject({
        premium: 987.65,
        sumInsured: 250000,
        currency: 'EUR',
        contractee: referenceOf(holderParty),
        beneficiary: referenceOf(beneficiary),
        validUntil: quote.startDate,
        issueDate: null,
        currentPolicyId: null,
        targetPolicyId: null,
      });
    });

    it('refuses a product version naming fields it does not have, or of another type', async () => {
      const refused = await call('POST', '/api/product-versions', {
        name: 'Home broken',
        productId,
        definition: {
          coreFields: { premium: 'holder.customer', beneficiary: 'holder.nobody' },
          objectDefinitions: [HOME_PERIOD, pricing, HOME_PARTIES],
        },
      });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          validationErrors: {
            'definition.coreFields.premium': ['coreFieldWrongType'],
            'definition.coreFields.beneficiary': ['coreFieldNotFound'],
          },
        },
      });
    });
  });

  describe('the payment schedule', () => {
    it('generates a schedule for the stored premium and period, the first row taking the rounding remainder', async () => {
      const { quote } = await newQuote({ premium: 1000, schedule: 0 });
      const generated = await call('POST', `/api/quotes/${quote.id}/generate-payment-schedule`, {
        instalments: 3,
      });
      expect(generated.status).toBe(200);
      const body = generated.body as GeneratedPaymentSchedule;
      expect(body).toMatchObject({ premium: 1000, currency: 'EUR' });
      expect(body.paymentSchedule.map((row) => row.amount)).toEqual([333.34, 333.33, 333.33]);
      expect(body.paymentSchedule[0]?.startDate).toBe(quote.startDate);
      expect(body.paymentSchedule[2]?.endDate).toBe(quote.endDate);
      // Nothing is stored until SAVE…
      expect((await read(quote.id)).quote).toEqual(quote);
      const saved = context(
        await perform(quote, 'SAVE', { data: quote.data, paymentSchedule: body.paymentSchedule }),
      );
      expect(saved.quote.paymentSchedule).toEqual(body.paymentSchedule);
      // …and values sent replace the stored ones.
      const other = (
        await call('POST', `/api/quotes/${quote.id}/generate-payment-schedule`, {
          instalments: 2,
          premium: 10.01,
        })
      ).body as GeneratedPaymentSchedule;
      // Shares are rounded half away from zero; the first takes what is left.
      expect(other.paymentSchedule.map((row) => row.amount)).toEqual([5, 5.01]);
    });

    it('generates for a draft from the values sent', async () => {
      const generated = await call('POST', '/api/quotes/generate-payment-schedule', {
        instalments: 12,
        premium: 1200,
        currency: 'EUR',
        startDate: '2027-01-01',
        endDate: '2027-12-31',
      });
      expect((generated.body as GeneratedPaymentSchedule).paymentSchedule).toHaveLength(12);
      expect(await call('POST', '/api/quotes/generate-payment-schedule', { instalments: 2 })).toMatchObject({
        status: 400,
        body: {
          validationErrors: {
            premium: ['paymentSchedule.premiumMissing'],
            currency: ['This field is required'],
            startDate: ['This field is required'],
            endDate: ['This field is required'],
          },
        },
      });
    });

    it('refuses 0 or more than 100 instalments, more than the period’s days, and a locked quote', async () => {
      const { quote } = await newQuote({ startDate: '2027-01-01', endDate: '2027-01-10' });
      const generate = (body: object) =>
        call('POST', `/api/quotes/${quote.id}/generate-payment-schedule`, body);
      for (const instalments of [0, 101, 2.5]) expect((await generate({ instalments })).status).toBe(400);
      expect(await generate({ instalments: 11 })).toMatchObject({
        status: 400,
        body: { validationErrors: { instalments: ['paymentSchedule.mustNotExceedDaysInPeriod'] } },
      });
      expect(await generate({ instalments: 1, currency: 'XYZ' })).toMatchObject({
        status: 400,
        body: { validationErrors: { currency: ['This value is not allowed'] } },
      });
      const ready = context(await perform(quote, 'SUBMIT')).quote;
      expect(ready.status).toBe('READY');
      expect(await generate({ instalments: 1 })).toMatchObject({
        status: 409,
        body: { message: 'quoteLocked' },
      });
    });

    it('stores edited rows that add up to the premium, and refuses the others changing nothing', async () => {
      const { quote } = await newQuote({ premium: 1000, schedule: 2 });
      const rows = quote.paymentSchedule;
      const edited = [
        { ...rows[0]!, amount: 900 },
        { ...rows[1]!, amount: 100 },
      ];
      const saved = context(
        await perform(quote, 'SAVE', { data: quote.data, paymentSchedule: edited }),
      ).quote;
      expect(saved.paymentSchedule).toEqual(edited);
      const wrong = await perform(saved, 'SAVE', {
        data: saved.data,
        paymentSchedule: [{ ...edited[0]!, amount: 900.01 }, edited[1]!],
      });
      expect(wrong).toMatchObject({
        status: 400,
        body: { validationErrors: { paymentSchedule: ['paymentSchedule.totalMustEqualPremium'] } },
      });
      const badRow = await perform(saved, 'SAVE', {
        data: saved.data,
        paymentSchedule: [{ ...edited[0]!, endDate: '2000-01-01' }, edited[1]!],
      });
      expect((badRow.body as ErrorBody).validationErrors).toEqual({
        'paymentSchedule.0.endDate': ['paymentSchedule.endDateBeforeStartDate'],
      });
      const tooMany = Array.from({ length: 101 }, () => ({ ...edited[1]!, amount: 0 }));
      expect((await perform(saved, 'SAVE', { data: saved.data, paymentSchedule: tooMany })).status).toBe(400);
      // A premium changed without a new schedule no longer adds up either.
      const premiumChanged = await perform(saved, 'SAVE', {
        data: { ...saved.data, pricing: { premium: { amount: 1100, currency: 'EUR' } } },
      });
      expect((premiumChanged.body as ErrorBody).validationErrors).toEqual({
        paymentSchedule: ['paymentSchedule.totalMustEqualPremium'],
      });
      expect((await read(quote.id)).quote).toEqual(saved);
      // An empty schedule may be saved, not submitted.
      const emptied = context(await perform(saved, 'SAVE', { data: saved.data, paymentSchedule: [] })).quote;
      expect(emptied.paymentSchedule).toEqual([]);
    });

    it('lets ISSUE refuse a quote without a valid schedule', () => {
      const refusal = (row: Parameters<typeof requireValidSchedule>[0]) => {
        try {
          requireValidSchedule(row);
          return 'valid';
        } catch (error) {
          return (error as { validationErrors?: unknown }).validationErrors;
        }
      };
      const schedule = premiumSchedule({
        premium: 100,
        currency: 'EUR',
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        instalments: 3,
      });
      expect(refusal({ payment_schedule: schedule, premium: 10000, currency: 'EUR' })).toBe('valid');
      expect(refusal({ payment_schedule: [], premium: 10000, currency: 'EUR' })).toEqual({
        paymentSchedule: ['paymentSchedule.mustNotBeNullOrEmpty'],
      });
      expect(refusal({ payment_schedule: schedule, premium: 10001, currency: 'EUR' })).toEqual({
        paymentSchedule: ['paymentSchedule.totalMustEqualPremium'],
      });
    });
  });

  describe('parties', () => {
    const updateParty = async (party: Party, lastName: string) => {
      const current = (await call('GET', `/api/parties/${party.id}`)).body as { party: Party };
      const data = current.party.data as { person: Record<string, unknown> };
      const updated = await call('PUT', '/api/parties', {
        ...current.party,
        data: { ...data, person: { ...data.person, lastName } },
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      return updated.body as Party;
    };

    it('keeps a copy of each party with its roles, shows what changed since, and syncs it', async () => {
      const owner = await person('Māra', 'Ozola');
      const heir = await person('Toms', 'Ozols');
      const { quote } = await newQuote({ customer: referenceOf(owner), beneficiary: referenceOf(heir) });
      expect(quote.parties.map(({ id, paths, roles, version }) => ({ id, paths, roles, version }))).toEqual([
        { id: heir.id, paths: ['holder.beneficiary'], roles: ['BNF'], version: heir.version },
        { id: owner.id, paths: ['holder.customer'], roles: ['PH'], version: owner.version },
      ]);
      expect((await read(quote.id)).partiesChanged).toEqual([]);

      const renamed = await updateParty(owner, 'Liepa');
      const changed = await read(quote.id);
      expect(changed.partiesChanged).toEqual([
        {
          id: owner.id,
          partyType: 'PRIVATE',
          name: renamed.name,
          version: owner.version,
          latestVersion: renamed.version,
          changes: [
            { path: 'name', copy: owner.name, current: renamed.name },
            { path: 'person.lastName', copy: 'Ozola', current: 'Liepa' },
          ],
        },
      ]);
      // Saving the quote keeps the old copy: only sync renews it.
      const saved = context(await perform(changed.quote, 'SAVE', { data: changed.quote.data }));
      expect(saved.partiesChanged).toHaveLength(1);

      const synced = await call('PUT', `/api/quotes/${quote.id}/sync-party/${owner.id}`);
      expect(synced.status, JSON.stringify(synced.body)).toBe(200);
      const after = context(synced);
      expect(after.partiesChanged).toEqual([]);
      expect(after.quote).toMatchObject({ status: 'NEW', contractee: { id: owner.id, name: renamed.name } });
      expect(after.quote.data.holder).toMatchObject({ customer: { id: owner.id, name: renamed.name } });
      expect(after.quote.parties.find((party) => party.id === owner.id)).toMatchObject({
        version: renamed.version,
        name: renamed.name,
        data: { person: { lastName: 'Liepa' } },
      });
      const lastEvent = await env.server.db.withTenant(env.tenant.id, async (tx) => {
        const { rows } = await tx.query<{ event_type: string }>(
          `select event_type from history where object_table = 'quote' and object_id = $1
            order by created desc limit 1`,
          [quote.id],
        );
        return rows[0]?.event_type;
      });
      expect(lastEvent).toBe('SYNC_PARTY');
    });

    it('drops the copy of a party the quote no longer names', async () => {
      const heir = await person('Anna', 'Zariņa');
      const { quote } = await newQuote({ beneficiary: referenceOf(heir) });
      const data = { ...quote.data, holder: { customer: referenceOf(holderParty) } };
      const saved = context(await perform(quote, 'SAVE', { data })).quote;
      expect(saved.parties.map((party) => party.id)).toEqual([holderParty.id]);
      expect(saved.beneficiary).toBeNull();
    });

    it('syncs only while the quote is not locked, and only a party it names', async () => {
      const owner = await person('Pēteris', 'Kļaviņš');
      const { quote } = await newQuote({ customer: referenceOf(owner) });
      await updateParty(owner, 'Kļava');
      expect((await call('PUT', `/api/quotes/${quote.id}/sync-party/${crypto.randomUUID()}`)).status).toBe(
        404,
      );
      const ready = context(await perform(quote, 'SUBMIT')).quote;
      expect(await call('PUT', `/api/quotes/${quote.id}/sync-party/${owner.id}`)).toMatchObject({
        status: 409,
        body: { message: 'quoteLocked' },
      });
      expect((await read(quote.id)).quote).toEqual(ready);
    });

    it('lists the quotes of a party with its roles, newest first, by product type, without deleted ones', async () => {
      const owner = await person('Dace', 'Bērziņa');
      const first = (await newQuote({ customer: referenceOf(owner) })).quote;
      const second = (await newQuote({ customer: referenceOf(holderParty), beneficiary: referenceOf(owner) }))
        .quote;
      const third = (await newQuote({ customer: referenceOf(owner) })).quote;
      await perform(third, 'DELETE');
      const page = (await call('GET', `/api/parties/${owner.id}/quotes`)).body as {
        count: number;
        items: PartyQuote[];
      };
      expect(page.count).toBe(2);
      expect(page.items.map((item) => [item.quoteNr, item.roles])).toEqual([
        [second.quoteNr, ['BNF']],
        [first.quoteNr, ['PH']],
      ]);
      expect(page.items[1]).toEqual({
        entityId: first.id,
        quoteNr: first.quoteNr,
        productType: 'INSURANCE',
        productName: 'Home',
        contracteeName: owner.name,
        status: 'NEW',
        startDate: first.startDate,
        endDate: first.endDate,
        premium: 1200,
        currency: 'EUR',
        roles: ['PH'],
        createdAt: first.createdAt,
      });
      expect(
        (
          (await call('GET', `/api/parties/${owner.id}/quotes?page=1&limit=1`)).body as {
            items: PartyQuote[];
          }
        ).items[0]?.entityId,
      ).toBe(first.id);
      expect((await call('GET', `/api/parties/${owner.id}/quotes?productType=LENDING`)).body).toEqual({
        count: 0,
        items: [],
      });
      for (const query of ['productType=CARS', 'limit=101', 'page=-1']) {
        expect((await call('GET', `/api/parties/${owner.id}/quotes?${query}`)).status, query).toBe(400);
      }
      expect((await call('GET', `/api/parties/${crypto.randomUUID()}/quotes`)).status).toBe(404);
    });
  });

  describe('access', () => {
    it('keeps tenants apart on every new call', async () => {
      const owner = await person('Inese', 'Liepiņa');
      const { quote } = await newQuote({ customer: referenceOf(owner) });
      const stranger = env.other.admin;
      for (const operation of QUOTE_OPERATIONS_PERFORMED) {
        expect((await perform(quote, operation, { data: quote.data }, stranger)).status, operation).toBe(404);
      }
      expect(
        (
          await call(
            'POST',
            `/api/quotes/${quote.id}/generate-payment-schedule`,
            { instalments: 1 },
            stranger,
          )
        ).status,
      ).toBe(404);
      expect(
        (await call('PUT', `/api/quotes/${quote.id}/sync-party/${owner.id}`, undefined, stranger)).status,
      ).toBe(404);
      expect((await call('GET', `/api/parties/${owner.id}/quotes`, undefined, stranger)).status).toBe(404);
      expect((await read(quote.id)).quote).toEqual(quote);
    });

    it('refuses each new call without its permission (403), and offers only the moves a user may make', async () => {
      const owner = await person('Aija', 'Priede');
      const { quote } = await newQuote({ customer: referenceOf(owner) });
      const reader = await addTestUser(env.server, env.tenant, ['quote:Read', 'quote:Find', 'party:Read']);
      for (const operation of QUOTE_OPERATIONS_PERFORMED) {
        expect(await perform(quote, operation, { data: quote.data }, reader), operation).toMatchObject({
          status: 403,
          body: { message: 'lackPermission' },
        });
      }
      for (const [method, path, body] of [
        ['POST', `/api/quotes/${quote.id}/generate-payment-schedule`, { instalments: 1 }],
        ['POST', '/api/quotes/generate-payment-schedule', { instalments: 1 }],
        ['PUT', `/api/quotes/${quote.id}/sync-party/${owner.id}`, undefined],
        ['GET', `/api/parties/${owner.id}/quotes`, undefined],
      ] as const) {
        expect(await call(method, path, body, reader), path).toMatchObject({
          status: 403,
          body: { message: 'lackPermission' },
        });
      }
      expect((await read(quote.id)).quote).toEqual(quote);
      const submitter = await addTestUser(env.server, env.tenant, ['quote:Read', 'quote:Submit']);
      expect(
        context(await call('GET', `/api/quotes/${quote.id}`, undefined, submitter)).availableOperations,
      ).toEqual(['SUBMIT']);
    });
  });

  describe('the extension point of ISSUE (the policies module)', () => {
    /** ISSUE as the policies module would perform it: the common rules, then its own decision. */
    const issue = async (quote: QuoteContext['quote'], paymentSchedule?: PaymentScheduleRow[]) => {
      const kind = QUOTE_KINDS.INSURANCE;
      kind.perform('ISSUE');
      const userId = await env.server.db.withTenant(env.tenant.id, async (tx) => {
        const { rows } = await tx.query<{ id: string }>('select id from user_account where email = $1', [
          env.tenant.admin.email,
        ]);
        return rows[0]?.id as string;
      });
      try {
        return await env.server.db.withTenant(env.tenant.id, (tx) =>
          performQuoteOperation(
            tx,
            kind,
            {
              actor: { tenantId: env.tenant.id, userId, name: env.tenant.admin.email },
              permissions: ['*'],
              moment: { locale: 'en-GB', at: new Date() },
              operation: 'ISSUE',
              id: quote.id,
              body: { quote: { version: quote.version, ...(paymentSchedule ? { paymentSchedule } : {}) } },
            },
            // The target policy is the policies module's to set: its key refuses the id of no policy.
            async () => ({ status: 'ISSUED', set: { issue_date: '2026-12-01' } }),
          ),
        );
      } catch (error) {
        return error as { statusCode: number; message: string; validationErrors?: unknown };
      }
    };

    it('refuses a quote without a valid schedule or from another status, and records what ISSUE decides', async () => {
      const { quote } = await newQuote({ schedule: 0 });
      expect(await issue(quote)).toMatchObject({ statusCode: 409, message: 'notAllowedFromStatus' });
      await setStatus(quote.id, 'APPROVED');
      const approved = (await read(quote.id)).quote;
      expect(await issue(approved)).toMatchObject({
        statusCode: 400,
        validationErrors: { paymentSchedule: ['paymentSchedule.mustNotBeNullOrEmpty'] },
      });
      expect((await read(quote.id)).quote).toEqual(approved);
      // APPROVED is not locked: a schedule sent with ISSUE is stored with it.
      const schedule = premiumSchedule({
        premium: 1200,
        currency: 'EUR',
        startDate: approved.startDate as string,
        endDate: approved.endDate as string,
        instalments: 1,
      });
      const issued = (await issue(approved, schedule)) as QuoteContext;
      expect(issued.quote).toMatchObject({
        status: 'ISSUED',
        issueDate: '2026-12-01',
        targetPolicyId: null,
        paymentSchedule: schedule,
      });
      expect(issued.availableOperations).toEqual([]);
    });
  });
});
