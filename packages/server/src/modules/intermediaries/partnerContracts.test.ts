import type { PartyReference, Policy, QuoteContext } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { insuranceSetup } from '../../../test/support/insurance.js';
import { lendingSetup } from '../../../test/support/lending.js';
import { actingAs, partnerOf } from '../../../test/support/partners.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import type { TestUser } from '../../../test/support/tenants.js';

/** A partner's everyday work, and making the products it works on. */
const PARTNER = [
  'party:*',
  'quote:*',
  'contract:*',
  'product:*',
  'productVersion:*',
  'activity:ReadRecent',
  'dashboard:Read',
];

describe('the partner restriction on quotes and contracts', () => {
  const env = signedInTenant('partnerbook');
  let alpha: TestUser;
  let beta: TestUser;
  let policy: Policy;
  let loanId: string;
  let applicationId: string;

  const as = (user: TestUser) => actingAs(env, user);

  beforeAll(async () => {
    alpha = (await partnerOf(env, 'Alpha', PARTNER)).user;
    beta = (await partnerOf(env, 'Beta', PARTNER)).user;
    const insurance = await insuranceSetup(as(alpha), 'PB');
    const holder: PartyReference = await insurance.person('Paula', 'Policy');
    policy = await insurance.issuedPolicy(holder);
    const lending = await lendingSetup(as(alpha), 'PB');
    const application = await lending.approve((await lending.savedApplication()).id);
    applicationId = application.id;
    const lent = await lending.lend(application);
    expect(lent.status, JSON.stringify(lent.body)).toBe(200);
    loanId = (lent.body as QuoteContext).quote.targetLoanId as string;
  });

  const count = async (user: TestUser, path: string) =>
    ((await env.call('GET', path, undefined, user)).body as { count: number }).count;

  it('lists a partner’s quotes, policies and loans to them and to internal staff only', async () => {
    for (const path of [
      '/api/quotes/find',
      '/api/loan-applications/find',
      '/api/policies/find',
      '/api/loans/find',
    ]) {
      expect(await count(alpha, path), `${path} for its partner`).toBe(1);
      expect(await count(env.tenant.admin, path), `${path} for the administrator`).toBe(1);
      expect(await count(beta, path), `${path} for another intermediary's partner`).toBe(0);
    }
  });

  it('shows a partner the activity, history and dashboard figures of their own records only', async () => {
    const activityOf = async (user: TestUser) =>
      (
        (await env.call('GET', '/api/dashboard/recent-activities?limit=100', undefined, user)).body as {
          items: { activityDetails: { objectId: string } }[];
        }
      ).items.map((item) => item.activityDetails.objectId);
    expect(await activityOf(alpha)).toContain(loanId);
    expect(await activityOf(env.tenant.admin)).toContain(loanId);
    expect(await activityOf(beta)).toEqual([]);
    const historyOf = async (user: TestUser) =>
      (
        (await env.call('GET', '/api/history?limit=100', undefined, user)).body as {
          items: { objectId: string }[];
        }
      ).items.map((item) => item.objectId);
    expect(await historyOf(alpha)).toContain(policy.id);
    expect(await historyOf(beta)).toEqual([]);
    const policiesOf = async (user: TestUser) =>
      (
        (await env.call('GET', '/api/dashboard', undefined, user)).body as {
          policyStatus: { value: number }[];
        }
      ).policyStatus.reduce((sum, figure) => sum + figure.value, 0);
    expect(await policiesOf(alpha)).toBe(1);
    expect(await policiesOf(beta)).toBe(0);
  });

  it('answers another intermediary’s partner 404 for each of them by id', async () => {
    for (const path of [
      `/api/quotes/${(await quoteOf(policy)).id}`,
      `/api/loan-applications/${applicationId}`,
      `/api/policies/${policy.id}`,
      `/api/loans/${loanId}`,
    ]) {
      expect((await env.call('GET', path, undefined, alpha)).status, path).toBe(200);
      expect((await env.call('GET', path, undefined, beta)).status, path).toBe(404);
    }
  });

  it('keeps them out of another partner’s global search', async () => {
    const search = await env.call('GET', '/api/search?search=Paula', undefined, beta);
    expect(search.body).toMatchObject({
      parties: { count: 0 },
      insuranceQuotes: { count: 0 },
      policies: { count: 0 },
    });
    const own = await env.call('GET', '/api/search?search=Paula', undefined, alpha);
    expect(own.body).toMatchObject({
      parties: { count: 1 },
      insuranceQuotes: { count: 1 },
      policies: { count: 1 },
    });
  });

  async function quoteOf(issued: Policy) {
    const { rows } = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query<{ id: string }>('select id from quote where target_policy_id = $1', [issued.id]),
    );
    return rows[0] as { id: string };
  }
});
