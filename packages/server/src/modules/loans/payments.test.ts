import type { Loan, LoanContractSummary, LoanPayment, LoanPaymentCalculation } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { lendingSetup, tenantToday, type LendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser } from '../../../test/support/tenants.js';

const today = tenantToday;
const ORDER = ['PENALTY', 'COMMISSION', 'INTEREST', 'PRINCIPAL'];

describe('loan payments', () => {
  const env = signedInTenant('pay', { other: true });
  const { call } = env;
  let lending: LendingSetup;

  const overdueLoan = () => lending.overdueLoan();
  const totalOf = (loan: Loan, index: number) =>
    (loan.installments[index]?.lines ?? []).reduce((sum, line) => sum + Math.round(line.amount * 100), 0) /
    100;
  const payment = (amount: number, changes: Record<string, unknown> = {}) => ({
    type: 'REGULAR',
    date: today(),
    amount,
    allocationOrder: ORDER,
    paymentAction: 'PER_SCHEDULE',
    ...changes,
  });
  const pay = (loan: { id: string }, body: unknown, user = env.tenant.admin) =>
    call('POST', `/api/loans/${loan.id}/payments`, body, user);

  beforeAll(async () => {
    lending = await lendingSetup(env, 'pay');
  });

  it('records the tenant’s own party as a discount’s payer whatever the client names, and the borrower by default', async () => {
    const loan = await overdueLoan();
    const discount = payment(1, { type: 'DISCOUNT', payer: { id: lending.guarantor.id } });
    // The tenant's own party is the LEGAL party with the registration number of its settings (the examples'),
    // made when the settings were saved: without it, 409.
    const registrationNumber = (number: string) =>
      env.server.db.withTenant(env.tenant.id, (tx) =>
        tx.query(
          `update tenant_settings set settings = jsonb_set(settings, '{companyRegistrationNumber}', to_jsonb($1::text))`,
          [number],
        ),
      );
    await registrationNumber('40003000000');
    const missing = await pay(loan, { ...discount, version: loan.version });
    expect(missing.status, JSON.stringify(missing.body)).toBe(409);
    expect(missing.body).toMatchObject({ message: 'tenantPartyMissing' });
    await registrationNumber('40003123456');
    const found = await call('GET', '/api/parties/find?search=40003123456');
    const tenantParty = (found.body as { items: { id: string }[] }).items[0] as { id: string };

    const discounted = await pay(loan, { ...discount, version: loan.version });
    expect(discounted.status, JSON.stringify(discounted.body)).toBe(200);
    const regular = await pay(loan, {
      ...payment(10),
      version: (discounted.body as LoanPaymentCalculation).version,
    });
    expect(regular.status, JSON.stringify(regular.body)).toBe(200);
    const payments = (await call('GET', `/api/loans/${loan.id}/payments`)).body as LoanPayment[];
    expect(payments.map((each) => [each.type, each.allocationOrder, each.payer?.id])).toEqual([
      ['DISCOUNT', ['PENALTY'], tenantParty.id],
      ['REGULAR', ORDER, lending.borrower.id],
    ]);
    expect(payments[0]?.payer).toMatchObject({ name: 'Coverline Demo SIA', partyType: 'LEGAL' });
  });

  it('pays the oldest overdue instalment first, and stores the replay on the loan', async () => {
    const loan = await overdueLoan();
    const before = (await call('GET', `/api/loans/${loan.id}/summary`)).body as Required<LoanContractSummary>;
    expect(before.overduePayment).toBeGreaterThan(0);
    expect(before.daysLate).toBeGreaterThan(0);
    expect(before.unpaidPenalties).toBeGreaterThan(0);

    const paid = await pay(loan, {
      ...payment((Math.round(totalOf(loan, 0) * 100) + Math.round(before.unpaidPenalties * 100)) / 100),
      version: loan.version,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const result = paid.body as LoanPaymentCalculation;
    expect(result.version).toBe(loan.version + 1);
    expect(result.installments[0]).toMatchObject({ status: 'PAID' });
    expect(result.installments[0]?.daysLate).toBeGreaterThan(0);

    const payments = (await call('GET', `/api/loans/${loan.id}/payments`)).body as LoanPayment[];
    expect(payments).toEqual([
      expect.objectContaining({ type: 'REGULAR', date: today(), paymentAction: 'PER_SCHEDULE' }),
    ]);
    const stored = (await call('GET', `/api/loans/${loan.id}`)).body as Loan;
    expect(stored.version).toBe(result.version);
    expect(stored.installments[0]).toEqual(result.installments[0]);
    expect(stored.installments[0]?.lines.find((line) => line.type === 'PRINCIPAL')?.allocations).toEqual([
      expect.objectContaining({ status: 'ALLOCATED', payment: payments[0]?.id }),
    ]);
    // The contract summary is the same replay's.
    const after = (await call('GET', `/api/loans/${loan.id}/summary`)).body as Required<LoanContractSummary>;
    expect(after).toEqual({ ...result.loanActualInfo });
    expect(after.paidPrincipal).toBeGreaterThan(0);
    expect(after.overduePayment).toBeLessThan(before.overduePayment);
  });

  it('shows the instalments as of today, not as of the last payment: unpaid ones are overdue by the days since due', async () => {
    const loan = await overdueLoan();
    const summary = (await call('GET', `/api/loans/${loan.id}/summary`))
      .body as Required<LoanContractSummary>;
    const overdue = loan.installments.filter((installment) => installment.dueDate < today());
    expect(overdue.length).toBeGreaterThan(0);
    for (const installment of overdue) {
      const daysSinceDue = (Date.parse(today()) - Date.parse(installment.dueDate)) / 86_400_000;
      expect(installment).toMatchObject({ status: 'OVERDUE', daysLate: daysSinceDue });
    }
    expect(loan.installments[overdue.length]?.status).toBe('ISSUED');
    expect(summary.daysLate).toBe(overdue[0]?.daysLate);
  });

  it('serialises two payments posted at once on one loan: the second finds the version changed', async () => {
    const loan = await overdueLoan();
    const answers = await Promise.all([
      pay(loan, { ...payment(20), version: loan.version }),
      pay(loan, { ...payment(30), version: loan.version }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(((await call('GET', `/api/loans/${loan.id}/payments`)).body as unknown[]).length).toBe(1);
  });

  it('previews a payment without storing anything, whether the call says dryRun or not', async () => {
    const loan = await overdueLoan();
    const historyCount = async () =>
      ((await call('GET', `/api/history/contract/${loan.id}`)).body as { count: number }).count;
    const journalled = await historyCount();
    const previews = [];
    for (const query of ['?dryRun=true', '', '?dryRun=false']) {
      const preview = await call('POST', `/api/loans/${loan.id}/payments/calculate${query}`, payment(100));
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      previews.push(preview.body as LoanPaymentCalculation);
    }
    // The same calculation each time, of the loan as it stands.
    expect(previews[1]).toEqual(previews[0]);
    expect(previews[2]).toEqual(previews[0]);
    expect(previews[0]?.version).toBe(loan.version);
    expect((await call('GET', `/api/loans/${loan.id}/payments`)).body).toEqual([]);
    const after = (await call('GET', `/api/loans/${loan.id}`)).body as Loan;
    expect(after.version).toBe(loan.version);
    expect(after.installments).toEqual(loan.installments);
    expect(await historyCount()).toBe(journalled);
  });

  it('refuses to delete a payment or an invoice of a loan changed since the caller read it (409), changing nothing', async () => {
    const loan = await overdueLoan();
    const paid = (await pay(loan, { ...payment(20), version: loan.version })).body as LoanPaymentCalculation;
    const invoiced = await call('POST', `/api/contract/${loan.id}/installment`, {
      lines: [{ type: 'DEBT_COLLECTION', amount: 5 }],
      version: paid.version,
    });
    expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(200);
    const { version } = invoiced.body as LoanPaymentCalculation;
    const [latest] = (await call('GET', `/api/loans/${loan.id}/payments`)).body as LoanPayment[];
    const invoice = (invoiced.body as LoanPaymentCalculation).installments.find((each) =>
      each.lines.some((line) => line.type === 'DEBT_COLLECTION'),
    );
    // Read before the invoice was added: stale.
    const stale = paid.version;
    expect(
      await call('DELETE', `/api/loans/${loan.id}/payments/${latest?.id}?version=${stale}`),
    ).toMatchObject({ status: 409, body: { message: 'Data was updated or deleted by another transaction' } });
    expect(
      await call('DELETE', `/api/contract/${loan.id}/installment/${invoice?.id}?version=${stale}`),
    ).toMatchObject({ status: 409, body: { message: 'Data was updated or deleted by another transaction' } });
    const unchanged = (await call('GET', `/api/loans/${loan.id}`)).body as Loan;
    expect(unchanged.version).toBe(version);
    expect(unchanged.installments).toHaveLength(61);
    expect((await call('GET', `/api/loans/${loan.id}/payments`)).body).toHaveLength(1);
    expect(await call('DELETE', `/api/loans/${loan.id}/payments/${latest?.id}?version=x`)).toMatchObject({
      status: 400,
    });

    // At the version read, each goes.
    const withoutInvoice = await call(
      'DELETE',
      `/api/contract/${loan.id}/installment/${invoice?.id}?version=${version}`,
    );
    expect(withoutInvoice.status, JSON.stringify(withoutInvoice.body)).toBe(200);
    const next = (withoutInvoice.body as LoanPaymentCalculation).version;
    expect(
      (await call('DELETE', `/api/loans/${loan.id}/payments/${latest?.id}?version=${next}`)).status,
    ).toBe(200);
  });

  it('refuses a stale version, a date in the future or before the latest payment, and closing actions on an active loan', async () => {
    const loan = await overdueLoan();
    expect((await pay(loan, payment(10))).status).toBe(400);
    expect(await pay(loan, { ...payment(10), version: loan.version + 5 })).toMatchObject({ status: 409 });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await pay(loan, { ...payment(10, { date: tomorrow }), version: loan.version })).toMatchObject({
      status: 400,
      body: { validationErrors: { date: [expect.any(String)] } },
    });
    expect(
      await pay(loan, { ...payment(10, { paymentAction: 'WRITEOFF' }), version: loan.version }),
    ).toMatchObject({ status: 400, body: { validationErrors: { paymentAction: [expect.any(String)] } } });
    expect((await pay(loan, { ...payment(-1), version: loan.version })).status).toBe(400);
    expect((await pay(loan, { ...payment(1.234), version: loan.version })).status).toBe(400);
    const first = (await pay(loan, { ...payment(10), version: loan.version })).body as LoanPaymentCalculation;
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await pay(loan, { ...payment(10, { date: yesterday }), version: first.version })).toMatchObject({
      status: 400,
      body: { validationErrors: { date: [expect.any(String)] } },
    });
    expect(((await call('GET', `/api/loans/${loan.id}/payments`)).body as unknown[]).length).toBe(1);
  });

  it('deletes only the latest payment, giving back the result from before it', async () => {
    const loan = await overdueLoan();
    const first = (await pay(loan, { ...payment(150), version: loan.version }))
      .body as LoanPaymentCalculation;
    const second = (await pay(loan, { ...payment(90), version: first.version }))
      .body as LoanPaymentCalculation;
    const [older, latest] = (await call('GET', `/api/loans/${loan.id}/payments`)).body as LoanPayment[];
    expect(await call('DELETE', `/api/loans/${loan.id}/payments/${older?.id}`)).toMatchObject({
      status: 409,
      body: { message: 'notLatestPayment' },
    });
    const deleted = await call('DELETE', `/api/loans/${loan.id}/payments/${latest?.id}`);
    expect(deleted.status).toBe(200);
    const after = deleted.body as LoanPaymentCalculation;
    expect(after.version).toBe(second.version + 1);
    expect({ ...after, version: 0 }).toEqual({ ...first, version: 0 });
  });

  it('a full repayment of the closing balance makes the loan REPAID, whose payments then stay', async () => {
    const loan = await overdueLoan();
    const summary = (await call('GET', `/api/loans/${loan.id}/summary`))
      .body as Required<LoanContractSummary>;
    expect(
      await pay(loan, {
        ...payment(summary.closingBalance - 1, { paymentAction: 'FULL_REPAYMENT' }),
        version: loan.version,
      }),
    ).toMatchObject({ status: 400, body: { validationErrors: { amount: [expect.any(String)] } } });
    const repaid = await pay(loan, {
      ...payment(summary.closingBalance, { paymentAction: 'FULL_REPAYMENT' }),
      version: loan.version,
    });
    expect(repaid.status, JSON.stringify(repaid.body)).toBe(200);
    expect((repaid.body as LoanPaymentCalculation).loanActualInfo).toMatchObject({
      contractStatus: 'REPAID',
      closingBalance: 0,
    });
    const closed = (await call('GET', `/api/loans/${loan.id}`)).body as Loan;
    expect(closed.status).toBe('REPAID');
    // No invoices on a closed loan.
    expect(
      (
        await call('POST', `/api/contract/${loan.id}/installment`, {
          lines: [{ type: 'AMENDMENT_FEE', amount: 5 }],
          version: closed.version,
        })
      ).status,
    ).toBe(409);
    const [only] = (await call('GET', `/api/loans/${loan.id}/payments`)).body as LoanPayment[];
    expect((await call('DELETE', `/api/loans/${loan.id}/payments/${only?.id}`)).status).toBe(409);
    expect((await pay(loan, { ...payment(1), version: closed.version })).status).toBe(409);
  });

  it('adds an invoice (NEW, due today, a month long by default) and deletes it while nothing is on it, not once paid', async () => {
    const loan = await overdueLoan();
    const invoice = (body: unknown) => call('POST', `/api/contract/${loan.id}/installment`, body);
    expect((await invoice({ lines: [{ type: 'PRINCIPAL', amount: 5 }], version: loan.version })).status).toBe(
      400,
    );
    expect(
      (await invoice({ lines: [{ type: 'DEBT_COLLECTION', amount: -5 }], version: loan.version })).status,
    ).toBe(400);
    expect(
      (await invoice({ lines: [{ type: 'DEBT_COLLECTION', amount: 5 }], version: loan.version + 1 })).status,
    ).toBe(409);
    const added = await invoice({
      lines: [{ type: 'DEBT_COLLECTION', amount: 25.5 }],
      version: loan.version,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const result = added.body as LoanPaymentCalculation;
    expect(result.installments).toHaveLength(61);
    const fee = result.installments.find((each) =>
      each.lines.some((line) => line.type === 'DEBT_COLLECTION'),
    );
    expect(fee).toMatchObject({
      dueDate: today(),
      startDate: today(),
      lines: [{ type: 'DEBT_COLLECTION', amount: 25.5, allocations: [] }],
    });
    expect((fee?.endDate ?? '') > today()).toBe(true);
    expect(result.loanActualInfo.unpaidExtra).toBe(25.5);

    const scheduled = loan.installments[0]?.id as string;
    expect(await call('DELETE', `/api/contract/${loan.id}/installment/${scheduled}`)).toMatchObject({
      status: 409,
      body: { message: 'installmentNotDeletable' },
    });
    const deleted = await call('DELETE', `/api/contract/${loan.id}/installment/${fee?.id}`);
    expect(deleted.status).toBe(200);
    expect((deleted.body as LoanPaymentCalculation).installments).toHaveLength(60);
    expect((deleted.body as LoanPaymentCalculation).loanActualInfo.unpaidExtra).toBe(0);

    // An invoice that a payment paid stays: the allocation is history.
    // Due the day before the oldest instalment, it is paid first.
    const oldest = new Date(Date.parse(loan.installments[0]?.dueDate as string) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const owed = await invoice({
      lines: [{ type: 'AMENDMENT_FEE', amount: 10 }],
      dueDate: oldest,
      startDate: oldest,
      version: (deleted.body as LoanPaymentCalculation).version,
    });
    expect(owed.status, JSON.stringify(owed.body)).toBe(200);
    const paid = (await pay(loan, { ...payment(10), version: (owed.body as LoanPaymentCalculation).version }))
      .body as LoanPaymentCalculation;
    const paidFee = paid.installments.find((each) =>
      each.lines.some((line) => line.type === 'AMENDMENT_FEE'),
    );
    expect(paidFee?.lines[0]?.allocations.length).toBeGreaterThan(0);
    expect(await call('DELETE', `/api/contract/${loan.id}/installment/${paidFee?.id}`)).toMatchObject({
      status: 409,
      body: { message: 'installmentNotDeletable' },
    });
  });

  it('needs the payment permissions, keeps tenants apart and shows a partner no schedule', async () => {
    const loan = await overdueLoan();
    const reader = await addTestUser(env.server, env.tenant, ['contract:Read', 'contract:FindPayments']);
    expect(await pay(loan, { ...payment(10), version: loan.version }, reader)).toMatchObject({
      status: 403,
      body: { message: 'lackPermission' },
    });
    expect((await call('GET', `/api/loans/${loan.id}/payments`, undefined, reader)).status).toBe(200);
    const other = env.other.admin;
    expect((await call('GET', `/api/loans/${loan.id}/payments`, undefined, other)).status).toBe(404);
    expect((await pay(loan, { ...payment(10), version: loan.version }, other)).status).toBe(404);
    const partner = await addTestUser(env.server, env.tenant, ['contract:*', 'PartnerRestriction']);
    const seen = (await call('POST', `/api/loans/${loan.id}/payments/calculate`, payment(10), partner))
      .body as LoanPaymentCalculation;
    expect(seen.installments).toEqual([]);
    expect(Object.keys(seen.loanActualInfo).sort()).toEqual(['contractStatus', 'currency', 'daysLate']);
  });
});
