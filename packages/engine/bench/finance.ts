/**
 * Speed of the money maths: median wall time of a 360-month annuity schedule (aim < 1 ms) and of
 * allocating 1,000 payments over a 360-month loan (aim < 50 ms), each after a warm-up.
 */
import { addDays } from '../src/dates/plainDate.js';
import { allocatePayments } from '../src/finance/allocatePayments.js';
import { loanSchedule, type LoanScheduleInput } from '../src/finance/loanSchedule.js';
import type { Payment } from '../src/finance/types.js';

const MORTGAGE: LoanScheduleInput = {
  calculator: 'annuity',
  principal: 250_000,
  annualInterestRate: 4.5,
  termMonths: 360,
  issueDate: '2026-01-15',
  commissionRate: 1,
};

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function measure(label: string, aim: number, warmUp: number, iterations: number, run: () => unknown): void {
  for (let index = 0; index < warmUp; index++) run();
  const samples: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  const time = median(samples);
  console.log(`${label}: median ${time.toFixed(3)} ms over ${iterations} runs (aim < ${aim} ms)`);
}

/** About three payments a month for 30 years, each a little over a third of an instalment, some late. */
function paymentsFor(monthlyPayment: number): Payment[] {
  return Array.from({ length: 1000 }, (_, index) => ({
    id: `p${index}`,
    type: 'REGULAR',
    allocationOrder: ['PENALTY', 'COMMISSION', 'INTEREST', 'PRINCIPAL'],
    date: addDays(MORTGAGE.issueDate, 20 + index * 11),
    amount: Math.round(monthlyPayment * 37) / 100,
    paymentAction: 'PER_SCHEDULE',
  }));
}

export async function financeBench(): Promise<void> {
  measure('finance: 360-month annuity schedule with summary', 1, 500, 2000, () => loanSchedule(MORTGAGE));
  const { installments, summary } = loanSchedule(MORTGAGE);
  const payments = paymentsFor(summary.monthlyPayment);
  const today = payments.at(-1)?.date ?? MORTGAGE.issueDate;
  measure('finance: allocating 1,000 payments over a 360-month loan', 50, 10, 50, () =>
    allocatePayments({ installments, payments, currency: 'EUR', today }),
  );
}
