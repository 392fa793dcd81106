import type { HistoryPage, QuoteContext, QuoteDraft } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { insuranceSetup, type InsuranceSetup } from '../../../test/support/insurance.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { createJobRunner } from '../../jobs/jobRunner.js';
import { enqueueJob } from '../../jobs/jobQueue.js';
import { EXPIRE_QUOTES, expireLapsedQuotes, expireQuotesJob } from './expireQuotes.js';

describe('the quote expiry', () => {
  const env = signedInTenant('exp');
  const { call } = env;
  let insurance: InsuranceSetup;

  beforeAll(async () => {
    insurance = await insuranceSetup(env, 'EXPIRY');
  });

  /** A saved quote whose offer is valid until `validUntil`. */
  const quoteValidUntil = async (validUntil: string) => {
    const holder = await insurance.person('Inga', 'Zariņa');
    const draft = (
      (await call('POST', `/api/products/${insurance.productId}/init-quote`)).body as { quote: QuoteDraft }
    ).quote;
    const saved = await call('POST', '/api/quotes/save', {
      quote: {
        ...draft,
        data: {
          quote: {
            startDate: '2026-01-01',
            endDate: '2026-12-31',
            sumInsured: { amount: 20000, currency: 'EUR' },
          },
          pricing: { premium: { amount: 1200, currency: 'EUR' } },
          holder: { customer: holder },
        },
      },
      product: { id: insurance.productId },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { id } = (saved.body as QuoteContext).quote;
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query('update quote set valid_until = $2 where id = $1', [id, validUntil]),
    );
    return id;
  };
  const statusOf = async (id: string) =>
    ((await call('GET', `/api/quotes/${id}`)).body as QuoteContext).quote.status;

  it("expires the quotes whose offer lapsed before the tenant's today, through the workflow, with the system as editor", async () => {
    const lapsed = await quoteValidUntil('2026-03-01');
    const lastDay = await quoteValidUntil('2026-03-02');
    // 2 March, 00:30 in Riga (the tenant's time zone) is still 1 March in UTC
    const at = new Date('2026-03-01T22:30:00Z');
    const expired = await env.server.db.withTenant(env.tenant.id, (tx) =>
      expireLapsedQuotes(tx, env.tenant.id, at),
    );
    expect(expired).toBe(1);
    expect(await statusOf(lapsed)).toBe('EXPIRED');
    expect(await statusOf(lastDay)).toBe('NEW');
    const history = (await call('GET', `/api/history/quote/${lapsed}`)).body as HistoryPage;
    expect(history.items[0]).toMatchObject({ eventType: 'EXPIRE', editor: 'system' });
  });

  it('runs as a job of the queue, once per tenant and hour', async () => {
    const lapsed = await quoteValidUntil('2026-03-01');
    let clock = new Date('2026-03-05T10:15:00Z');
    // a kind of its own, so that the pass queues jobs in every tenant of the shared database harmlessly
    const process = () =>
      createJobRunner({ db: env.server.db, handlers: {}, everyHour: ['hourly-probe'], now: () => clock });
    const runner = process();
    const probes = () =>
      env.server.db.withTenant(
        env.tenant.id,
        async (tx) => (await tx.query(`select 1 from job where kind = 'hourly-probe'`)).rows.length,
      );
    await runner.runDue();
    await runner.runDue();
    expect(await probes()).toBe(1);
    clock = new Date('2026-03-05T11:00:00Z');
    await runner.runDue();
    await process().runDue();
    expect(await probes()).toBe(2);

    const jobId = await env.server.db.withTenant(env.tenant.id, (tx) =>
      enqueueJob(tx, env.tenant.id, { kind: EXPIRE_QUOTES }, clock),
    );
    await createJobRunner({
      db: env.server.db,
      handlers: { [EXPIRE_QUOTES]: expireQuotesJob },
      now: () => clock,
    }).runDue();
    // this one, and the first test's quote valid until 2 March
    expect((await call('GET', `/api/jobs/${jobId}`)).body).toMatchObject({
      state: 'SUCCEEDED',
      result: { expired: 2 },
    });
    expect(await statusOf(lapsed)).toBe('EXPIRED');
  });
});
