import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectedOf,
  loanBookCommands,
  type InvoiceDraft,
  type LoanBook,
  type LoanModel,
  type PaymentDraft,
} from '../../test-support/loanBookModel.js';
import { addDays, plainDate } from '../dates/plainDate.js';
import { allocatePayments, type PaymentAllocationResult } from './allocatePayments.js';
import { loanSchedule } from './loanSchedule.js';
import type { Installment, Payment } from './types.js';

/**
 * A loan kept as the server keeps it: the replay of each change stored on the instalments (allocations,
 * penalty lines, statuses) and fed to the next replay, which must recalculate rather than trust it. Each
 * payment is previewed before it is stored, and the preview must be what is stored.
 */
class StoredReplayBook implements LoanBook {
  private stored: Installment[];
  private readonly saved: Payment[] = [];
  private added = 0;

  constructor(
    schedule: readonly Installment[],
    private readonly currency: string,
    private readonly today: string,
  ) {
    this.stored = [...schedule];
  }

  private replay(payment?: Payment): PaymentAllocationResult {
    return allocatePayments({
      installments: this.stored,
      payments: this.saved,
      ...(payment === undefined ? {} : { payment }),
      currency: this.currency,
      today: this.today,
    });
  }

  private store(): PaymentAllocationResult {
    const result = this.replay();
    this.stored = result.installments;
    return result;
  }

  addPayment(draft: PaymentDraft) {
    this.added += 1;
    const payment = { ...draft, id: `p${this.added}`, createdAt: String(this.added).padStart(4, '0') };
    const preview = this.replay(payment);
    this.saved.push(payment);
    const result = this.store();
    expect(result).toEqual(preview);
    return Promise.resolve({ id: payment.id, result });
  }

  deletePayment(id: string) {
    expect(this.saved.at(-1)?.id).toBe(id);
    this.saved.pop();
    return Promise.resolve(this.store());
  }

  addInvoice(invoice: InvoiceDraft) {
    this.added += 1;
    const id = `i${this.added}`;
    this.stored = [...this.stored, { ...invoice, id }];
    return Promise.resolve({ id, result: this.store() });
  }

  deleteInvoice(id: string) {
    this.stored = this.stored.filter((installment) => installment.id !== id);
    return Promise.resolve(this.store());
  }
}

/** A loan from the schedule calculator, evaluated some days after its issue. */
const loans = fc
  .record({
    calculator: fc.constantFrom('annuity' as const, 'amortized' as const),
    principalCents: fc.integer({ min: 50_000, max: 3_000_000 }),
    annualInterestRate: fc.double({ min: 0, max: 25, noNaN: true }),
    termMonths: fc.integer({ min: 1, max: 18 }),
    commissionRate: fc.constantFrom(0, 0, 1.5),
    issueDate: fc.integer({ min: 0, max: 700 }).map((offset) => addDays(plainDate(2025, 1, 1), offset)),
    daysSinceIssue: fc.integer({ min: 1, max: 500 }),
  })
  .map(({ principalCents, daysSinceIssue, ...terms }) => {
    const principal = principalCents / 100;
    const { installments } = loanSchedule({ ...terms, principal });
    return {
      daysSinceIssue,
      principal,
      schedule: installments.map((installment, index) => ({ ...installment, id: `s${index}` })),
      today: addDays(terms.issueDate, daysSinceIssue),
    };
  });

describe('payments and invoices on a loan — model-based', () => {
  it('any interleaving of adding and deleting the latest payment (regular, discount, full repayment) or invoice leaves the replay of what is left', async () => {
    await fc.assert(
      fc.asyncProperty(
        loans.chain((loan) =>
          fc.tuple(
            fc.constant(loan),
            loanBookCommands(
              { maxDaysAgo: loan.daysSinceIssue, maxCents: 150_000, maxCommands: 12 },
              (actual, expected) => expect(actual).toEqual(expected),
            ),
          ),
        ),
        async ([loan, commands]) => {
          const model: LoanModel = {
            currency: 'EUR',
            today: loan.today,
            schedule: loan.schedule,
            payments: [],
            invoices: [],
            fullRepayment: loan.principal * 3,
          };
          // The book starts as the model says the loan stands.
          expect(expectedOf(model).installments).toHaveLength(loan.schedule.length);
          await fc.asyncModelRun(
            () => ({ model, real: new StoredReplayBook(loan.schedule, 'EUR', loan.today) }),
            commands,
          );
        },
      ),
      { numRuns: 300 },
    );
    // Hundreds of loans, each replayed after every one of up to a dozen changes.
  }, 120_000);
});
