import type { Dashboard, PartyReference, Policy } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { insuranceSetup } from '../../../test/support/insurance.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, api } from '../../../test/support/tenants.js';
import { dashboardOf } from './service.js';

describe('the dashboard', () => {
  const env = signedInTenant('dsh', { other: true });
  const { call } = env;
  let holder: PartyReference;
  let policies: Policy[];
  const sql = (text: string, parameters: unknown[] = []) =>
    env.server.db.withTenant(env.tenant.id, (tx) => tx.query(text, parameters));

  beforeAll(async () => {
    const insurance = await insuranceSetup(env, 'DASH');
    holder = await insurance.person('Rasma', 'Gaile');
    policies = [];
    for (let index = 0; index < 4; index++) policies.push(await insurance.issuedPolicy(holder));
  });

  /**
   * The tenant's year 2031, seen on 31 March 21:30 UTC — already 1 April in Riga (summer time since 30 March):
   * quotes made in January, on 1 April local time, and on New Year's Eve local time of the year before;
   * a policy renewed by another, one that ended unrenewed, one cancelled.
   */
  const yearOf2031 = async () => {
    await sql(`update quote set created_at = '2020-06-01T12:00:00Z'`);
    await sql(
      `update policy set issue_date = '2020-06-01', start_date = '2020-06-01', end_date = '2020-12-31', status = 'EXPIRED'`,
    );
    const [renewed, renewal, unrenewed, cancelled] = policies.map((policy) => policy.id);
    const policy = (id: string | undefined, values: string) =>
      sql(`update policy set ${values}, start_date = issue_date where id = $1`, [id]);
    await policy(renewed, `issue_date = '2031-01-05', end_date = '2031-02-28', status = 'RENEWED'`);
    await policy(renewal, `issue_date = '2031-02-20', end_date = '2032-02-27', status = 'ACTIVE'`);
    await sql(`update policy set renewal_of_id = $1 where id = $2`, [renewed, renewal]);
    await policy(unrenewed, `issue_date = '2031-03-01', end_date = '2031-03-31', status = 'EXPIRED'`);
    await policy(cancelled, `issue_date = '2031-03-01', end_date = '2031-03-15', status = 'CANCELLED'`);
    const quotes = (await sql('select id from quote order by id')).rows as { id: string }[];
    const made = (index: number, at: string, status: string) =>
      sql(`update quote set created_at = $2, status = $3 where id = $1`, [quotes[index]?.id, at, status]);
    await made(0, '2031-01-10T09:00:00Z', 'NEW');
    await made(1, '2031-01-20T09:00:00Z', 'ISSUED');
    await made(2, '2031-03-31T21:10:00Z', 'NEW');
    await made(3, '2030-12-31T21:30:00Z', 'NEW');
  };

  it('counts the year to date in the tenant’s time zone: by status, by month, averages and retention', async () => {
    await yearOf2031();
    const dashboard = await env.server.db.withTenant(env.tenant.id, (tx) =>
      dashboardOf(tx, new Date('2031-03-31T21:30:00Z')),
    );
    expect(dashboard).toEqual({
      from: '2031-01-01',
      to: '2031-04-01',
      quoteStatus: [
        { key: 'NEW', value: 2 },
        { key: 'ISSUED', value: 1 },
      ],
      policyStatus: [
        { key: 'ACTIVE', value: 1 },
        { key: 'EXPIRED', value: 1 },
        { key: 'CANCELLED', value: 1 },
        { key: 'RENEWED', value: 1 },
      ],
      quoteCount: [
        { key: '2031-01', value: 2 },
        { key: '2031-02', value: 0 },
        { key: '2031-03', value: 0 },
        { key: '2031-04', value: 1 },
      ],
      policyCount: [
        { key: '2031-01', value: 1 },
        { key: '2031-02', value: 1 },
        { key: '2031-03', value: 2 },
        { key: '2031-04', value: 0 },
      ],
      policyRetention: [
        { key: 'RENEWED', value: 1 },
        { key: 'NOT_RENEWED', value: 1 },
      ],
      monthlyAverages: { quotes: 0.8, policies: 1 },
      retentionPercent: 50,
    } satisfies Dashboard);
  });

  it('answers this year’s figures over the API, with DashboardRead only, and never another tenant’s', async () => {
    const year = new Date().getUTCFullYear();
    await sql(`update policy set issue_date = $1, start_date = $1, end_date = $2`, [
      `${year}-01-02`,
      `${year}-12-31`,
    ]);
    const mine = await call('GET', '/api/dashboard');
    expect(mine.status).toBe(200);
    const dashboard = mine.body as Dashboard;
    expect(dashboard.from).toBe(`${year}-01-01`);
    expect(dashboard.policyCount[0]).toEqual({ key: `${year}-01`, value: 4 });

    const theirs = (await api(env.server, env.other.admin, 'GET', '/api/dashboard')).body as Dashboard;
    expect(theirs).toMatchObject({
      policyStatus: [],
      quoteStatus: [],
      policyRetention: [],
      retentionPercent: null,
    });
    expect(theirs.policyCount.every((month) => month.value === 0)).toBe(true);

    const clerk = await addTestUser(env.server, env.tenant, ['quote:Read']);
    expect((await call('GET', '/api/dashboard', undefined, clerk)).status).toBe(403);
  });
});
