import {
  firstPaymentDate,
  loanSchedule,
  type GeneratedLoanSchedule,
  type LoanScheduleInstallment,
  type Loan,
  type LoanContractSummary,
  type LoanPayment,
  type Quote,
  type QuoteContext,
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

type Data = Record<string, Record<string, unknown>>;

/** Integer cents of an amount, for sums that must be exact. */
const cents = (amount: number) => Math.round(amount * 100);
const totalOf = (loan: Loan, type: string) =>
  loan.installments
    .flatMap((installment) => installment.lines)
    .reduce((sum, line) => (line.type === type ? sum + cents(line.amount) : sum), 0) / 100;

describe('loan operations lent through an application started on the loan', () => {
  const env = signedInTenant('loanop', { other: true });
  const { call } = env;
  let lending: LendingSetup;
  const today = tenantToday;

  const readLoan = async (id: string) => (await call('GET', `/api/loans/${id}`)).body as Loan;

  /**
   * Starts the operation's application on the loan, saves `change` over the data it starts with, and submits
   * and approves it.
   */
  const started = async (loan: Loan, action: string, change: (data: Data) => void): Promise<Quote> => {
    const init = await call('POST', `/api/loans/${loan.id}/init-quote/${action}`);
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const { quote } = init.body as QuoteContext;
    const data = structuredClone(quote.data) as Data;
    change(data);
    const saved = await call('POST', `/api/loan-applications/${quote.id}/save`, {
      quote: { id: quote.id, version: quote.version, data },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    let application = (saved.body as QuoteContext).quote;
    for (const operation of ['submit', 'approve']) {
      const moved = await call('POST', `/api/loan-applications/${quote.id}/${operation}`, {
        quote: { id: quote.id, version: application.version },
      });
      expect(moved.status, `${operation}: ${JSON.stringify(moved.body)}`).toBe(200);
      application = (moved.body as QuoteContext).quote;
    }
    expect(application.status).toBe('APPROVED');
    return application;
  };

  /** Rejects a refused application, so that another may be started on its loan. */
  const reject = async (application: Quote) => {
    const rejected = await call('POST', `/api/loan-applications/${application.id}/reject`, {
      quote: { id: application.id, version: application.version },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
  };

  /** The schedule and summary the application's page shows. */
  const previewOf = async (application: Quote, terms: object = {}) => {
    const path = `/api/loan-applications/${application.id}/generate-payment-schedule`;
    const generated = await call('POST', path, terms);
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    return generated.body as GeneratedLoanSchedule;
  };

  /** An instalment as scheduled: its dates and lines' amounts, whatever paid them. */
  const asScheduled = (installment: LoanScheduleInstallment) => ({
    dueDate: installment.dueDate,
    startDate: installment.startDate,
    endDate: installment.endDate,
    lines: installment.lines
      .map(({ type, amount }) => ({ type, amount }))
      .sort((a, b) => a.type.localeCompare(b.type)),
  });

  beforeAll(async () => {
    lending = await lendingSetup(env, 'loanop');
  });

  it('offers CHANGE, RENEW and TERMINATE on an active loan, each starting an application of its action type', async () => {
    const loan = await lending.overdueLoan();
    expect(loan.availableOperations).toEqual(['CHANGE', 'RENEW', 'TERMINATE']);
    const init = await call('POST', `/api/loans/${loan.id}/init-quote/change`);
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const { quote } = init.body as QuoteContext;
    expect(quote).toMatchObject({ actionType: 'CHANGE', status: 'NEW', currentLoanId: loan.id });
    // The loan's first payment date was for its own issue: the application's is the next payment day.
    expect((quote.data as Data).loan?.firstPaymentDate).toBe(firstPaymentDate(today(), 15));
    expect(await readLoan(loan.id)).toMatchObject({ availableOperations: [], activeQuote: { id: quote.id } });
  });

  it('CHANGE reschedules the loan from today by the new terms, keeping what fell due and replaying the payments', async () => {
    const loan = await lending.overdueLoan();
    const paid = await call(
      'POST',
      `/api/loans/${loan.id}/payments`,
      regularPayment(500, loan.version, today()),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const kept = loan.installments.filter((installment) => installment.dueDate <= today());
    expect(kept.length).toBeGreaterThan(0);
    const replacedPrincipal =
      loan.installments
        .filter((installment) => installment.dueDate > today())
        .flatMap((installment) => installment.lines)
        .reduce((sum, line) => (line.type === 'PRINCIPAL' ? sum + cents(line.amount) : sum), 0) / 100;

    const application = await started(loan, 'change', (data) => {
      Object.assign(data.loan as object, {
        amount: { amount: 20000, currency: 'EUR' },
        term: 72,
        annualInterestRate: 6.5,
      });
    });
    const preview = await previewOf(application);
    const lent = await lending.lend(application);
    expect(lent.status, JSON.stringify(lent.body)).toBe(200);
    expect((lent.body as QuoteContext).quote).toMatchObject({ status: 'ISSUED', targetLoanId: loan.id });

    const changed = await readLoan(loan.id);
    // The application showed what LEND stored: the new instalments and the CHANGE transaction's summary,
    // and its issued page still shows them.
    expect(preview.installments.map(asScheduled)).toEqual(
      changed.installments.slice(kept.length).map(asScheduled),
    );
    expect(changed.transactions[1]?.loanSummary).toMatchObject(preview.summary);
    expect(await previewOf(application)).toEqual(preview);
    const expected = loanSchedule({
      calculator: 'annuity',
      principal: (cents(replacedPrincipal) + cents(2000)) / 100,
      currency: 'EUR',
      annualInterestRate: 6.5,
      termMonths: 72 - kept.length,
      issueDate: today(),
      firstPaymentDate: firstPaymentDate(today(), 15),
    });
    expect(changed).toMatchObject({
      status: 'ACTIVE',
      loanAmount: 20000,
      annualInterestRate: 6.5,
      loanTerm: 72,
      monthlyPayment: expected.summary.monthlyPayment,
      endDate: expected.installments.at(-1)?.dueDate,
      activeQuote: null,
    });
    // What fell due stays as it was; the rest is the new schedule.
    expect(changed.installments).toHaveLength(72);
    expect(changed.installments.slice(0, kept.length).map((each) => [each.id, each.dueDate])).toEqual(
      kept.map((each) => [each.id, each.dueDate]),
    );
    expect(changed.installments.slice(kept.length).map((each) => each.dueDate)).toEqual(
      expected.installments.map((each) => each.dueDate),
    );
    // Every cent lent is scheduled once: the 18 000 lent first and the 2 000 the change adds.
    expect(totalOf(changed, 'PRINCIPAL')).toBe(20000);
    // The payment still pays the oldest instalment.
    expect(changed.installments[0]?.lines.some((line) => line.allocations.length > 0)).toBe(true);
    expect(((await call('GET', `/api/loans/${loan.id}/payments`)).body as LoanPayment[]).length).toBe(1);

    expect(changed.transactions.map((each) => [each.sequence, each.actionType, each.quoteId])).toEqual([
      [1, 'NEW', loan.transactions[0]?.quoteId],
      [2, 'CHANGE', application.id],
    ]);
    expect(changed.transactions[1]).toMatchObject({
      issueDate: today(),
      loanAmount: 20000,
      loanSummary: {
        actionPrincipal: expected.summary.actionPrincipal,
        actionInterest: expected.summary.actionInterest,
        monthlyPayment: expected.summary.monthlyPayment,
        apr: expected.summary.apr,
        deltaDisbursed: 2000,
        totalDisbursed: 20000,
        totalPrincipal: 20000,
        totalInterest: totalOf(changed, 'INTEREST'),
      },
    });
    const summary = (await call('GET', `/api/loans/${loan.id}/summary`)).body as LoanContractSummary;
    expect(summary.contractStatus).toBe('ACTIVE');
  });

  it('refuses a change that lowers the amount or ends before what fell due, and changes nothing', async () => {
    // Eight or so instalments fell due: more than the product's shortest term of 6 months.
    const overdue = await lending.overdueLoan();
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query(
        `update loan_installment set due_date = due_date - 150, start_date = start_date - 150,
                end_date = end_date - 150 where loan_id = $1`,
        [overdue.id],
      ),
    );
    const loan = await readLoan(overdue.id);
    const kept = loan.installments.filter((installment) => installment.dueDate <= today()).length;
    const lower = await started(loan, 'change', (data) => {
      (data.loan as Record<string, unknown>).amount = { amount: 17000, currency: 'EUR' };
    });
    expect(await lending.lend(lower)).toMatchObject({
      status: 400,
      body: { validationErrors: { 'loan.amount': ['Must be at least 18000'] } },
    });
    // The application's schedule is refused alike, under the request's names.
    const preview = `/api/loan-applications/${lower.id}/generate-payment-schedule`;
    expect(await call('POST', preview, {})).toMatchObject({
      status: 400,
      body: { validationErrors: { amount: ['Must be at least 18000'] } },
    });
    expect(await call('POST', preview, { currency: 'USD' })).toMatchObject({ status: 400 });
    await reject(lower);
    expect(kept).toBeGreaterThan(6);
    const shorter = await started(loan, 'change', (data) => {
      (data.loan as Record<string, unknown>).term = kept;
    });
    expect(await lending.lend(shorter)).toMatchObject({
      status: 400,
      body: { validationErrors: { 'loan.term': [`Must be at least ${kept + 1}`] } },
    });
    const shorterPreview = `/api/loan-applications/${shorter.id}/generate-payment-schedule`;
    expect(await call('POST', shorterPreview, {})).toMatchObject({
      status: 400,
      body: { validationErrors: { loanTerm: [`Must be at least ${kept + 1}`] } },
    });
    // Terms typed but not saved yet are previewed over the stored ones.
    expect((await previewOf(shorter, { loanTerm: kept + 2 })).installments).toHaveLength(2);
    const after = await readLoan(loan.id);
    expect(after.installments.map((each) => each.id)).toEqual(loan.installments.map((each) => each.id));
    expect(after).toMatchObject({ loanAmount: 18000, loanTerm: 60, version: loan.version });
    expect(after.transactions).toHaveLength(1);
  });

  it('needs the contract operation’s permission to lend a change', async () => {
    const loan = await lending.overdueLoan();
    const application = await started(loan, 'change', () => undefined);
    const lender = await addTestUser(env.server, env.tenant, ['quote:*', 'contract:Read']);
    expect(await lending.lend(application, lender)).toMatchObject({
      status: 403,
      body: { message: 'lackPermission' },
    });
    expect((await readLoan(loan.id)).transactions).toHaveLength(1);
  });

  it('RENEW makes a new loan that settles the old one, which becomes RENEWED', async () => {
    const loan = await lending.overdueLoan();
    const { closingBalance } = (await call('GET', `/api/loans/${loan.id}/summary`))
      .body as Required<LoanContractSummary>;
    const tooLittle = await started(loan, 'renew', (data) => {
      (data.loan as Record<string, unknown>).amount = { amount: 1000, currency: 'EUR' };
    });
    expect(await lending.lend(tooLittle)).toMatchObject({
      status: 400,
      body: { validationErrors: { 'loan.amount': [`Must be at least ${closingBalance}`] } },
    });
    await reject(tooLittle);

    const application = await started(loan, 'renewal', (data) => {
      (data.loan as Record<string, unknown>).amount = { amount: 25000, currency: 'EUR' };
    });
    const lent = await lending.lend(application);
    expect(lent.status, JSON.stringify(lent.body)).toBe(200);
    const { quote } = lent.body as QuoteContext;
    expect(quote).toMatchObject({ status: 'ISSUED', actionType: 'RENEWAL', currentLoanId: loan.id });
    expect(quote.targetLoanId).not.toBe(loan.id);

    const renewal = await readLoan(quote.targetLoanId as string);
    expect(renewal).toMatchObject({
      status: 'ACTIVE',
      applicationId: application.id,
      loanAmount: 25000,
      issueDate: today(),
      contractee: lending.borrower,
    });
    expect(renewal.installments).toHaveLength(60);
    // The tenant's own party (made when its settings were saved) lends the renewal too.
    expect(renewal.parties.map((each) => each.role)).toEqual(['BO', 'GTR', 'LN']);
    expect(renewal.transactions.map((each) => [each.sequence, each.actionType])).toEqual([[1, 'RENEWAL']]);
    const renewed = await readLoan(loan.id);
    expect(renewed).toMatchObject({ status: 'RENEWED', availableOperations: [] });
    expect(renewed.renewedBy).toEqual({ id: renewal.id, contractNr: renewal.contractNr });
    expect(renewal.renewalOf).toEqual({ id: loan.id, contractNr: loan.contractNr });
    expect(loan).toMatchObject({ renewalOf: null, renewedBy: null });
    expect(renewed.transactions.map((each) => each.actionType)).toEqual(['NEW']);
    // The renewal paid off what the loan owed: a full repayment by the borrower today, nothing left due.
    const payments = (await call('GET', `/api/loans/${loan.id}/payments`)).body as LoanPayment[];
    expect(payments.at(-1)).toMatchObject({
      type: 'REGULAR',
      paymentAction: 'FULL_REPAYMENT',
      date: today(),
      amount: closingBalance,
      payer: { id: lending.borrower.id },
    });
    expect(renewed.installments.every((installment) => installment.status === 'PAID')).toBe(true);
    const settled = (await call('GET', `/api/loans/${loan.id}/summary`)).body as LoanContractSummary;
    expect(settled).toMatchObject({ contractStatus: 'RENEWED', closingBalance: 0, overduePayment: 0 });
    expect(settled.nextPaymentDate ?? null).toBeNull();
  });
});
