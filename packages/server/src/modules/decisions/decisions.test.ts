import type {
  ActivityList,
  Decision,
  DecisionRun,
  HistoryPage,
  Party,
  QuoteContext,
  QuoteDraft,
} from '@coverline/engine';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeHomeProduct, checkedPost } from '../../../test/support/homeProduct.js';
import { lendingSetup } from '../../../test/support/lending.js';
import { EXAMPLES_DIR } from '../../demo/examples.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestTenant } from '../../../test/support/tenants.js';
import { createJobRunner } from '../../jobs/jobRunner.js';
import { DECISION_RUN, decisionRunJob, queueDueDecisions } from './runDecision.js';

describe('decisions', () => {
  const env = signedInTenant('dec', { other: true });
  const { call } = env;
  let productId: string;
  let otherProductId: string;

  /** A policy holder in each tenant, by tenant id. */
  const holders = new Map<string, unknown>();

  beforeAll(async () => {
    ({ productId } = await activeHomeProduct(checkedPost(call), { name: 'Decided', code: 'DEC' }));
    ({ productId: otherProductId } = await activeHomeProduct(
      checkedPost((method, path, body) => call(method, path, body, env.other.admin)),
      { name: 'Elsewhere', code: 'DEC' },
    ));
    for (const tenant of [env.tenant, env.other]) {
      const data = { person: { firstName: 'Ilze', lastName: 'Kalniņa', personalCode: `DEC-${tenant.id}` } };
      const party = (await call('POST', '/api/parties', { partyType: 'PRIVATE', data }, tenant.admin))
        .body as Party;
      holders.set(tenant.id, { id: party.id, name: party.name, partyType: party.partyType });
    }
  });

  /** A quote of `product` insuring `sumInsured`, put in `status` directly: underwriting is the quotes' tests. */
  const quoteOf = async (
    sumInsured: number,
    status: string,
    tenant: TestTenant = env.tenant,
    product = productId,
    startDate = '2026-01-01',
  ) => {
    const draft = (
      (await call('POST', `/api/products/${product}/init-quote`, undefined, tenant.admin)).body as {
        quote: QuoteDraft;
      }
    ).quote;
    const saved = await call(
      'POST',
      '/api/quotes/save',
      {
        quote: {
          ...draft,
          data: {
            quote: {
              startDate,
              endDate: '2027-12-31',
              sumInsured: { amount: sumInsured, currency: 'EUR' },
            },
            pricing: { premium: { amount: 500, currency: 'EUR' } },
            holder: { customer: holders.get(tenant.id) },
          },
        },
        product: { id: product },
      },
      tenant.admin,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { id } = (saved.body as QuoteContext).quote;
    await env.server.db.withTenant(tenant.id, (tx) =>
      tx.query('update quote set status = $2 where id = $1', [id, status]),
    );
    return id;
  };
  const quoteIn = async (id: string, tenant: TestTenant = env.tenant) =>
    ((await call('GET', `/api/quotes/${id}`, undefined, tenant.admin)).body as QuoteContext).quote;

  const decisionBody = (fields: Partial<Decision> = {}): Decision => ({
    name: 'Reject large risks',
    queryObject: 'INSURANCE_QUOTES',
    conditions: 'sumInsured > 100000',
    cron: '0 9 * * *',
    enabled: false,
    translations: { de: 'Große Risiken ablehnen' },
    ...fields,
  });
  const create = async (fields: Partial<Decision> = {}) => {
    const answer = await call('POST', '/api/decisions/INSURANCE_QUOTES', decisionBody(fields));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Decision;
  };

  /** A runner of decisions only, on the test's clock (other kinds of the shared database are not its business). */
  const runnerAt = (clock: () => Date) =>
    createJobRunner({
      db: env.server.db,
      handlers: { [DECISION_RUN]: decisionRunJob },
      schedules: [queueDueDecisions],
      now: clock,
    });
  /** Makes the decision due at `at`, the only one scheduled: each test runs its own. */
  const dueAt = (id: string, at: string) =>
    env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query(
        `update decision set enabled = (id = $1), next_run_at = case when id = $1 then $2::timestamptz end`,
        [id, at],
      ),
    );
  const runsOf = async (id: string) =>
    (await call('GET', `/api/decisions/INSURANCE_QUOTES/${id}/runs`)).body as DecisionRun[];

  it('saves a decision with REJECT by default and answers when it runs next on the tenant clock', async () => {
    const decision = await create({ enabled: true });
    expect(decision).toMatchObject({ name: 'Reject large risks', version: 0, cron: '0 9 * * *' });
    expect(decision.quoteOperation).toBeUndefined();
    // 09:00 in Riga is 07:00 or 06:00 UTC depending on the season
    expect(decision.nextRunAt).toMatch(/T0[67]:00:00\.000Z$/);
    expect(new Date(decision.nextRunAt as string).getTime()).toBeGreaterThan(Date.now());
    const read = await call('GET', `/api/decisions/INSURANCE_QUOTES/${decision.id}`);
    expect(read.body).toEqual(decision);
    expect((await call('GET', '/api/decisions/INSURANCE_QUOTES')).body).toContainEqual(decision);
    expect((await call('GET', '/api/decisions/LOAN_APPLICATIONS')).body).toEqual([]);

    const stale = await call('PUT', '/api/decisions/INSURANCE_QUOTES', {
      ...decision,
      version: 5,
      name: 'Late',
    });
    expect(stale.status).toBe(409);
    const disabled = await call('PUT', '/api/decisions/INSURANCE_QUOTES', { ...decision, enabled: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ version: 1, enabled: false });
    expect((disabled.body as Decision).nextRunAt).toBeUndefined();

    const copy = await call('POST', `/api/decisions/INSURANCE_QUOTES/${decision.id}/copy`);
    expect(copy.body).toMatchObject({
      name: 'Copy of Reject large risks',
      enabled: false,
      cron: '0 9 * * *',
    });
    expect((copy.body as Decision).nextRunAt).toBeUndefined();

    const removed = await call('DELETE', `/api/decisions/INSURANCE_QUOTES/${decision.id}`);
    expect(removed.status).toBe(204);
    expect((await call('GET', `/api/decisions/INSURANCE_QUOTES/${decision.id}`)).status).toBe(404);
  });

  it("shows a schedule's next times in the tenant's time zone", async () => {
    const answer = await call(
      'GET',
      `/api/decisions/schedule?cron=${encodeURIComponent('*/15 * * * *')}&count=3`,
    );
    expect(answer.status).toBe(200);
    const { timeZone, nextRuns } = answer.body as { timeZone: string; nextRuns: string[] };
    expect(timeZone).toBe('Europe/Riga');
    expect(nextRuns).toHaveLength(3);
    const [first, second] = nextRuns.map((each) => new Date(each).getTime());
    expect((second as number) - (first as number)).toBe(15 * 60_000);
    const bad = await call('GET', `/api/decisions/schedule?cron=${encodeURIComponent('61 * * * *')}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ validationErrors: { cron: ['invalidCron'] } });
  });

  it('refuses a bad schedule, operation, condition or field change, and text with NUL, changing nothing', async () => {
    const refused = async (fields: Partial<Decision>) => {
      const answer = await call('POST', '/api/decisions/INSURANCE_QUOTES', decisionBody(fields));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      return (answer.body as { validationErrors?: Record<string, string[]> }).validationErrors;
    };
    expect(await refused({ cron: '61 * * * *' })).toEqual({ cron: ['invalidCron'] });
    expect(await refused({ cron: 'every day' })).toBeDefined();
    expect(await refused({ quoteOperation: 'ISSUE' })).toEqual({ quoteOperation: ['notAllowed'] });
    expect(await refused({ conditions: 'nothing.here == 1' })).toEqual({ conditions: ['unknownField'] });
    expect(await refused({ quoteDiff: [{ productId, key: 'pricing.discount', value: 1 }] })).toEqual({
      'quoteDiff.0.key': ['unknownField'],
    });
    expect(
      await refused({ quoteDiff: [{ productId: otherProductId, key: 'pricing.premium', value: 1 }] }),
    ).toEqual({
      'quoteDiff.0.productId': ['unknownProduct'],
    });
    const wrongValue = await refused({ quoteDiff: [{ productId, key: 'pricing.premium', value: 'cheap' }] });
    expect(Object.keys(wrongValue ?? {})).toEqual(['quoteDiff.0.value']);
    await refused({ name: 'Nul\u0000name' });
    await refused({ queryObject: 'LOAN_APPLICATIONS' });
    expect((await call('GET', '/api/decisions/INSURANCE_QUOTES')).body).not.toContainEqual(
      expect.objectContaining({ name: 'Nul\u0000name' }),
    );
  });

  it('answers 403 to a user without the decision permissions', async () => {
    const lister = await addTestUser(env.server, env.tenant, ['decision:List']);
    const nobody = await addTestUser(env.server, env.tenant, []);
    expect((await call('GET', '/api/decisions/INSURANCE_QUOTES', undefined, lister)).status).toBe(200);
    expect((await call('POST', '/api/decisions/INSURANCE_QUOTES', decisionBody(), lister)).status).toBe(403);
    expect((await call('GET', '/api/decisions/INSURANCE_QUOTES', undefined, nobody)).status).toBe(403);
    // a copy reads the original: creating is not enough
    const creator = await addTestUser(env.server, env.tenant, ['decision:Create']);
    const original = await create();
    const copy = await call(
      'POST',
      `/api/decisions/INSURANCE_QUOTES/${original.id}/copy`,
      undefined,
      creator,
    );
    expect(copy.status).toBe(403);
  });

  it('runs at its cron times in Riga across both changes of summer time', async () => {
    const nine = await create({ name: 'At nine', cron: '0 9 * * *', conditions: 'quoteNr == "none"' });
    const gap = await create({
      name: 'At half past three',
      cron: '30 3 * * *',
      conditions: 'quoteNr == "none"',
    });
    let clock = new Date('2026-03-28T00:00:00Z');
    const runner = runnerAt(() => clock);
    /** Moves the clock to each due time in turn, as a server polling all along would. */
    const scheduled = async (id: string, passes: number) => {
      const times: string[] = [];
      for (let pass = 0; pass < passes; pass += 1) {
        const next = ((await call('GET', `/api/decisions/INSURANCE_QUOTES/${id}`)).body as Decision)
          .nextRunAt;
        clock = new Date(next as string);
        await runner.runDue();
        times.push(next as string);
      }
      return times;
    };
    // 09:00 EET is 07:00 UTC; from 29 March 09:00 EEST is 06:00 UTC
    await dueAt(nine.id as string, '2026-03-28T07:00:00Z');
    expect(await scheduled(nine.id as string, 3)).toEqual([
      '2026-03-28T07:00:00.000Z',
      '2026-03-29T06:00:00.000Z',
      '2026-03-30T06:00:00.000Z',
    ]);
    // 03:30 does not exist on 29 March (03:00 → 04:00): that day it runs at 04:00 EEST, the first time after the gap
    await dueAt(gap.id as string, '2026-03-28T01:30:00Z');
    expect(await scheduled(gap.id as string, 3)).toEqual([
      '2026-03-28T01:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
    // 03:30 happens twice on 25 October (04:00 → 03:00): it runs once, at the first
    await dueAt(gap.id as string, '2026-10-24T00:30:00Z');
    expect(await scheduled(gap.id as string, 3)).toEqual([
      '2026-10-24T00:30:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-26T01:30:00.000Z',
    ]);
    expect((await runsOf(gap.id as string)).map(({ scheduledFor }) => scheduledFor)).toEqual([
      '2026-10-26T01:30:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-24T00:30:00.000Z',
      '2026-03-30T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-28T01:30:00.000Z',
    ]);
    // a pass before the next time queues nothing
    clock = new Date('2026-10-26T12:00:00Z');
    await runner.runDue();
    expect(await runsOf(gap.id as string)).toHaveLength(6);
  });

  it('rejects exactly the matching quotes its operation may move, with the decision as editor', async () => {
    const large = await quoteOf(250000, 'READY');
    const largeApproved = await quoteOf(300000, 'APPROVED');
    const small = await quoteOf(50000, 'READY');
    const largeDraft = await quoteOf(400000, 'NEW');
    const elsewhere = await quoteOf(500000, 'READY', env.other, otherProductId);
    const decision = await create({
      name: 'Reject large risks now',
      conditions: 'sumInsured > 200000 && productName == "Decided"',
    });
    const at = '2026-11-20T07:00:00.000Z';
    await dueAt(decision.id as string, at);
    await runnerAt(() => new Date(at)).runDue();

    expect((await quoteIn(large)).status).toBe('REJECTED');
    expect((await quoteIn(largeApproved)).status).toBe('REJECTED');
    expect((await quoteIn(small)).status).toBe('READY');
    expect((await quoteIn(largeDraft)).status).toBe('NEW');
    expect((await quoteIn(elsewhere, env.other)).status).toBe('READY');
    expect(await runsOf(decision.id as string)).toMatchObject([
      { scheduledFor: at, matched: 2, changed: 2, failed: 0, errors: [] },
    ]);
    const editor = 'decision: Reject large risks now';
    const history = (await call('GET', `/api/history/quote/${large}`)).body as HistoryPage;
    expect(history.items[0]).toMatchObject({ eventType: 'REJECT', editor });
    const activity = (await call('GET', '/api/dashboard/recent-activities?limit=50')).body as ActivityList;
    expect(activity.items.filter((item) => item.user === editor && item.eventType === 'REJECT')).toHaveLength(
      2,
    );
    // the other tenant cannot see the decision
    const foreign = await call(
      'GET',
      `/api/decisions/INSURANCE_QUOTES/${decision.id}`,
      undefined,
      env.other.admin,
    );
    expect(foreign.status).toBe(404);
  });

  it('stores its field changes, whatever the status, before the operation, both journalled', async () => {
    const approved = await quoteOf(120000, 'APPROVED');
    const ready = await quoteOf(130000, 'READY');
    const decision = await create({
      name: 'Reprice and reject',
      conditions: 'sumInsured >= 120000 && sumInsured <= 130000',
      quoteDiff: [{ productId, key: 'pricing.premium', value: { amount: 999, currency: 'EUR' } }],
    });
    const at = '2026-11-21T07:00:00.000Z';
    await dueAt(decision.id as string, at);
    await runnerAt(() => new Date(at)).runDue();

    for (const id of [approved, ready]) {
      const quote = await quoteIn(id);
      expect(quote.status).toBe('REJECTED');
      expect((quote.data as { pricing: unknown }).pricing).toEqual({
        premium: { amount: 999, currency: 'EUR' },
      });
      const history = (await call('GET', `/api/history/quote/${id}`)).body as HistoryPage;
      expect(history.items.slice(0, 2)).toMatchObject([
        { eventType: 'REJECT', editor: 'decision: Reprice and reject' },
        { eventType: 'DECISION', editor: 'decision: Reprice and reject' },
      ]);
    }
    expect(await runsOf(decision.id as string)).toMatchObject([{ matched: 2, changed: 2, failed: 0 }]);
  });

  it('counts a quote the workflow refuses as failed, rolled back, and decides on the others', async () => {
    const lapsed = await quoteOf(140000, 'APPROVED');
    // an offer is valid until its start date unless it says otherwise
    const stillValid = await quoteOf(150000, 'APPROVED', env.tenant, productId, '2026-12-01');
    const decision = await create({
      name: 'Expire and mark',
      quoteOperation: 'EXPIRE',
      conditions: 'sumInsured >= 140000 && sumInsured <= 150000',
      quoteDiff: [{ key: 'pricing.premium', value: { amount: 1, currency: 'EUR' } }],
    });
    const at = '2026-11-23T07:00:00.000Z';
    await dueAt(decision.id as string, at);
    await runnerAt(() => new Date(at)).runDue();

    expect((await quoteIn(lapsed)).status).toBe('EXPIRED');
    // EXPIRE refuses an offer still valid: its field change is rolled back with it
    const refused = await quoteIn(stillValid);
    expect(refused.status).toBe('APPROVED');
    expect((refused.data as { pricing: unknown }).pricing).toEqual({
      premium: { amount: 500, currency: 'EUR' },
    });
    const [run] = await runsOf(decision.id as string);
    expect(run).toMatchObject({ matched: 2, changed: 1, failed: 1 });
    expect(run?.errors).toEqual([
      { quoteId: stillValid, quoteNr: expect.any(String), error: 'quoteStillValid' },
    ]);
  });

  it('applies one scheduled run once, with two runners passing at the same time', async () => {
    const quotes = await Promise.all([quoteOf(610000, 'READY'), quoteOf(620000, 'READY')]);
    const decision = await create({
      name: 'Once only',
      conditions: 'sumInsured >= 610000 && sumInsured <= 620000',
    });
    const at = '2026-11-22T07:00:00.000Z';
    await dueAt(decision.id as string, at);
    const clock = () => new Date(at);
    await Promise.all([runnerAt(clock).runDue(), runnerAt(clock).runDue()]);
    await Promise.all([runnerAt(clock).runDue(), runnerAt(clock).runDue()]);

    expect(await runsOf(decision.id as string)).toMatchObject([{ matched: 2, changed: 2, failed: 0 }]);
    for (const id of quotes) {
      const history = (await call('GET', `/api/history/quote/${id}?limit=20`)).body as HistoryPage;
      expect(history.items.filter((item) => item.eventType === 'REJECT')).toHaveLength(1);
    }
    const jobs = await env.server.db.withTenant(
      env.tenant.id,
      async (tx) =>
        (await tx.query(`select state from job where singleton_key = $1`, [`decision:${decision.id}:${at}`]))
          .rows,
    );
    expect(jobs).toEqual([{ state: 'SUCCEEDED' }]);
    // the same run queued again (a retry, a second queue) finds its record and changes nothing
    const again = await env.server.db.withTenant(env.tenant.id, (tx) =>
      decisionRunJob(tx, {
        id: '00000000-0000-0000-0000-000000000000',
        tenantId: env.tenant.id,
        kind: DECISION_RUN,
        payload: { decisionId: decision.id, scheduledFor: at },
        attempt: 2,
        maxAttempts: 3,
        at: new Date(at),
      }),
    );
    expect(again).toEqual({ skipped: 'alreadyRun' });
  });

  it('approves small loan applications as the example decision says, setting their rate first', async () => {
    const lending = await lendingSetup(env, 'DECL');
    const example = JSON.parse(
      readFileSync(join(EXAMPLES_DIR, 'decisions/approve-small-loans.json'), 'utf8'),
    ) as Decision;
    const created = await call('POST', '/api/decisions/LOAN_APPLICATIONS', { ...example, enabled: false });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const decision = created.body as Decision;
    const small = lending.data();
    (small.loan as Record<string, unknown>).amount = { amount: 2500, currency: 'EUR' };
    const [smallLoan, largeLoan] = await Promise.all([
      lending.savedApplication(small),
      lending.savedApplication(),
    ]);
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query(`update quote set status = 'READY' where id = any($1)`, [[smallLoan.id, largeLoan.id]]),
    );
    // now: the example data's consent is dated today, and a form refuses a consent in its future
    const at = new Date().toISOString();
    await dueAt(decision.id as string, at);
    await runnerAt(() => new Date(at)).runDue();

    const read = async (id: string) =>
      ((await call('GET', `/api/loan-applications/${id}`)).body as QuoteContext).quote;
    const approved = await read(smallLoan.id as string);
    expect(approved.status).toBe('APPROVED');
    expect((approved.data as { loan: { annualInterestRate: number } }).loan.annualInterestRate).toBe(12.5);
    expect((await read(largeLoan.id as string)).status).toBe('READY');
    const runs = (await call('GET', `/api/decisions/LOAN_APPLICATIONS/${decision.id}/runs`))
      .body as DecisionRun[];
    expect(runs).toMatchObject([{ matched: 1, changed: 1, failed: 0 }]);
  });

  it("moves the decisions to their times in the tenant's new time zone when the settings change it", async () => {
    const decision = await create({ name: 'At nine wherever', cron: '0 9 * * *', enabled: true });
    const { body } = await call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = body as Record<string, unknown>;
    // the examples' integrations were loaded without their secrets, which a save requires
    const saved = await call('PUT', '/api/tenant/settings', {
      ...settings,
      integrations: [],
      timeZone: 'Europe/Lisbon',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const moved = (await call('GET', `/api/decisions/INSURANCE_QUOTES/${decision.id}`)).body as Decision;
    const clock = (at: string, timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(at));
    expect(clock(decision.nextRunAt as string, 'Europe/Riga')).toBe('09:00');
    // The next nine o'clock in Lisbon: within a day from now (whichever day that is, at any time of day).
    expect(clock(moved.nextRunAt as string, 'Europe/Lisbon')).toBe('09:00');
    const untilNext = new Date(moved.nextRunAt as string).getTime() - Date.now();
    expect(untilNext).toBeGreaterThan(0);
    expect(untilNext).toBeLessThanOrEqual(24 * 3_600_000);
  });
});
