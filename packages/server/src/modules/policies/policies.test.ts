import {
  cancellationRefund,
  changeAdjustment,
  localNow,
  premiumSchedule,
  type Party,
  type PaymentScheduleRow,
  type Policy,
  type PolicySummary,
  type PolicyTransaction,
  type Quote,
  type QuoteContext,
  type QuoteDraft,
} from '@coverline/engine';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_QUOTE_STATUSES } from './service.js';
import { activeHomeProduct, checkedPost } from '../../../test/support/homeProduct.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';

type Reference = { id: string; name: string; code?: string; partyType: 'PRIVATE' | 'LEGAL' };
type Period = { startDate: string; endDate: string };

/** A year's term; the money below is checked against these day counts (365 days). */
const TERM: Period = { startDate: '2026-12-01', endDate: '2027-11-30' };

describe('policies', () => {
  const env = signedInTenant('pol', { other: true });
  const { call } = env;
  let productId: string;
  let holder: Reference;
  let beneficiary: Reference;

  const person = async (firstName: string, lastName: string): Promise<Reference> => {
    const data = { person: { firstName, lastName, personalCode: `pol-${firstName}-${Date.now()}` } };
    const party = (await call('POST', '/api/parties', { partyType: 'PRIVATE', data })).body as Party;
    return {
      id: party.id,
      name: party.name,
      ...(party.code ? { code: party.code } : {}),
      partyType: party.partyType,
    };
  };

  beforeAll(async () => {
    ({ productId } = await activeHomeProduct(checkedPost(call)));
    holder = await person('Anna', 'Bērziņa');
    beneficiary = await person('Pēteris', 'Bērziņš');
  });

  const dataFor = (period: Period, premium: number) => ({
    quote: { ...period, sumInsured: { amount: 56500, currency: 'EUR' } },
    pricing: { premium: { amount: premium, currency: 'EUR' } },
    holder: { customer: holder, beneficiary },
  });
  const scheduleFor = (period: Period, premium: number, instalments: number): PaymentScheduleRow[] =>
    instalments === 0 ? [] : premiumSchedule({ premium, currency: 'EUR', ...period, instalments });

  const read = async (id: string) => ((await call('GET', `/api/quotes/${id}`)).body as QuoteContext).quote;

  /**
   * The underwriting moves before ISSUE are the quote operations' (tested with them, SUBMIT checking that the
   * offer is still valid today): here the quote is made APPROVED directly, so the fixed dates stay issuable.
   */
  const approve = async (id: string) => {
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query(`update quote set status = 'APPROVED' where id = $1`, [id]),
    );
    return read(id);
  };

  /** A saved quote of the product for the period, with a schedule of `instalments`. */
  const savedQuote = async (premium = 1000, instalments = 2, period = TERM): Promise<Quote> => {
    const draft = (
      (await call('POST', `/api/products/${productId}/init-quote`)).body as { quote: QuoteDraft }
    ).quote;
    const saved = await call('POST', '/api/quotes/save', {
      quote: {
        ...draft,
        data: dataFor(period, premium),
        paymentSchedule: scheduleFor(period, premium, instalments),
      },
      product: { id: productId },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return (saved.body as QuoteContext).quote;
  };

  const issue = (quote: Quote, user?: TestUser) =>
    call('POST', `/api/quotes/${quote.id}/issue`, { quote: { id: quote.id, version: quote.version } }, user);

  const policyOf = async (quote: Quote): Promise<Policy> =>
    (await call('GET', `/api/policies/${(await read(quote.id)).targetPolicyId}`)).body as Policy;

  /** Issues a new policy for the term. */
  const issuedPolicy = async (premium = 1000): Promise<Policy> => {
    const quote = await approve((await savedQuote(premium)).id);
    const issued = await issue(quote);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    return policyOf(quote);
  };

  const counts = async () => {
    const { rows } = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query<{ policies: number; transactions: number; parties: number; numbers: number; history: number }>(
        `select (select count(*)::int from policy) as policies,
                (select count(*)::int from policy_transaction) as transactions,
                (select count(*)::int from policy_party) as parties,
                (select coalesce(max(last_number), 0)::int from record_number where sequence = 'policy') as numbers,
                (select count(*)::int from history where object_table = 'policy') as history`,
      ),
    );
    return rows[0];
  };

  const PARTIES = () => [
    { role: 'PH', party: holder },
    { role: 'BNF', party: beneficiary },
  ];

  describe('ISSUE', () => {
    it('creates an ACTIVE policy with its NEW transaction and makes the quote ISSUED', async () => {
      const quote = await approve((await savedQuote()).id);
      const response = await issue(quote);
      expect(response.status).toBe(200);
      expect((response.body as QuoteContext).quote).toMatchObject({ id: quote.id, status: 'ISSUED' });
      const policy = await policyOf(quote);
      expect(policy).toMatchObject({
        contractNr: expect.stringMatching(/^P-\d{6}$/),
        status: 'ACTIVE',
        product: { id: productId, name: 'Home' },
        startDate: TERM.startDate,
        endDate: TERM.endDate,
        currency: 'EUR',
        premium: 1000,
        sumInsured: 56500,
        contractee: holder,
        parties: PARTIES(),
        renewalOf: null,
        renewedBy: null,
        availableOperations: ['CHANGE', 'CANCEL', 'RENEW'],
        activeQuote: null,
      });
      expect(policy.data).toEqual(quote.data);
      expect(policy.transactions).toHaveLength(1);
      expect(policy.transactions[0]).toMatchObject({
        sequence: 1,
        actionType: 'NEW',
        quoteId: quote.id,
        quoteNr: quote.quoteNr,
        startDate: TERM.startDate,
        endDate: TERM.endDate,
        premium: 1000,
        sumInsured: 56500,
        parties: PARTIES(),
        paymentSchedule: [
          { dueDate: '2026-12-01', amount: 500 },
          { dueDate: '2027-06-01', amount: 500 },
        ],
        summary: { previousPremium: null, premium: 1000, deltaPremium: 1000, totalPremium: 1000 },
      });
      // The quote is done with: a second ISSUE is refused.
      const again = await call('GET', `/api/quotes/${quote.id}`);
      expect((await issue((again.body as QuoteContext).quote)).status).toBe(409);
    });

    it('is atomic: a failure after the policy was written leaves nothing of it', async () => {
      const quote = await approve((await savedQuote()).id);
      const before = await counts();
      // A constraint that refuses this tenant's transactions makes the write fail after the policy row.
      await env.server.db.withSystem((tx) =>
        tx.query(
          `alter table policy_transaction add constraint policy_test_refuse check (tenant_id <> '${env.tenant.id}') not valid`,
        ),
      );
      try {
        const response = await issue(quote);
        expect(response.status).toBe(500);
      } finally {
        await env.server.db.withSystem((tx) =>
          tx.query('alter table policy_transaction drop constraint policy_test_refuse'),
        );
      }
      expect(await counts()).toEqual(before);
      const after = ((await call('GET', `/api/quotes/${quote.id}`)).body as QuoteContext).quote;
      expect(after).toMatchObject({ status: 'APPROVED', version: quote.version });
      // …and the same quote issues once the cause is gone, with the number the failure gave back.
      expect((await issue(after)).status).toBe(200);
      expect((await counts())?.numbers).toBe((before?.numbers ?? 0) + 1);
    });

    it('gives one policy when one quote is issued twice at once; the other gets 409', async () => {
      const quote = await approve((await savedQuote()).id);
      const before = await counts();
      const responses = await Promise.all([issue(quote), issue(quote), issue(quote)]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
      const after = await counts();
      expect(after?.policies).toBe((before?.policies ?? 0) + 1);
      expect(after?.transactions).toBe((before?.transactions ?? 0) + 1);
    });

    it('refuses a quote that is not approved or lacks a valid schedule, changing nothing', async () => {
      const before = await counts();
      const fresh = await savedQuote(1000, 0);
      expect(await issue(fresh)).toMatchObject({ status: 409, body: { message: 'notAllowedFromStatus' } });
      const noSchedule = await approve(fresh.id);
      expect(await issue(noSchedule)).toMatchObject({
        status: 400,
        body: { validationErrors: { paymentSchedule: ['paymentSchedule.mustNotBeNullOrEmpty'] } },
      });
      expect(await issue({ ...noSchedule, version: noSchedule.version + 1 })).toMatchObject({ status: 409 });
      expect(await counts()).toEqual({ ...before, numbers: before?.numbers });
      expect(await read(fresh.id)).toEqual(noSchedule);
    });

    it('is a quote:Issue permission', async () => {
      const quote = await approve((await savedQuote()).id);
      const reader = await addTestUser(env.server, env.tenant, ['quote:Read', 'quote:Save']);
      expect(await issue(quote, reader)).toMatchObject({ status: 403, body: { message: 'lackPermission' } });
    });
  });

  describe('reading', () => {
    let policy: Policy;
    beforeAll(async () => {
      policy = await issuedPolicy();
    });

    it('answers the summary, the transactions and one transaction', async () => {
      const today = localNow(new Date(), 'Europe/Riga').slice(0, 10);
      const next = policy.transactions[0]?.paymentSchedule.find((row) => row.dueDate >= today);
      expect((await call('GET', `/api/policies/${policy.id}/summary`)).body).toEqual({
        contractStatus: 'ACTIVE',
        currency: 'EUR',
        premium: 1000,
        sumInsured: 56500,
        totalCharged: 1000,
        totalRefunded: 0,
        totalPremium: 1000,
        holdback: 0,
        transactionCount: 1,
        lastTransactionDate: policy.issueDate,
        // The first instalment due on or after today (the tenant's day).
        nextPaymentDate: next?.dueDate ?? null,
        nextPayment: next?.amount ?? null,
      } satisfies PolicySummary);
      const transactions = (await call('GET', `/api/policies/${policy.id}/transactions`))
        .body as PolicyTransaction[];
      expect(transactions).toEqual(policy.transactions);
      const [first] = transactions;
      expect((await call('GET', `/api/policies/${policy.id}/transactions/${first?.actionId}`)).body).toEqual(
        first,
      );
      // A transaction is read through its own policy only.
      const other = await issuedPolicy();
      expect((await call('GET', `/api/policies/${other.id}/transactions/${first?.actionId}`)).status).toBe(
        404,
      );
    });

    it('lists and searches policies, and a person’s policies', async () => {
      const page = (await call('GET', `/api/policies/find?search=${encodeURIComponent(policy.contractNr)}`))
        .body as { count: number; items: { entityId: string }[] };
      expect(page).toEqual({
        count: 1,
        items: [
          {
            entityId: policy.id,
            contractNumber: policy.contractNr,
            productName: 'Home',
            contracteeName: holder.name,
            status: 'ACTIVE',
            startDate: TERM.startDate,
            endDate: TERM.endDate,
          },
        ],
      });
      const byName = (await call('GET', '/api/policies/find?search=berzina&limit=100')).body as {
        count: number;
      };
      expect(byName.count).toBeGreaterThan(1);
      const mine = (
        await call('GET', `/api/parties/${holder.id}/policies?page=0&limit=100&productType=INSURANCE`)
      ).body as { count: number; items: { entityId: string }[] };
      expect(mine.items.map((item) => item.entityId)).toContain(policy.id);
      expect(mine.count).toBe(byName.count);
      expect((await call('GET', `/api/parties/${holder.id}/policies?limit=101`)).status).toBe(400);
      expect((await call('GET', `/api/parties/${holder.id}/policies?productType=LENDING`)).body).toEqual({
        count: 0,
        items: [],
      });
      // The header's global search finds it too.
      const found = (await call('GET', `/api/search?search=${encodeURIComponent(policy.contractNr)}`))
        .body as {
        policies: { count: number; items: { entityId: string }[] };
      };
      expect(found.policies).toMatchObject({ count: 1, items: [{ entityId: policy.id }] });
    });

    it('exports the list as CSV and XLSX, named in content-disposition, amounts with their currency decimals', async () => {
      const download = (format: string) =>
        fetch(`${env.server.baseUrl}/api/policies/export?format=${format}&search=${policy.contractNr}`, {
          headers: { authorization: `Bearer ${env.tenant.admin.token}` },
        });
      const csv = await download('csv');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="policies-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = (await csv.text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toEqual([
        'Contract number,Product,Policy holder,Status,Start date,End date,Issue date,Premium,Sum insured,Currency',
        `${policy.contractNr},Home,${holder.name},ACTIVE,2026-12-01,2027-11-30,${policy.issueDate},1000.00,56500.00,EUR`,
      ]);

      const xlsx = await download('xlsx');
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(xlsx.headers.get('content-disposition')).toMatch(/filename="policies-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      const sheet = workbook.getWorksheet('Policies');
      const rows = (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
      expect(rows).toEqual([
        [
          'Contract number',
          'Product',
          'Policy holder',
          'Status',
          'Start date',
          'End date',
          'Issue date',
          'Premium',
          'Sum insured',
          'Currency',
        ],
        [
          policy.contractNr,
          'Home',
          holder.name,
          'ACTIVE',
          '2026-12-01',
          '2027-11-30',
          policy.issueDate,
          1000,
          56500,
          'EUR',
        ],
      ]);
      // amounts show the euro's two decimals
      expect(sheet?.getRow(2).getCell(8).numFmt).toBe('#,##0.00');
      expect((await download('pdf')).status).toBe(400);
    });
  });

  describe('contract operations', () => {
    const initQuote = (policyId: string, action: string, user?: TestUser) =>
      call('POST', `/api/policies/${policyId}/init-quote/${action}`, undefined, user);

    /**
     * Starts the operation's quote, sets its start date and (for a change) its premium with a schedule of it,
     * approves and issues it: the policy after.
     */
    const operate = async (policy: Policy, action: string, startDate: string | null, premium?: number) => {
      const started = await initQuote(policy.id, action);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      let quote = (started.body as QuoteContext).quote;
      if (startDate !== null || premium !== undefined) {
        const period = {
          startDate: startDate ?? (quote.startDate as string),
          endDate: quote.endDate as string,
        };
        const data = {
          ...quote.data,
          quote: { ...(quote.data.quote as object), ...period },
          ...(premium === undefined ? {} : { pricing: { premium: { amount: premium, currency: 'EUR' } } }),
        };
        const saved = await call('POST', `/api/quotes/${quote.id}/save`, {
          quote: {
            id: quote.id,
            version: quote.version,
            data,
            ...(premium === undefined ? {} : { paymentSchedule: scheduleFor(period, premium, 1) }),
          },
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        quote = (saved.body as QuoteContext).quote;
      }
      const issued = await issue(await approve(quote.id));
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      expect((issued.body as QuoteContext).quote).toMatchObject({
        status: 'ISSUED',
        currentPolicyId: policy.id,
      });
      return (await call('GET', `/api/policies/${policy.id}`)).body as Policy;
    };

    let policy: Policy;
    beforeAll(async () => {
      policy = await issuedPolicy(1000);
      await env.server.db.withSystem((tx) =>
        tx.query(`update product set document = jsonb_set(document, '{settings}', $2::jsonb) where id = $1`, [
          productId,
          JSON.stringify({ cancellationHoldbackPercent: 10 }),
        ]),
      );
    });

    it('starts one quote per policy, prefilled with the policy’s data from today', async () => {
      const started = await initQuote(policy.id, 'change');
      expect(started.status).toBe(200);
      const { quote } = started.body as QuoteContext;
      expect(quote).toMatchObject({ status: 'NEW', actionType: 'CHANGE', endDate: TERM.endDate });
      expect(quote).toMatchObject({ currentPolicyId: policy.id, premium: 1000, contractee: holder });
      expect(quote.data.pricing).toEqual(policy.data.pricing);
      expect(quote.paymentSchedule).toEqual(policy.transactions[0]?.paymentSchedule);
      expect(await initQuote(policy.id, 'cancellation')).toMatchObject({
        status: 409,
        body: { message: 'policyHasActiveQuote' },
      });
      const shown = (await call('GET', `/api/policies/${policy.id}`)).body as Policy;
      expect(shown.activeQuote).toMatchObject({ id: quote.id, actionType: 'CHANGE', status: 'NEW' });
      expect(shown.availableOperations).toEqual([]);
      // Done with it (deleted), the policy is free again.
      expect(
        (
          await call('POST', `/api/quotes/${quote.id}/delete`, {
            quote: { id: quote.id, version: quote.version },
          })
        ).status,
      ).toBe(200);
      expect(((await call('GET', `/api/policies/${policy.id}`)).body as Policy).activeQuote).toBeNull();
      expect(await initQuote(policy.id, 'reinstatement')).toMatchObject({
        status: 409,
        body: { message: 'notAllowedFromStatus' },
      });
      expect(await initQuote(policy.id, 'terminate')).toMatchObject({
        status: 400,
        body: { message: 'unknownOperation' },
      });
    });

    it('refuses a change of the term’s end or currency, and a cancellation’s holder or beneficiary', async () => {
      const attempt = async (action: string, change: (data: Record<string, object>) => object) => {
        const { quote } = (await initQuote(policy.id, action)).body as QuoteContext;
        const data = quote.data as Record<string, object>;
        const saved = await call('POST', `/api/quotes/${quote.id}/save`, {
          quote: { id: quote.id, version: quote.version, data: { ...data, ...change(data) } },
        });
        const after = await read(quote.id);
        await call('POST', `/api/quotes/${quote.id}/delete`, {
          quote: { id: quote.id, version: after.version },
        });
        return { saved, unchanged: after.version === quote.version };
      };
      const changed = await attempt('change', (data) => ({
        quote: { ...data.quote, endDate: '2028-11-30' },
        pricing: { premium: { amount: 1000, currency: 'USD' } },
      }));
      expect(changed.saved).toMatchObject({ status: 400, body: { message: 'validationFailed' } });
      expect(
        Object.keys((changed.saved.body as { validationErrors: object }).validationErrors).sort(),
      ).toEqual(['pricing.premium.currency', 'quote.endDate']);
      expect(changed.unchanged).toBe(true);
      const cancelled = await attempt('cancellation', () => ({
        holder: { customer: beneficiary, beneficiary: holder },
      }));
      expect(
        Object.keys((cancelled.saved.body as { validationErrors: object }).validationErrors).sort(),
      ).toEqual(['holder.beneficiary', 'holder.customer']);
      expect(cancelled.unchanged).toBe(true);
      // What a change may change: its effective date, the holder.
      const allowed = await attempt('change', (data) => ({
        quote: { ...data.quote, startDate: '2027-03-01' },
        holder: { customer: beneficiary, beneficiary },
      }));
      expect(allowed.saved.status, JSON.stringify(allowed.saved.body)).toBe(200);
    });

    it('CHANGE: new values from the effective date, charging the prorated difference', async () => {
      const changed = await operate(policy, 'change', '2027-06-01', 1500);
      // 182 of 365 days elapsed: 1000 leaves 501.37, 1500 leaves 752.05.
      const expected = changeAdjustment({
        previousPremium: 1000,
        premium: 1500,
        currency: 'EUR',
        termStart: TERM.startDate,
        termEnd: '2027-12-01',
        changeDate: '2027-06-01',
        method: 'DAYS',
      });
      expect(expected).toEqual({ previousAfter: 501.37, after: 752.05, difference: 250.68 });
      expect(changed).toMatchObject({
        status: 'ACTIVE',
        premium: 1500,
        availableOperations: ['CHANGE', 'CANCEL', 'RENEW'],
      });
      // The policy's data are the change's, over the policy's own term.
      expect(changed.data).toMatchObject({
        quote: TERM,
        pricing: { premium: { amount: 1500, currency: 'EUR' } },
      });
      expect(changed.transactions.at(-1)?.parties).toEqual(PARTIES());
      expect(changed.transactions.at(-1)).toMatchObject({
        sequence: 2,
        actionType: 'CHANGE',
        startDate: '2027-06-01',
        endDate: TERM.endDate,
        premium: 1500,
        summary: {
          previousPremium: 1000,
          premium: 1500,
          deltaPremium: 250.68,
          totalPremium: 1250.68,
          previousRemaining: 501.37,
          remaining: 752.05,
          prorationMethod: 'DAYS',
        },
      });
    });

    it('CANCELLATION: CANCELLED from the date, refunding the unearned part less the holdback', async () => {
      const cancelled = await operate(policy, 'cancel', '2027-09-01');
      const expected = cancellationRefund({
        premium: 1500,
        currency: 'EUR',
        termStart: TERM.startDate,
        termEnd: '2027-12-01',
        cancelDate: '2027-09-01',
        method: 'DAYS',
        holdbackPercent: 10,
      });
      // 274 of 365 days earned: 1126.03; 373.97 unearned, 37.40 held back.
      expect(expected).toEqual({ proRataRefund: 373.97, holdback: 37.4, refund: 336.57 });
      expect(cancelled).toMatchObject({ status: 'CANCELLED', availableOperations: ['REINSTATEMENT'] });
      expect(cancelled.transactions.at(-1)).toMatchObject({
        sequence: 3,
        actionType: 'CANCELLATION',
        startDate: '2027-09-01',
        summary: {
          previousPremium: 1500,
          premium: 0,
          deltaPremium: -336.57,
          totalPremium: 914.11,
          proRataRefund: 373.97,
          holdbackPercent: 10,
          holdback: 37.4,
          refund: 336.57,
        },
      });
      expect((await call('GET', `/api/policies/${policy.id}/summary`)).body).toMatchObject({
        contractStatus: 'CANCELLED',
        totalCharged: 1250.68,
        totalRefunded: 336.57,
        totalPremium: 914.11,
        holdback: 37.4,
        nextPaymentDate: null,
      });
    });

    it('REINSTATEMENT: ACTIVE again from the cancellation date, the refund charged back, the holdback reversed', async () => {
      const reinstated = await operate(policy, 'reinstatement', null);
      expect(reinstated).toMatchObject({ status: 'ACTIVE', premium: 1500 });
      expect(reinstated.transactions.at(-1)).toMatchObject({
        sequence: 4,
        actionType: 'REINSTATEMENT',
        startDate: '2027-09-01',
        summary: { deltaPremium: 336.57, totalPremium: 1250.68, refund: 336.57, holdback: 37.4 },
      });
      expect((await call('GET', `/api/policies/${policy.id}/summary`)).body).toMatchObject({
        contractStatus: 'ACTIVE',
        totalPremium: 1250.68,
        holdback: 0,
        transactionCount: 4,
      });
    });

    it('RENEWAL: a new term on a new ACTIVE policy, the renewed one RENEWED', async () => {
      const started = await initQuote(policy.id, 'renewal');
      const { quote } = started.body as QuoteContext;
      expect(quote).toMatchObject({ actionType: 'RENEWAL', startDate: '2027-12-01', endDate: '2028-11-30' });
      // Prefilled for the next term with the premium in force, in as many instalments as before.
      expect(quote).toMatchObject({ premium: 1500 });
      expect(quote.paymentSchedule).toEqual(
        scheduleFor({ startDate: '2027-12-01', endDate: '2028-11-30' }, 1500, 1),
      );
      const period = { startDate: '2027-12-01', endDate: '2028-11-30' };
      const saved = await call('POST', `/api/quotes/${quote.id}/save`, {
        quote: {
          id: quote.id,
          version: quote.version,
          data: { ...quote.data, pricing: { premium: { amount: 1600, currency: 'EUR' } } },
          paymentSchedule: scheduleFor(period, 1600, 2),
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await issue(await approve(quote.id))).status).toBe(200);
      const renewed = (await call('GET', `/api/policies/${policy.id}`)).body as Policy;
      expect(renewed).toMatchObject({ status: 'RENEWED', availableOperations: [] });
      const renewal = (await call('GET', `/api/policies/${renewed.renewedBy?.id}`)).body as Policy;
      expect(renewal).toMatchObject({
        status: 'ACTIVE',
        startDate: '2027-12-01',
        endDate: '2028-11-30',
        premium: 1600,
        renewalOf: { id: policy.id, contractNr: policy.contractNr },
      });
      expect(renewal.contractNr).not.toBe(policy.contractNr);
      expect(renewal.transactions).toMatchObject([
        {
          sequence: 1,
          actionType: 'RENEWAL',
          quoteId: quote.id,
          summary: { deltaPremium: 1600, totalPremium: 1600 },
        },
      ]);
      expect(await initQuote(policy.id, 'renew')).toMatchObject({ status: 409 });
    });

    it('prorates by MONTHS when the product says so', async () => {
      const monthly = await issuedPolicy(1200);
      await env.server.db.withSystem((tx) =>
        tx.query(`update product set document = jsonb_set(document, '{settings}', $2::jsonb) where id = $1`, [
          productId,
          JSON.stringify({ prorationMethod: 'MONTHS', cancellationHoldbackPercent: 12.5 }),
        ]),
      );
      // 3 months and 15 of March's 31 days of 12 months earned: 1200 × (3 + 15/31) / 12 = 348.39.
      const cancelled = await operate(monthly, 'cancellation', '2027-03-16');
      expect(cancelled.transactions.at(-1)?.summary).toMatchObject({
        prorationMethod: 'MONTHS',
        proRataRefund: 851.61,
        holdbackPercent: 12.5,
        holdback: 106.45,
        refund: 745.16,
        deltaPremium: -745.16,
        totalPremium: 454.84,
      });
    });

    it('needs the operation’s permission to start its quote', async () => {
      const fresh = await issuedPolicy();
      const changer = await addTestUser(env.server, env.tenant, ['contract:Change', 'quote:Save']);
      expect(await initQuote(fresh.id, 'cancel', changer)).toMatchObject({
        status: 403,
        body: { message: 'lackPermission' },
      });
      expect((await initQuote(fresh.id, 'change', changer)).status).toBe(200);
    });
  });

  describe('access', () => {
    let policy: Policy;
    let routes: [string, string][];
    beforeAll(async () => {
      policy = await issuedPolicy();
      const actionId = policy.transactions[0]?.actionId as string;
      routes = [
        ['GET', `/api/policies/${policy.id}`],
        ['GET', `/api/policies/${policy.id}/summary`],
        ['GET', `/api/policies/${policy.id}/transactions`],
        ['GET', `/api/policies/${policy.id}/transactions/${actionId}`],
        ['POST', `/api/policies/${policy.id}/init-quote/change`],
        ['POST', `/api/policies/${policy.id}/init-quote/cancel`],
        ['POST', `/api/policies/${policy.id}/init-quote/renewal`],
        ['POST', `/api/policies/${policy.id}/init-quote/reinstatement`],
        ['GET', `/api/parties/${holder.id}/policies`],
      ];
    });

    it('answers 403 lackPermission on each route to a user without its permission', async () => {
      const nobody = await addTestUser(env.server, env.tenant, ['quote:Read']);
      for (const [method, path] of [
        ...routes,
        ['GET', '/api/policies/find'],
        ['GET', '/api/policies/export?format=csv'],
      ] as const) {
        expect(await call(method, path, undefined, nobody), `${method} ${path}`).toMatchObject({
          status: 403,
          body: { message: 'lackPermission' },
        });
      }
    });

    it('keeps a tenant’s policies its own', async () => {
      const other = (method: string, path: string) => call(method, path, undefined, env.other.admin);
      for (const [method, path] of routes) {
        expect((await other(method, path)).status, `${method} ${path}`).toBe(404);
      }
      expect((await other('GET', '/api/policies/find')).body).toEqual({ count: 0, items: [] });
      const csv = await fetch(`${env.server.baseUrl}/api/policies/export?format=csv`, {
        headers: { authorization: `Bearer ${env.other.admin.token}` },
      });
      expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(1);
      // Nor can the other tenant issue this tenant's quote.
      const quote = await approve((await savedQuote()).id);
      expect((await issue(quote, env.other.admin)).status).toBe(404);
    });
  });
});

describe('the one-open-quote index', () => {
  it('lists the statuses the quote workflow does not finish', () => {
    const migration = readFileSync(new URL('../../migrations/0008_policies.sql', import.meta.url), 'utf8');
    const listed = /create unique index quote_open_per_policy[^;]*status in \(([^)]*)\)/.exec(migration)?.[1];
    expect(listed?.split(',').map((status) => status.trim().replace(/'/g, ''))).toEqual([
      ...OPEN_QUOTE_STATUSES,
    ]);
  });
});
