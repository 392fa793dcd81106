import type { Loan, QueryFieldContract, QueryResultPage, QuoteContext, SavedQuery } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { lendingSetup, tenantToday, type LendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser } from '../../../test/support/tenants.js';

describe('saved queries over loans and their payments', () => {
  const env = signedInTenant('lqr');
  const { call } = env;
  let lending: LendingSetup;
  let longLoan: Loan;
  let shortLoanId: string;

  beforeAll(async () => {
    lending = await lendingSetup(env, 'lqr');
    longLoan = await lending.overdueLoan();
    const data = lending.data();
    data.loan = { ...data.loan, term: 36 };
    const approved = await lending.approve((await lending.savedApplication(data)).id);
    shortLoanId = ((await lending.lend(approved)).body as QuoteContext).quote.targetLoanId as string;
    const paid = await call('POST', `/api/loans/${longLoan.id}/payments`, {
      type: 'REGULAR',
      date: tenantToday(),
      amount: 100,
      allocationOrder: ['PENALTY', 'COMMISSION', 'INTEREST', 'PRINCIPAL'],
      paymentAction: 'PER_SCHEDULE',
      version: longLoan.version,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  const saved = async (query: Omit<SavedQuery, 'visibleIn' | 'search' | 'sorting'>) => {
    const created = await call('POST', `/api/queries/${query.queryObject}`, {
      visibleIn: ['TREE_MENU'],
      search: [],
      sorting: [],
      ...query,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body as SavedQuery;
  };
  const run = async (query: SavedQuery, user = env.tenant.admin) =>
    call('GET', `/api/queries/x/${query.id}?startDate=2000-01-01&date=2100-12-31`, undefined, user);

  it('queries loans by their core fields and the fields their product defines', async () => {
    const fields = (await call('GET', '/api/queries/x/LOANS/all-fields')).body as QueryFieldContract[];
    expect(fields.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['contractNumber', 'status', 'principal', 'annualInterestRate', 'loan.term']),
    );
    expect(fields.find(({ key }) => key === 'contracteeName')?.translations?.lv).toBe('Aizņēmējs');
    const shortLoans = await saved({
      name: 'Short loans',
      queryObject: 'LOANS',
      columns: ['contractNumber', 'status', 'principal', 'loan.term'],
      conditions: 'loan.term == 36 && status == "ACTIVE"',
    });
    const page = (await run(shortLoans)).body as QueryResultPage;
    expect(page.count).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: shortLoanId,
      values: { status: 'ACTIVE', principal: 18000, 'loan.term': 36 },
    });
  });

  it('lists payments with their loan, to those who may list payments', async () => {
    const payments = await saved({
      name: 'Payments',
      queryObject: 'PAYMENTS',
      columns: ['paymentDate', 'contractNumber', 'type', 'amount'],
      conditions: 'amount >= 100',
    });
    const page = (await run(payments)).body as QueryResultPage;
    expect(page.items.map(({ values }) => values)).toEqual([
      { paymentDate: tenantToday(), contractNumber: longLoan.contractNr, type: 'REGULAR', amount: 100 },
    ]);
    const loanReader = await addTestUser(env.server, env.tenant, ['query:Read', 'contract:Find']);
    expect((await run(payments, loanReader)).status).toBe(403);
  });
});
