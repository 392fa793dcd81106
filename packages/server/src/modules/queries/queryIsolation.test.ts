import {
  QUERY_OBJECTS,
  type PartyReference,
  type QueryObject,
  type QuoteContext,
  type SavedQuery,
} from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/database.js';
import { insuranceSetup } from '../../../test/support/insurance.js';
import { lendingSetup, regularPayment, tenantToday } from '../../../test/support/lending.js';
import { actingAs, partnerOf } from '../../../test/support/partners.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { planRun, runPage } from './run.js';
import { fieldsOf, sourceOf } from './service.js';

/** What a partner of an intermediary works with: parties, quotes, contracts and claims. */
const PARTNER = ['party:*', 'quote:*', 'contract:*', 'claim:*', 'product:*', 'productVersion:*'];

/** Query objects whose records belong to an intermediary's book; the others are the tenant's own. */
const PARTNER_BOOKS: readonly QueryObject[] = [
  'PARTIES',
  'INSURANCE_QUOTES',
  'LOAN_APPLICATIONS',
  'POLICIES',
  'CLAIMS',
  'LOANS',
  'LOAN_PORTFOLIO',
  'PAYMENTS',
  'INTEREST_INCOME',
];

/**
 * A run reads outside row-level security (`readList`: the planner may then use the indexes a `like` would
 * hide from it), so the tenant and partner conditions the list builder writes into its statements are all
 * that keep other books out. Every query object's unconditioned query is run here as the tenant, as another
 * tenant and as a partner of another intermediary, each time beside the same statement under row-level
 * security.
 */
describe('saved query runs outside row-level security', () => {
  const env = signedInTenant('qiso', { other: true });
  let alphaId: string;
  let betaId: string;

  beforeAll(async () => {
    const alpha = await partnerOf(env, 'Alpha', PARTNER);
    alphaId = alpha.intermediaryId;
    betaId = (await partnerOf(env, 'Beta', PARTNER)).intermediaryId;
    // Alpha's book: a person, a quote that became a policy with a claim, and a loan with a payment.
    const partner = actingAs(env, alpha.user);
    const insurance = await insuranceSetup(partner, 'QI');
    const holder: PartyReference = await insurance.person('Ilze', 'Izolēta');
    await insurance.claim(await insurance.issuedPolicy(holder), holder, { amount: 500, description: 'Hail' });
    const lending = await lendingSetup(partner, 'QI');
    const lent = await lending.lend(await lending.approve((await lending.savedApplication()).id));
    expect(lent.status, JSON.stringify(lent.body)).toBe(200);
    const loanId = (lent.body as QuoteContext).quote.targetLoanId as string;
    const loan = (await partner.call('GET', `/api/loans/${loanId}`)).body as { version: number };
    const paid = await partner.call(
      'POST',
      `/api/loans/${loanId}/payments`,
      regularPayment(50, loan.version),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  /** An unconditioned query of `queryObject` over every date, planned as the route plans it. */
  const planAll = async (tx: Tx, queryObject: QueryObject) => {
    const source = sourceOf(queryObject);
    const fields = await fieldsOf(tx, source);
    const query: SavedQuery = { name: 'All', queryObject, columns: [(fields[0] as { key: string }).key] };
    return planRun(query, source, fields, { runDay: tenantToday() });
  };

  /** The ids the run finds, read as the route reads them. */
  const runIds = async (tx: Tx, queryObject: QueryObject) =>
    (await runPage(tx, await planAll(tx, queryObject), 0, 100)).items.map(({ id }) => id).sort();

  /** The ids the same statement finds under row-level security, as the application role. */
  const rlsIds = async (tx: Tx, queryObject: QueryObject) => {
    const { sql, params } = (await planAll(tx, queryObject)).page(0, 100);
    await tx.query(`select set_config('app.run_day', $1, true)`, [tenantToday()]);
    const { rows } = await tx.query<{ items: { id: string }[] }>(sql, params);
    return (rows[0]?.items ?? []).map(({ id }) => id).sort();
  };

  /** The ids each query object's run finds in a transaction of `tenantId` as `affiliationId`'s partner. */
  const found = (tenantId: string, affiliationId?: string) =>
    env.server.db.withTenant(
      tenantId,
      async (tx) => {
        const found: Record<string, { run: string[]; rls: string[] }> = {};
        for (const queryObject of QUERY_OBJECTS) {
          found[queryObject] = { run: await runIds(tx, queryObject), rls: await rlsIds(tx, queryObject) };
        }
        return found;
      },
      affiliationId === undefined ? {} : { affiliationId },
    );

  it('finds each query object of the tenant, and its partner its own book', async () => {
    const internal = await found(env.tenant.id);
    const alpha = await found(env.tenant.id, alphaId);
    for (const queryObject of QUERY_OBJECTS) {
      expect(internal[queryObject]?.run.length, queryObject).toBeGreaterThan(0);
      expect(internal[queryObject]?.run, queryObject).toEqual(internal[queryObject]?.rls);
      expect(alpha[queryObject]?.run, queryObject).toEqual(alpha[queryObject]?.rls);
      if (PARTNER_BOOKS.includes(queryObject))
        expect(alpha[queryObject]?.run.length, queryObject).toBeGreaterThan(0);
    }
  });

  it("finds none of a tenant's records from another tenant", async () => {
    const mine = await found(env.tenant.id);
    const theirs = await found(env.other.id);
    for (const queryObject of QUERY_OBJECTS) {
      expect(theirs[queryObject]?.run, queryObject).toEqual(theirs[queryObject]?.rls);
      for (const id of mine[queryObject]?.run ?? [])
        expect(theirs[queryObject]?.run, queryObject).not.toContain(id);
    }
  });

  it("finds none of an intermediary's book for a partner of another", async () => {
    const beta = await found(env.tenant.id, betaId);
    const internal = await found(env.tenant.id);
    for (const queryObject of QUERY_OBJECTS) {
      expect(beta[queryObject]?.run, queryObject).toEqual(beta[queryObject]?.rls);
      if (PARTNER_BOOKS.includes(queryObject)) expect(beta[queryObject]?.run, queryObject).toEqual([]);
      // the tenant's users, groups and intermediaries are no intermediary's book
      else expect(beta[queryObject]?.run, queryObject).toEqual(internal[queryObject]?.run);
    }
  });
});
