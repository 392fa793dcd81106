import type {
  Loan,
  LoanContractSummary,
  QueryFieldContract,
  QueryResultPage,
  QuoteContext,
  SavedQuery,
} from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  lendingSetup,
  tenantToday,
  type LendingSetup,
  regularPayment,
} from '../../../test/support/lending.js';
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
    const paid = await call(
      'POST',
      `/api/loans/${longLoan.id}/payments`,
      regularPayment(100, longLoan.version),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  const saved = async (query: Omit<SavedQuery, 'visibleIn' | 'search'>) => {
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

  it('figures each loan of the portfolio as its contract summary does', async () => {
    const figures = ['principalPaid', 'interestPaid', 'remainingPrincipal', 'overduePayment', 'daysLate'];
    const portfolio = await saved({
      name: 'Portfolio',
      queryObject: 'LOAN_PORTFOLIO',
      columns: ['contractNumber', ...figures, 'nextPaymentDate', 'loan.term'],
      sorting: ['daysLate:DESC'],
      conditions: 'remainingPrincipal > 0',
    });
    const page = (await run(portfolio)).body as QueryResultPage;
    expect(page.items.map(({ id }) => id)).toEqual([longLoan.id, shortLoanId]);
    for (const { id, values } of page.items) {
      const summary = (await call('GET', `/api/loans/${id}/summary`)).body as Required<LoanContractSummary>;
      expect(values).toMatchObject({
        principalPaid: summary.paidPrincipal,
        interestPaid: summary.paidInterest,
        remainingPrincipal: summary.remainingPrincipal,
        overduePayment: summary.overduePayment,
        daysLate: summary.daysLate,
        nextPaymentDate: summary.nextPaymentDate,
      });
    }
    // the overdue loan paid part of its oldest instalment; the other loan owes nothing yet
    expect(page.items[0]?.values).toMatchObject({ 'loan.term': 60 });
    expect(page.items[0]?.values.daysLate).toBeGreaterThan(0);
    expect(page.items[0]?.values.interestPaid).toBeGreaterThan(0);
    expect(page.items[1]?.values).toMatchObject({ principalPaid: 0, overduePayment: 0, daysLate: 0 });
    const partner = await addTestUser(env.server, env.tenant, [
      'query:Read',
      'contract:ReadSummary',
      'partner:Restriction',
    ]);
    expect((await run(portfolio, partner)).status).toBe(403);
  });

  it('lists the interest each instalment period earns and what was paid of it', async () => {
    const income = await saved({
      name: 'Interest income',
      queryObject: 'INTEREST_INCOME',
      columns: ['contractNumber', 'dueDate', 'interest', 'interestPaid', 'interestUnpaid'],
      sorting: ['dueDate:ASC'],
      conditions: `contractNumber == "${longLoan.contractNr}"`,
    });
    const page = (
      await call('GET', `/api/queries/x/${income.id}?startDate=2000-01-01&date=2100-12-31&limit=100`)
    ).body as QueryResultPage;
    const loan = (await call('GET', `/api/loans/${longLoan.id}`)).body as Loan;
    const expected = loan.installments.flatMap(({ dueDate, lines }) =>
      lines
        .filter(({ type }) => type === 'INTEREST')
        .map(({ amount, allocations }) => {
          const paid = allocations.reduce((sum, each) => sum + each.amount, 0);
          const unpaid = Math.round((amount - paid) * 100) / 100;
          return { dueDate, interest: amount, interestPaid: paid, interestUnpaid: unpaid };
        }),
    );
    expect(page.count).toBe(60);
    expect(page.items.map(({ values: { contractNumber: _nr, ...rest } }) => rest)).toEqual(expected);
    expect(page.items.filter(({ values }) => (values.interestPaid as number) > 0)).toHaveLength(1);
  });
});
