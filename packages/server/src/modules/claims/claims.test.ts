import type { ClaimContext, ClaimDraftContext, ClaimPage, PartyReference, Policy } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { listStatements, readList } from '../../kit/listQuery.js';
import { CLAIM_KIND } from './service.js';
import { insuranceSetup, type InsuranceSetup } from '../../../test/support/insurance.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, api } from '../../../test/support/tenants.js';

describe('claims', () => {
  const env = signedInTenant('clm', { other: true });
  const { call } = env;
  let insurance: InsuranceSetup;
  let holder: PartyReference;
  let policy: Policy;

  beforeAll(async () => {
    insurance = await insuranceSetup(env, 'CLAIMS');
    holder = await insurance.person('Līga', 'Kalniņa');
    policy = await insurance.issuedPolicy(holder);
  });

  const claimData = (overrides: Record<string, unknown> = {}) => ({
    claim: {
      applicant: holder,
      eventDateTime: '2026-03-10T14:30:00',
      applicationDate: '2026-03-12',
      lossAmount: { amount: 1234.56, currency: 'EUR' },
      deductibleAmount: { amount: 100, currency: 'EUR' },
      description: 'Water damage in the kitchen\nafter a pipe burst',
      ...overrides,
    },
  });

  const body = (claim: { id?: string; version?: number; data: unknown }, of = policy) => ({
    claim,
    policy: { id: of.id },
    product: { id: of.product.id },
    applicant: { id: holder.id },
  });

  const newClaim = async (data = claimData()) => {
    const saved = await call('POST', '/api/claims/save', body({ data }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body as ClaimContext;
  };

  const move = (context: ClaimContext, operation: string, user = env.tenant.admin) =>
    call(
      'POST',
      `/api/claims/${context.claim.id}/${operation}`,
      body({ id: context.claim.id, version: context.claim.version, data: context.claim.data }),
      user,
    );

  it('starts a claim on an active policy with its policy, product and the initial status', async () => {
    const response = await call('POST', `/api/claims/${policy.id}/init-claim`);
    expect(response.status).toBe(200);
    const { claim, availableOperations } = response.body as ClaimDraftContext;
    expect(claim).toMatchObject({
      status: 'NEW',
      policy: { id: policy.id, contractNr: policy.contractNr, currency: 'EUR', contractee: holder },
      product: { id: policy.product.id },
    });
    expect(claim.policy.transactions).toEqual([
      expect.objectContaining({ sequence: 1, actionType: 'NEW', premium: 1200 }),
    ]);
    expect(availableOperations).toEqual(['SAVE']);
  });

  it('refuses a claim on a policy that is not active, with a clear 400', async () => {
    const cancelled = await insurance.issuedPolicy(holder);
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query(`update policy set status = 'CANCELLED' where id = $1`, [cancelled.id]),
    );
    const init = await call('POST', `/api/claims/${cancelled.id}/init-claim`);
    expect(init.status).toBe(400);
    expect(init.body).toMatchObject({
      message: 'policyNotActive',
      validationErrors: { policy: ['policyNotActive'] },
    });
    const save = await call('POST', '/api/claims/save', body({ data: claimData() }, cancelled));
    expect(save.status).toBe(400);
  });

  it('numbers a saved claim and keeps its money exact in the currency subunit', async () => {
    const { claim } = await newClaim();
    expect(claim).toMatchObject({
      claimNr: expect.stringMatching(/^C-\d{6}$/),
      status: 'NEW',
      applicant: holder,
      eventDateTime: '2026-03-10T14:30:00',
      applicationDate: '2026-03-12',
      lossAmount: 1234.56,
      lossCurrency: 'EUR',
      deductibleAmount: 100,
      expensesAmount: null,
    });
    const { rows } = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query<{ loss_amount: string }>('select loss_amount from claim where id = $1', [claim.id]),
    );
    expect(Number(rows[0]?.loss_amount)).toBe(123456);
    const next = await newClaim();
    expect(Number(next.claim.claimNr.slice(2))).toBe(Number(claim.claimNr.slice(2)) + 1);
  });

  it('refuses an event in the future, an application before the event, cents beyond the subunit and a description too long', async () => {
    const future = await call(
      'POST',
      '/api/claims/save',
      body({ data: claimData({ eventDateTime: '2999-01-01T00:00:00', applicationDate: '2026-03-12' }) }),
    );
    expect(future.status).toBe(400);
    expect(Object.keys((future.body as { validationErrors: object }).validationErrors)).toContain(
      'claim.eventDateTime',
    );
    const early = await call(
      'POST',
      '/api/claims/save',
      body({ data: claimData({ applicationDate: '2026-03-09' }) }),
    );
    expect(early.status).toBe(400);
    expect((early.body as { validationErrors: object }).validationErrors).toHaveProperty(
      'claim.applicationDate',
    );
    const cents = await call(
      'POST',
      '/api/claims/save',
      body({ data: claimData({ lossAmount: { amount: 1.005, currency: 'EUR' } }) }),
    );
    expect(cents.status).toBe(400);
    const long = await call(
      'POST',
      '/api/claims/save',
      body({ data: claimData({ description: 'x'.repeat(4001) }) }),
    );
    expect(long.status).toBe(400);
    expect((long.body as { validationErrors: object }).validationErrors).toEqual({
      'claim.description': ['Maximum number of characters: 4000'],
    });
  });

  it('approves, pays and closes a claim, journalling each change, then refuses any change', async () => {
    let context = await newClaim();
    expect(context.availableOperations).toEqual(['SAVE', 'APPROVE', 'REJECT']);
    for (const [operation, status] of [
      ['approve', 'APPROVED'],
      ['pay', 'PAID'],
      ['close', 'CLOSED'],
    ] as const) {
      const response = await move(context, operation);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      context = response.body as ClaimContext;
      expect(context.claim.status).toBe(status);
    }
    expect(context.availableOperations).toEqual([]);
    for (const operation of ['save', 'reject', 'approve']) {
      expect((await move(context, operation)).status).toBe(409);
    }
    const { rows } = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query<{ event_type: string }>(
        `select event_type from history where object_table = 'claim' and object_id = $1 order by created`,
        [context.claim.id],
      ),
    );
    expect(rows.map((row) => row.event_type)).toEqual(['CREATE', 'APPROVE', 'PAY', 'CLOSE']);
    const activity = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query(`select 1 from activity where object_table = 'claim' and object_id = $1`, [context.claim.id]),
    );
    expect(activity.rowCount).toBe(4);
  });

  it('refuses moves the workflow does not allow, and a stale version', async () => {
    const context = await newClaim();
    expect((await move(context, 'pay')).status).toBe(409);
    expect((await move(context, 'close')).status).toBe(409);
    expect((await move(context, 'reopen')).status).toBe(400);
    const saved = await move(context, 'save');
    expect(saved.status).toBe(200);
    expect((saved.body as ClaimContext).claim.status).toBe('NEW');
    expect((await move(context, 'save')).status).toBe(409);
    const rejected = await move(saved.body as ClaimContext, 'reject');
    expect((rejected.body as ClaimContext).claim.status).toBe('REJECTED');
    expect((await move(rejected.body as ClaimContext, 'save')).status).toBe(409);
  });

  it('lists claims by page with their count, and finds them by number, policy or applicant', async () => {
    const { claim } = await newClaim();
    const page = await call('GET', '/api/claims/find?page=0&limit=2');
    expect(page.status).toBe(200);
    const { items, count } = page.body as ClaimPage;
    expect(items).toHaveLength(2);
    expect(count).toBeGreaterThan(2);
    for (const search of [claim.claimNr, policy.contractNr, 'kalnina']) {
      const found = (await call('GET', `/api/claims/find?search=${encodeURIComponent(search)}&limit=100`))
        .body as ClaimPage;
      expect(found.items.map((item) => item.entityId)).toContain(claim.id);
    }
    const found = (await call('GET', `/api/claims/find?search=${claim.claimNr}`)).body as ClaimPage;
    expect(found.items[0]).toMatchObject({
      claimNr: claim.claimNr,
      policyNr: policy.contractNr,
      productName: 'CLAIMS',
      productIconName: 'Home',
      status: 'NEW',
      applicantName: holder.name,
      applicationDate: '2026-03-12',
      lossAmount: 1234.56,
      currency: 'EUR',
      summary: expect.stringContaining('Water damage'),
    });
  });

  it('searches with the trigram index of the claims, not by reading all the tenant has', async () => {
    const { claim } = await newClaim();
    // Many older claims of the tenant (their numbers outside the sequence), so that a scan would cost.
    await env.server.db.withTenant(env.tenant.id, async (tx) => {
      await tx.query(
        `insert into claim (tenant_id, claim_nr, status, policy_id, product_id, data, search_text, created_at)
         select tenant_id, 'OLD-' || n, 'NEW', policy_id, product_id, data, 'old-' || n || E'\\nolga ozola', '2000-01-01'
           from claim, generate_series(1, 3000) n where id = $1`,
        [claim.id],
      );
    });
    await env.server.db.withSystem((tx) => tx.query('analyze claim, policy, product'));
    const { count, params } = listStatements(CLAIM_KIND.declaration.list, {
      page: 0,
      limit: 10,
      search: claim.claimNr,
    });
    const plan = await env.server.db.withTenant(env.tenant.id, (tx) =>
      readList(tx, async () =>
        (await tx.query<{ 'QUERY PLAN': string }>(`explain ${count}`, params.slice(0, -2))).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n'),
      ),
    );
    expect(plan, plan).toContain('claim_search');
  });

  it('lists the claims of a policy and of an applicant', async () => {
    const { claim } = await newClaim();
    const ofPolicy = (await call('GET', `/api/policies/${policy.id}/claims?page=0&limit=100`))
      .body as ClaimPage;
    expect(ofPolicy.items.map((item) => item.entityId)).toContain(claim.id);
    const ofPerson = (await call('GET', `/api/parties/${holder.id}/claims?limit=100`)).body as ClaimPage;
    expect(ofPerson.items.map((item) => item.entityId)).toContain(claim.id);
    const stranger = await insurance.person('Jānis', 'Ozols');
    expect(((await call('GET', `/api/parties/${stranger.id}/claims`)).body as ClaimPage).count).toBe(0);
  });

  it("keeps a tenant's claims its own", async () => {
    const { claim } = await newClaim();
    const other = (method: string, path: string, payload?: unknown) =>
      api(env.server, env.other.admin, method, path, payload);
    expect((await other('GET', `/api/claims/${claim.id}`)).status).toBe(404);
    expect((await other('POST', `/api/claims/${policy.id}/init-claim`)).status).toBe(404);
    expect(
      (
        await other(
          'POST',
          `/api/claims/${claim.id}/approve`,
          body({ id: claim.id, version: 0, data: claim.data }),
        )
      ).status,
    ).toBe(404);
    const found = (await other('GET', `/api/claims/find?search=${claim.claimNr}`)).body as ClaimPage;
    expect(found.count).toBe(0);
    expect((await other('GET', `/api/policies/${policy.id}/claims`)).status).toBe(404);
  });

  it('names its assignee in its context and in the list once it is assigned', async () => {
    const context = await newClaim();
    expect(context.assignedTo).toBeNull();
    const listed = async () =>
      ((await call('GET', `/api/claims/find?search=${context.claim.claimNr}`)).body as ClaimPage).items[0]
        ?.assignedTo;
    expect(await listed()).toBeNull();
    const assigned = await call('POST', '/api/user-assignments/assign-to-me', {
      refId: context.claim.id,
      type: 'claim',
    });
    expect(assigned.status).toBe(200);
    const read = (await call('GET', `/api/claims/${context.claim.id}`)).body as ClaimContext;
    expect(read.assignedTo).toEqual({ name: env.tenant.admin.email });
    expect(await listed()).toBe(env.tenant.admin.email);
  });

  it('answers 403 without the claim permissions', async () => {
    const reader = await addTestUser(env.server, env.tenant, ['claim:Read', 'claim:Find']);
    const context = await newClaim();
    expect((await call('GET', `/api/claims/${context.claim.id}`, undefined, reader)).status).toBe(200);
    expect((await call('POST', `/api/claims/${policy.id}/init-claim`, undefined, reader)).status).toBe(403);
    expect((await move(context, 'approve', reader)).status).toBe(403);
    expect((await call('POST', '/api/claims/save', body({ data: claimData() }), reader)).status).toBe(403);
    const approver = await addTestUser(env.server, env.tenant, ['claim:Read', 'claim:Approve']);
    expect((await move(context, 'pay', approver)).status).toBe(403);
    expect((await move(context, 'approve', approver)).status).toBe(200);
  });
});
