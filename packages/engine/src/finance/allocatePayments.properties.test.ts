import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, plainDate } from '../dates/plainDate.js';
import { toMinorUnits } from '../money/money.js';
import {
  allocatePayments,
  type AllocatePaymentsInput,
  type PaymentAllocationResult,
} from './allocatePayments.js';
import { loanSchedule } from './loanSchedule.js';
import { INSTALLMENT_LINE_TYPES, type Payment } from './types.js';

const minor = (amount: number) => toMinorUnits(amount, 'EUR');

const paymentDraft = fc.record({
  dayOffset: fc.integer({ min: 0, max: 800 }),
  cents: fc.integer({ min: 0, max: 300_000 }),
  type: fc.constantFrom('REGULAR', 'REGULAR', 'REGULAR', 'DISCOUNT'),
  action: fc.constantFrom(
    'PER_SCHEDULE',
    'PER_SCHEDULE',
    'PER_SCHEDULE',
    'PER_SCHEDULE',
    'FULL_REPAYMENT',
    'CESSION',
    'WRITEOFF',
  ),
  order: fc.shuffledSubarray([...INSTALLMENT_LINE_TYPES], { minLength: 1 }),
  disablePenaltyCap: fc.boolean(),
});

/** A loan from the schedule calculator, its payments in replay order and the product's penalty settings. */
const scenario = fc
  .record({
    calculator: fc.constantFrom('annuity' as const, 'amortized' as const),
    principalCents: fc.integer({ min: 10_000, max: 5_000_000 }),
    annualInterestRate: fc.double({ min: 0, max: 30, noNaN: true }),
    termMonths: fc.integer({ min: 1, max: 24 }),
    issueDate: fc.integer({ min: 0, max: 700 }).map((offset) => addDays(plainDate(2025, 1, 1), offset)),
    payments: fc.array(paymentDraft, { maxLength: 8 }),
    todayOffset: fc.integer({ min: 0, max: 900 }),
    penalties: fc.record({
      dailyRate: fc.double({ min: 0, max: 0.2, noNaN: true }),
      capPercentOfPrincipal: fc.integer({ min: 0, max: 20 }),
      graceDays: fc.integer({ min: 0, max: 10 }),
    }),
  })
  .map(({ principalCents, payments, todayOffset, ...loan }) => {
    const principal = principalCents / 100;
    const { installments } = loanSchedule({ ...loan, principal });
    const ordered: Payment[] = [...payments]
      .sort((a, b) => a.dayOffset - b.dayOffset)
      .map((draft, index) => ({
        id: `p${index}`,
        type: draft.type as Payment['type'],
        allocationOrder: draft.order,
        date: addDays(loan.issueDate, draft.dayOffset),
        createdAt: String(index).padStart(3, '0'),
        // A full repayment is given more than the loan can owe: principal, interest and capped penalties.
        amount: draft.action === 'FULL_REPAYMENT' ? principal * 3 : draft.cents / 100,
        paymentAction: (draft.type === 'DISCOUNT'
          ? 'PER_SCHEDULE'
          : draft.action) as Payment['paymentAction'],
        disablePenaltyCap: draft.disablePenaltyCap,
      }));
    return {
      principal,
      input: {
        installments,
        payments: ordered,
        currency: 'EUR',
        today: addDays(loan.issueDate, todayOffset),
        penalties: loan.penalties,
        contractStatus: 'TERMINATED',
      } satisfies AllocatePaymentsInput,
    };
  });

/** Every cent of a payment, on instalment lines and held or returned, in minor units. */
function accounted(result: PaymentAllocationResult, payment: string | null) {
  let onLines = 0;
  for (const installment of result.installments) {
    for (const line of installment.lines) {
      for (const allocation of line.allocations)
        if (allocation.payment === payment) onLines += minor(allocation.amount);
    }
  }
  const orphaned = result.orphanPayments
    .filter((orphan) => orphan.payment === payment)
    .reduce((sum, orphan) => sum + minor(orphan.amount), 0);
  return { onLines, orphaned };
}

describe('allocatePayments — properties', () => {
  it('never allocates more than a payment, and accounts for all of it', () => {
    fc.assert(
      fc.property(scenario, ({ input }) => {
        const result = allocatePayments(input);
        for (const payment of input.payments) {
          const { onLines, orphaned } = accounted(result, payment.id ?? null);
          expect(onLines).toBeLessThanOrEqual(minor(payment.amount));
          expect(onLines + orphaned).toBe(minor(payment.amount));
        }
        for (const installment of result.installments) {
          for (const line of installment.lines) {
            const allocated = line.allocations.reduce((sum, { amount }) => sum + minor(amount), 0);
            expect(allocated).toBeLessThanOrEqual(minor(line.amount));
          }
        }
      }),
    );
  });

  it('restores exactly the previous result when the latest payment is deleted', () => {
    fc.assert(
      fc.property(
        scenario.filter(({ input }) => input.payments.length > 0),
        ({ input }) => {
          const earlier = input.payments.slice(0, -1);
          const latest = input.payments.at(-1) as Payment;
          const before = allocatePayments({ ...input, payments: earlier });
          const withLatest = allocatePayments({ ...input, payments: earlier, payment: latest });
          expect(allocatePayments(input)).toEqual(withLatest);
          const afterDelete = allocatePayments({
            ...input,
            installments: withLatest.installments,
            payments: earlier,
          });
          expect(afterDelete).toEqual(before);
        },
      ),
    );
  });

  it('closes an open loan with a full repayment of exactly its closing balance', () => {
    fc.assert(
      fc.property(scenario, ({ input }) => {
        const result = allocatePayments(input);
        fc.pre(result.loanActualInfo.contractStatus === 'TERMINATED');
        const day = [input.today, ...input.payments.map(({ date }) => date)].sort().at(-1) as string;
        const full: Payment = {
          id: 'full',
          type: 'REGULAR',
          allocationOrder: ['PRINCIPAL'],
          date: day,
          amount: result.loanActualInfo.closingBalance,
          paymentAction: 'FULL_REPAYMENT',
        };
        const repaid = allocatePayments({ ...input, today: day, payment: full });
        expect(repaid.loanActualInfo.contractStatus).toBe('REPAID');
        expect(accounted(repaid, 'full')).toEqual({ onLines: minor(full.amount), orphaned: 0 });
      }),
    );
  });

  it('splits the principal between paid and remaining while the loan runs', () => {
    fc.assert(
      fc.property(scenario, ({ principal, input }) => {
        const { loanActualInfo } = allocatePayments(input);
        fc.pre(loanActualInfo.contractStatus === 'TERMINATED');
        expect(minor(loanActualInfo.paidPrincipal) + minor(loanActualInfo.remainingPrincipal)).toBe(
          minor(principal),
        );
      }),
    );
  });
});
