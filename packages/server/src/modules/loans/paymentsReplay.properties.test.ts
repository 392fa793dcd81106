import type {
  Loan,
  LoanContractSummary,
  LoanInstallment,
  LoanPayment,
  LoanPaymentCalculation,
  PaymentAllocationResult,
} from '@coverline/engine';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loanBookCommands,
  type InvoiceDraft,
  type LoanBook,
  type LoanModel,
  type PaymentDraft,
} from '../../../../engine/test-support/loanBookModel.js';
import { lendingSetup, tenantToday, type LendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';

const DAY_MS = 86_400_000;

/** Payments within the overdue loan's 100 days, in date order as the rules require, of 0.01 to 400.00. */
const paymentsDrafts = fc
  .array(
    fc.record({ daysAgo: fc.integer({ min: 0, max: 99 }), cents: fc.integer({ min: 1, max: 40_000 }) }),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((drafts) => [...drafts].sort((a, b) => b.daysAgo - a.daysAgo));

describe('loan payments replay (properties)', () => {
  const env = signedInTenant('replay');
  const { call } = env;
  let lending: LendingSetup;

  beforeAll(async () => {
    lending = await lendingSetup(env, 'replay');
  });

  const daysBefore = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

  const pay = async (loanId: string, body: Record<string, unknown>) => {
    const { version } = (await call('GET', `/api/loans/${loanId}`)).body as Loan;
    const paid = await call('POST', `/api/loans/${loanId}/payments`, {
      type: 'REGULAR',
      allocationOrder: ['PENALTY', 'COMMISSION', 'INTEREST', 'PRINCIPAL'],
      paymentAction: 'PER_SCHEDULE',
      date: tenantToday(),
      version,
      ...body,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return paid.body as LoanPaymentCalculation;
  };

  /** What a user sees of the loan: its status, each instalment's status, days late and paid lines, its summary. */
  const stateOf = async (loanId: string) => {
    const loan = (await call('GET', `/api/loans/${loanId}`)).body as Loan;
    const summary = (await call('GET', `/api/loans/${loanId}/summary`)).body as LoanContractSummary;
    return {
      status: loan.status,
      installments: loan.installments.map(({ status, daysLate, lines }) => ({ status, daysLate, lines })),
      summary,
    };
  };

  it('adding payments and deleting the latest of them leaves the loan as if they were never added; paying the closing balance repays it', async () => {
    await fc.assert(
      fc.asyncProperty(paymentsDrafts, fc.nat(), async (drafts, keepSeed) => {
        const loan = await lending.overdueLoan();
        const kept = keepSeed % drafts.length;
        const today = tenantToday();
        const payAll = async (part: typeof drafts) => {
          for (const { daysAgo, cents } of part) {
            await pay(loan.id, { date: daysBefore(today, daysAgo), amount: cents / 100 });
          }
        };

        await payAll(drafts.slice(0, kept));
        const before = await stateOf(loan.id);
        await payAll(drafts.slice(kept));
        const payments = (await call('GET', `/api/loans/${loan.id}/payments`)).body as LoanPayment[];
        for (const latest of payments.slice(kept).reverse()) {
          const deleted = await call('DELETE', `/api/loans/${loan.id}/payments/${latest.id}`);
          expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
        }
        expect(await stateOf(loan.id)).toEqual(before);

        const { closingBalance } = before.summary as Required<LoanContractSummary>;
        const repaid = await pay(loan.id, { amount: closingBalance, paymentAction: 'FULL_REPAYMENT' });
        expect(repaid.loanActualInfo).toMatchObject({ contractStatus: 'REPAID', closingBalance: 0 });
        expect(((await call('GET', `/api/loans/${loan.id}`)).body as Loan).status).toBe('REPAID');
      }),
      // Each run lends a loan and posts up to eight payments on the real database: a few runs take seconds.
      { numRuns: 3 },
    );
  });

  /** What the server and the engine both say of a loan: ids, dates, statuses, lines by type, the summary. */
  const projection = (result: PaymentAllocationResult | LoanPaymentCalculation) => ({
    installments: result.installments.map((installment) => ({
      id: installment.id,
      dueDate: installment.dueDate,
      status: installment.status,
      daysLate: installment.daysLate,
      lines: [...installment.lines]
        .sort((a, b) => a.type.localeCompare(b.type))
        .map(({ type, amount, allocations }) => ({ type, amount, allocations })),
    })),
    orphanPayments: result.orphanPayments,
    loanActualInfo: { ...result.loanActualInfo, currency: undefined },
  });

  /** The loan on the server: each change by its route, with the version the last answer gave. */
  const serverBook = (loan: Loan, known: () => readonly string[]): LoanBook => {
    let { version } = loan;
    const answered = (response: { status: number; body: unknown }) => {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const calculation = response.body as LoanPaymentCalculation;
      ({ version } = calculation);
      return calculation as unknown as PaymentAllocationResult;
    };
    return {
      async addPayment(draft: PaymentDraft) {
        const result = answered(await call('POST', `/api/loans/${loan.id}/payments`, { ...draft, version }));
        const payments = (await call('GET', `/api/loans/${loan.id}/payments`)).body as LoanPayment[];
        return { id: payments.at(-1)?.id as string, result };
      },
      deletePayment: async (id) =>
        answered(await call('DELETE', `/api/loans/${loan.id}/payments/${id}?version=${version}`)),
      async addInvoice(invoice: InvoiceDraft) {
        const result = answered(
          await call('POST', `/api/contract/${loan.id}/installment`, { ...invoice, status: 'NEW', version }),
        );
        const added = result.installments.find((each) => !known().includes(each.id as string));
        return { id: added?.id as string, result };
      },
      deleteInvoice: async (id) =>
        answered(await call('DELETE', `/api/contract/${loan.id}/installment/${id}?version=${version}`)),
    };
  };

  /** A stored instalment as scheduled (what the replay starts from): no penalty, amounts as scheduled. */
  const scheduled = ({ id, dueDate, startDate, endDate, lines }: LoanInstallment) => ({
    id,
    dueDate,
    startDate,
    endDate,
    lines: lines
      .filter((line) => line.type !== 'PENALTY')
      .map((line) => ({ type: line.type, amount: line.scheduledAmount ?? line.amount })),
  });

  it('any interleaving of adding and deleting the latest payment (regular, discount, full repayment) or invoice leaves the replay of what is left', async () => {
    await fc.assert(
      fc.asyncProperty(
        loanBookCommands({ maxDaysAgo: 99, maxCents: 60_000, maxCommands: 8 }, (actual, expected) =>
          expect(projection(actual)).toEqual(projection(expected)),
        ),
        async (commands) => {
          const loan = await lending.overdueLoan();
          const model: LoanModel = {
            currency: loan.currency,
            today: tenantToday(),
            schedule: loan.installments.map(scheduled),
            payments: [],
            invoices: [],
            fullRepayment: loan.loanAmount * 3,
          };
          const known = () => [...model.schedule, ...model.invoices].map((each) => each.id as string);
          await fc.asyncModelRun(() => ({ model, real: serverBook(loan, known) }), commands);
        },
      ),
      // Each run lends a loan and makes up to eight changes on the real database: a few runs take seconds.
      { numRuns: 3 },
    );
  });
});
