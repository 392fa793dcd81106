import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_TENANT_SETTINGS,
  localNow,
  type GeneratedLoanSchedule,
  type Party,
  type QuoteContext,
  type QuoteDraft,
} from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { EXAMPLES_DIR, loadExamples } from '../../demo/examples.js';
import { systemActor } from '../shared/actor.js';

type Data = Record<string, Record<string, unknown>>;
const GENERATE = '/api/loan-applications/generate-payment-schedule';

describe('loan application payment schedules', () => {
  const env = signedInTenant('ls', { other: true });
  const { call } = env;
  let loanProduct: { id: string };
  let motorProduct: { id: string };
  let application: QuoteContext['quote'];
  let partner: TestUser;
  let staff: TestUser;

  /** 1 000 EUR over 12 months at 12 % a year, issued on the 15th: whole months, so the textbook annuity. */
  const draft = () => ({
    product: { id: loanProduct.id },
    amount: 1000,
    currency: 'EUR',
    annualInterestRate: 12,
    loanTerm: 12,
    issueDate: '2026-01-15',
  });
  const generated = (response: { body: unknown }) => response.body as GeneratedLoanSchedule;

  beforeAll(async () => {
    await env.server.db.withTenant(env.tenant.id, (tx) => loadExamples(tx, systemActor(env.tenant.id)));
    const products = (await call('GET', '/api/products')).body as { id: string; name: string }[];
    loanProduct = products.find((product) => product.name === 'Consumer loan') as { id: string };
    motorProduct = products.find((product) => product.name === 'Motor insurance') as { id: string };
    const init = await call('POST', `/api/products/${loanProduct.id}/init-quote`);
    const quote = (init.body as { quote: QuoteDraft }).quote;
    const data = JSON.parse(
      readFileSync(join(EXAMPLES_DIR, 'data', 'consumer-loan.application.json'), 'utf8'),
    ) as Data;
    const party = async (partyType: string, partyData: Record<string, unknown>) => {
      const created = (await call('POST', '/api/parties', { partyType, data: partyData })).body as Party;
      return { id: created.id, name: created.name, code: created.code, partyType: created.partyType };
    };
    data.borrower!.customer = await party('PRIVATE', {
      person: { firstName: 'Laima', lastName: 'Pirmā', personalCode: `${Date.now()}-1` },
    });
    data.guarantor!.party = await party('LEGAL', {
      company: { name: 'SIA Pirmais', registrationNumber: `4011${Date.now()}` },
    });
    const saved = await call('POST', '/api/loan-applications/save', {
      quote: { ...quote, data },
      product: { id: loanProduct.id },
    });
    expect(saved).toMatchObject({ status: 200 });
    application = (saved.body as QuoteContext).quote;
    const everyday = ['quote:*', 'product:Read'];
    [partner, staff] = await Promise.all([
      addTestUser(env.server, env.tenant, [...everyday, 'PartnerRestriction']),
      addTestUser(env.server, env.tenant, everyday),
    ]);
  });

  it('shows the loan terms of an application’s data as its fields', () => {
    expect(application).toMatchObject({
      maxLoanAmount: 18000,
      currency: 'EUR',
      loanTerm: 60,
      annualInterestRate: 8.9,
      paymentDate: 15,
      commissionRate: 1.5,
      addCommissionToLoanAmount: false,
      needsGuarantor: true,
      carLoanWithPledge: true,
    });
  });

  it('issues a loan whose terms give no issue date on the tenant’s today', async () => {
    const { issueDate: _issueDate, ...withoutIssueDate } = draft();
    const today = localNow(new Date(), DEFAULT_TENANT_SETTINGS.timeZone as string).slice(0, 10);
    const byDefault = generated(await call('POST', GENERATE, withoutIssueDate));
    expect(byDefault).toEqual(generated(await call('POST', GENERATE, { ...draft(), issueDate: today })));
    expect(byDefault.installments[0]?.startDate).toBe(today);
  });

  it('computes an annuity schedule and the loan summary by default', async () => {
    const response = await call('POST', GENERATE, draft());
    expect(response.status).toBe(200);
    const { calculator, currency, summary, installments } = generated(response);
    expect({ calculator, currency }).toEqual({ calculator: 'annuity', currency: 'EUR' });
    expect(installments).toHaveLength(12);
    expect(installments[0]).toEqual({
      dueDate: '2026-02-15',
      startDate: '2026-01-15',
      endDate: '2026-02-14',
      lines: [
        { type: 'INTEREST', amount: 10 },
        { type: 'PRINCIPAL', amount: 78.85 },
      ],
    });
    const principal = installments.flatMap(({ lines }) => lines).filter(({ type }) => type === 'PRINCIPAL');
    expect(principal.reduce((sum, line) => sum + Math.round(line.amount * 100), 0)).toBe(100000);
    expect(summary).toMatchObject({
      firstPaymentDate: '2026-02-15',
      daysFromIssueTillFirstPayment: 31,
      actionPrincipal: 1000,
      deltaCommission: 0,
      monthlyPayment: 88.85,
      // Without charges, on whole months, the nominal IRR is the interest rate.
      irr: 12,
      apr: 12.68,
    });
    expect(summary.actionCost).toBe(summary.actionInterest);
  });

  it('puts the first payment on the payment day of the next month and adds the commission', async () => {
    const { summary, installments } = generated(
      await call('POST', GENERATE, { ...draft(), paymentDay: 5, commissionRate: 2 }),
    );
    expect(summary).toMatchObject({
      firstPaymentDate: '2026-02-05',
      daysFromIssueTillFirstPayment: 21,
      deltaCommission: 20,
    });
    const commission = installments.flatMap(({ lines }) => lines).filter(({ type }) => type === 'COMMISSION');
    expect(commission).toHaveLength(12);
    expect(commission.reduce((sum, line) => sum + Math.round(line.amount * 100), 0)).toBe(2000);
    expect(summary.apr).toBeGreaterThan(12.68);
  });

  it('uses the product’s calculator: amortized repays equal principal', async () => {
    const set = async (calculatorId: string) => {
      const product = (await call('GET', `/api/products/${loanProduct.id}`)).body as Record<string, unknown>;
      return call('PUT', '/api/products', {
        ...product,
        settings: { ...(product.settings ?? {}), calculatorId },
      });
    };
    try {
      expect((await set('amortized')).status).toBe(200);
      const { calculator, installments, summary } = generated(await call('POST', GENERATE, draft()));
      expect(calculator).toBe('amortized');
      const principal = installments.map(
        ({ lines }) => lines.find(({ type }) => type === 'PRINCIPAL')?.amount,
      );
      expect(new Set(principal.slice(0, 11))).toEqual(new Set([83.33]));
      expect(principal[11]).toBe(83.37);
      // The first instalment: an equal share of the principal and a month's interest on all of it.
      expect(summary.monthlyPayment).toBe(93.33);
      // A calculator that names no enabled integration: refused rather than computed another way.
      expect((await set('integration-2f9c')).status).toBe(200);
      expect(await call('POST', GENERATE, draft())).toMatchObject({
        status: 409,
        body: { message: 'loanCalculatorNotAvailable' },
      });
    } finally {
      await set('annuity');
    }
  });

  it('takes a stored application’s loan terms from its data, the request’s values first', async () => {
    const path = `/api/loan-applications/${application.id}/generate-payment-schedule`;
    const { summary, installments } = generated(await call('POST', path, { issueDate: '2026-11-15' }));
    // 18 000 EUR over 60 months at 8.9 %, first due on the data's first payment date; 372.78 a month, and
    // the commission of 1.5 % (270.00) spread as 4.50 a month.
    expect(installments).toHaveLength(60);
    expect(summary).toMatchObject({
      firstPaymentDate: '2026-12-15',
      actionPrincipal: 18000,
      deltaCommission: 270,
      monthlyPayment: 377.28,
    });
    expect(installments[1]?.lines).toContainEqual({ type: 'COMMISSION', amount: 4.5 });
    const shorter = generated(await call('POST', path, { issueDate: '2026-11-15', loanTerm: 24 }));
    expect(shorter.installments).toHaveLength(24);
  });

  it('refuses what cannot be scheduled with 400 and field paths', async () => {
    expect(await call('POST', GENERATE, { amount: 1000 })).toMatchObject({
      status: 400,
      body: {
        message: 'validationFailed',
        validationErrors: {
          product: [expect.any(String)],
        },
      },
    });
    const { product } = draft();
    const missing = await call('POST', GENERATE, { product });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { validationErrors: object }).validationErrors).sort()).toEqual([
      'amount',
      'currency',
      'loanTerm',
    ]);
    expect(await call('POST', GENERATE, { ...draft(), amount: 0 })).toMatchObject({
      status: 400,
      body: { validationErrors: { amount: ['paymentSchedule.mustBePositive'] } },
    });
    expect((await call('POST', GENERATE, { ...draft(), amount: 1e13 })).status).toBe(400);
    // A sub-cent amount is refused on its field, not rounded to a loan of another amount.
    expect(await call('POST', GENERATE, { ...draft(), amount: 1000.005 })).toMatchObject({
      status: 400,
      body: { validationErrors: { amount: ['Maximum number of decimal places: 2'] } },
    });
    expect((await call('POST', GENERATE, { ...draft(), issueDate: '2026-02-30' })).status).toBe(400);
    expect(await call('POST', GENERATE, { ...draft(), currency: 'XTS' })).toMatchObject({
      status: 400,
      body: { validationErrors: { currency: [expect.any(String)] } },
    });
    expect(await call('POST', GENERATE, { ...draft(), firstPaymentDate: '2026-01-10' })).toMatchObject({
      status: 400,
      body: { validationErrors: { firstPaymentDate: ['paymentSchedule.mustBeAfterIssueDate'] } },
    });
    expect((await call('POST', GENERATE, { ...draft(), loanTerm: 601 })).status).toBe(400);
    expect((await call('POST', GENERATE, { ...draft(), paymentDay: 32 })).status).toBe(400);
    expect(await call('POST', GENERATE, { ...draft(), product: { id: motorProduct.id } })).toMatchObject({
      status: 400,
      body: { validationErrors: { product: [expect.any(String)] } },
    });
  });

  it('keeps tenants apart and needs the permission', async () => {
    const other = env.other.admin;
    expect((await call('POST', GENERATE, draft(), other)).status).toBe(404);
    const path = `/api/loan-applications/${application.id}/generate-payment-schedule`;
    expect((await call('POST', path, { issueDate: '2026-11-15' }, other)).status).toBe(404);
    const reader = await addTestUser(env.server, env.tenant, ['quote:Read']);
    expect((await call('POST', GENERATE, draft(), reader)).status).toBe(403);
  });

  it('leaves out of a partner’s answer the first payment, the totals and the schedule', async () => {
    const full = generated(await call('POST', GENERATE, draft(), staff));
    expect(full.installments).toHaveLength(12);
    expect(full.summary.monthlyPayment).toBe(88.85);
    const restricted = await call('POST', GENERATE, draft(), partner);
    expect(restricted.status).toBe(200);
    // Only the rates: the monthly payment waits for approval.
    expect(generated(restricted)).toEqual({
      calculator: 'annuity',
      currency: 'EUR',
      summary: { irr: 12, apr: 12.68 },
      installments: [],
    });
  });

  it('does not send a partner the stored schedule of a loan application', async () => {
    const rows = [{ dueDate: '2026-12-15', startDate: '2026-11-15', endDate: '2026-12-14', amount: 372.78 }];
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query('update quote set payment_schedule = $2 where id = $1', [
        application.id,
        JSON.stringify(rows),
      ]),
    );
    const path = `/api/loan-applications/${application.id}`;
    expect((await call('GET', path, undefined, staff)).body).toMatchObject({
      quote: { paymentSchedule: rows },
    });
    const read = (await call('GET', path, undefined, partner)).body as QuoteContext;
    expect(read.quote.paymentSchedule).toEqual([]);
  });

  it('gives a stored application its loan summary, as its schedule answers it to the reader', async () => {
    const path = `/api/loan-applications/${application.id}`;
    for (const user of [staff, partner]) {
      const { quote } = (await call('GET', path, undefined, user)).body as QuoteContext;
      const schedule = generated(await call('POST', `${path}/generate-payment-schedule`, {}, user));
      expect(quote.loanSummary).toEqual(schedule.summary);
    }
    const { quote } = (await call('GET', path, undefined, staff)).body as QuoteContext;
    expect(quote.loanSummary).toMatchObject({ actionPrincipal: 18000, monthlyPayment: expect.any(Number) });
    const restricted = (await call('GET', path, undefined, partner)).body as QuoteContext;
    expect(restricted.quote.loanSummary).not.toHaveProperty('actionPrincipal');
    expect(restricted.quote.loanSummary).toHaveProperty('apr');
    // An insurance quote has none.
    const init = await call('POST', `/api/products/${motorProduct.id}/init-quote`);
    expect((init.body as QuoteContext).quote).not.toHaveProperty('loanSummary');
  });

  it('shows a partner the monthly payment of an approved application; a locked one keeps its terms', async () => {
    const setStatus = (status: string) =>
      env.server.db.withTenant(env.tenant.id, (tx) =>
        tx.query('update quote set status = $2 where id = $1', [application.id, status]),
      );
    const path = `/api/loan-applications/${application.id}/generate-payment-schedule`;
    await setStatus('APPROVED');
    expect(generated(await call('POST', path, { issueDate: '2026-11-15' }, partner))).toEqual({
      calculator: 'annuity',
      currency: 'EUR',
      summary: { monthlyPayment: 377.28, irr: expect.any(Number), apr: expect.any(Number) },
      installments: [],
    });
    // READY is locked: the term sent does not change its schedule, the issue date fills what the data lacks.
    await setStatus('READY');
    const locked = generated(await call('POST', path, { issueDate: '2026-11-15', loanTerm: 12 }, staff));
    expect(locked.installments).toHaveLength(60);
    expect(
      generated(await call('POST', path, { issueDate: '2026-11-15' }, partner)).summary,
    ).not.toHaveProperty('monthlyPayment');
  });
});
