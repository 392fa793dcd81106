import { describe, expect, it } from 'vitest';
import { externalLoanSchedule, type ExternalInstallment } from './externalLoanSchedule.js';
import { loanSchedule, type LoanScheduleInput, type ScheduledInstallment } from './loanSchedule.js';

const TERMS = {
  principal: 10000,
  currency: 'EUR',
  annualInterestRate: 9.5,
  termMonths: 24,
  issueDate: '2026-03-10',
  firstPaymentDate: '2026-04-25',
  commissionRate: 1.5,
} satisfies Omit<LoanScheduleInput, 'calculator'>;

const amountOf = (installment: ScheduledInstallment, type: string) =>
  installment.lines.find((line) => line.type === type)?.amount;

/** The engine's own schedule as a calculator would answer it. */
const answered = (input: Omit<LoanScheduleInput, 'calculator'>, calculator: 'annuity' | 'amortized') =>
  loanSchedule({ ...input, calculator }).installments.map((installment): ExternalInstallment => ({
    dueDate: installment.dueDate,
    startDate: installment.startDate,
    endDate: installment.endDate,
    principal: amountOf(installment, 'PRINCIPAL') ?? 0,
    interest: amountOf(installment, 'INTEREST') ?? 0,
    ...(amountOf(installment, 'COMMISSION') === undefined
      ? {}
      : { commission: amountOf(installment, 'COMMISSION') }),
  }));

describe('externalLoanSchedule', () => {
  it('sums an answered schedule exactly as the engine sums its own: the same lines, summary, IRR and APR', () => {
    for (const calculator of ['annuity', 'amortized'] as const) {
      for (const addCommissionToLoanAmount of [false, true]) {
        const input = { ...TERMS, addCommissionToLoanAmount };
        const own = loanSchedule({ ...input, calculator });
        const external = externalLoanSchedule(input, answered(input, calculator));
        expect(external.installments).toEqual(own.installments);
        const { monthlyPayment, ...rest } = external.summary;
        const { monthlyPayment: ownMonthly, ...ownRest } = own.summary;
        expect(rest).toEqual(ownRest);
        // The amortized schedule's payments fall month by month: its first is the engine's monthly payment.
        if (calculator === 'annuity') expect(monthlyPayment).toBe(ownMonthly);
      }
    }
  });

  it('refuses an answer that does not keep the terms asked for', () => {
    const good = answered(TERMS, 'annuity');
    const refused = (change: (installments: ExternalInstallment[]) => void) => {
      const installments = structuredClone(good);
      change(installments);
      return () => externalLoanSchedule(TERMS, installments);
    };
    expect(refused((each) => each.pop())).toThrow('installments: oneInstalmentPerMonth');
    expect(refused((each) => (each[0]!.principal += 0.01))).toThrow('installments: principalMustRepayLoan');
    expect(refused((each) => (each[1]!.commission = 0))).toThrow('installments: commissionMustAddUp');
    expect(refused((each) => (each[2]!.interest = 10.005))).toThrow('installments.2: mustBeAmount');
    expect(refused((each) => (each[2]!.interest = -1))).toThrow('installments.2: mustBeAmount');
    expect(refused((each) => (each[3]!.dueDate = each[2]!.dueDate))).toThrow(
      'installments.3: dueDatesMustRise',
    );
    expect(refused((each) => (each[0]!.dueDate = TERMS.issueDate))).toThrow(
      'installments.0: dueDatesMustRise',
    );
    expect(refused((each) => (each[4]!.endDate = each[4]!.dueDate))).toThrow('installments.4: invalidPeriod');
    expect(refused((each) => (each[5]!.startDate = 'soon'))).toThrow('installments.5.startDate: invalidDate');
  });

  it('checks the terms before the answer, as the engine’s calculators do', () => {
    expect(() => externalLoanSchedule({ ...TERMS, principal: 0 }, [])).toThrow('principal: mustBePositive');
  });
});
