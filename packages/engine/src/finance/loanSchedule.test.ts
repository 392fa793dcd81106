import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, plainDate } from '../dates/plainDate.js';
import { roundHalfAwayFromZero, toMinorUnits } from '../money/money.js';
import { days30E360 } from './loanPeriods.js';
import { loanSchedule, type LoanScheduleInput, type ScheduledInstallment } from './loanSchedule.js';
import type { InstallmentLineType } from './types.js';

const line = (installment: ScheduledInstallment | undefined, type: InstallmentLineType) =>
  installment?.lines.find((candidate) => candidate.type === type)?.amount ?? 0;
const total = (installment: ScheduledInstallment | undefined) =>
  installment?.lines.reduce((sum, { amount }) => sum + toMinorUnits(amount, 'EUR'), 0) ?? 0;
const annuity = (input: Partial<LoanScheduleInput>) =>
  loanSchedule({
    calculator: 'annuity',
    principal: 10000,
    annualInterestRate: 8,
    termMonths: 12,
    issueDate: '2026-01-15',
    ...input,
  });

describe('loanSchedule — annuity', () => {
  it('pays the spreadsheet PMT: PMT(8%/12, 10, 10000) = -1037.03 (Microsoft Excel PMT example)', () => {
    const { installments, summary } = annuity({ termMonths: 10 });
    expect(summary.monthlyPayment).toBe(1037.03);
    installments.slice(0, -1).forEach((installment) => expect(total(installment)).toBe(103703));
  });

  it('pays npf.pmt(0.08/12, 60, 15000) = -304.145914 rounded to the cent (numpy-financial test_pmt)', () => {
    expect(annuity({ principal: 15000, termMonths: 60 }).summary.monthlyPayment).toBe(304.15);
  });

  it('repays without interest in equal parts at a zero rate (numpy-financial: pmt(0, 60, 15000) = -250)', () => {
    const { installments } = annuity({ principal: 15000, termMonths: 60, annualInterestRate: 0 });
    expect(installments.every((installment) => line(installment, 'PRINCIPAL') === 250)).toBe(true);
    expect(installments.every((installment) => line(installment, 'INTEREST') === 0)).toBe(true);
  });

  it('splits the first rows like npf.ipmt / npf.ppmt(0.1/12, per, 24, 2000) (numpy-financial test_broadcast)', () => {
    // ipmt: -16.66666667, -16.03647345, -15.40102862, -14.76028842; ppmt: -75.62318601, -76.25337923, ...
    const { installments } = annuity({ principal: 2000, annualInterestRate: 10, termMonths: 24 });
    const firstRows = installments.slice(0, 4);
    expect(firstRows.map((installment) => line(installment, 'INTEREST'))).toEqual([
      16.67, 16.04, 15.4, 14.76,
    ]);
    expect(firstRows.map((installment) => line(installment, 'PRINCIPAL'))).toEqual([
      75.62, 76.25, 76.89, 77.53,
    ]);
  });

  it('repays about npf.ppmt(0.1/12, 1, 60, 55000) = -710.2541 of principal first (numpy-financial test_ppmt)', () => {
    const { installments, summary } = annuity({ principal: 55000, annualInterestRate: 10, termMonths: 60 });
    // The payment (1168.5875) and the interest (458.3333) are rounded separately, so the principal part is
    // the rounded payment minus the rounded interest: 1168.59 − 458.33.
    expect(summary.monthlyPayment).toBe(1168.59);
    expect(line(installments[0], 'INTEREST')).toBe(458.33);
    expect(line(installments[0], 'PRINCIPAL')).toBe(710.26);
    expect(Math.abs(line(installments[0], 'PRINCIPAL') - 710.2541257864217)).toBeLessThan(0.01);
  });

  it('lets the last instalment take the rounding remainder', () => {
    const { installments } = annuity({ principal: 15000, termMonths: 60 });
    // 59 × 304.15 leaves 301.83 of principal, with 2.01 of interest on it.
    expect(installments.at(-1)?.lines).toEqual([
      { type: 'INTEREST', amount: 2.01 },
      { type: 'PRINCIPAL', amount: 301.83 },
    ]);
  });

  it('dates instalments monthly from the first payment date, each period ending the day before its due date', () => {
    const { installments } = annuity({ issueDate: '2026-01-31', termMonths: 3 });
    expect(installments.map(({ startDate, endDate, dueDate }) => [startDate, endDate, dueDate])).toEqual([
      ['2026-01-31', '2026-02-27', '2026-02-28'],
      ['2026-02-28', '2026-03-30', '2026-03-31'],
      ['2026-03-31', '2026-04-29', '2026-04-30'],
    ]);
  });
});

describe('loanSchedule — amortized (equal principal)', () => {
  it('checks a 12-month schedule row by row: 100 of principal and 1 % of the balance each month', () => {
    const { installments, summary } = loanSchedule({
      calculator: 'amortized',
      principal: 1200,
      annualInterestRate: 12,
      termMonths: 12,
      issueDate: '2026-03-01',
    });
    expect(
      installments.map((installment) => [line(installment, 'PRINCIPAL'), line(installment, 'INTEREST')]),
    ).toEqual([
      [100, 12],
      [100, 11],
      [100, 10],
      [100, 9],
      [100, 8],
      [100, 7],
      [100, 6],
      [100, 5],
      [100, 4],
      [100, 3],
      [100, 2],
      [100, 1],
    ]);
    expect(summary.actionInterest).toBe(78);
    expect(summary.monthlyPayment).toBe(112);
  });

  it('rounds the equal part and gives the remainder to the last instalment', () => {
    const { installments } = loanSchedule({
      calculator: 'amortized',
      principal: 1000,
      annualInterestRate: 12,
      termMonths: 3,
      issueDate: '2026-03-01',
    });
    // Balances 1000, 666.67, 333.34 at 1 % a month.
    expect(installments.map(({ lines }) => lines)).toEqual([
      [
        { type: 'INTEREST', amount: 10 },
        { type: 'PRINCIPAL', amount: 333.33 },
      ],
      [
        { type: 'INTEREST', amount: 6.67 },
        { type: 'PRINCIPAL', amount: 333.33 },
      ],
      [
        { type: 'INTEREST', amount: 3.33 },
        { type: 'PRINCIPAL', amount: 333.34 },
      ],
    ]);
  });
});

describe('loanSchedule — broken first period and day counts', () => {
  const broken = {
    principal: 12000,
    annualInterestRate: 12,
    issueDate: '2026-01-10',
    firstPaymentDate: '2026-02-25',
  };

  it('accrues the first period for its days by 30E/360: 45 days → 12000 × 12 % × 45/360 = 180', () => {
    const { installments, summary } = annuity({ ...broken, dayCount: '30/360' });
    expect(days30E360('2026-01-10', '2026-02-25')).toBe(45);
    expect(line(installments[0], 'INTEREST')).toBe(180);
    expect(installments[0]?.startDate).toBe('2026-01-10');
    expect(summary.daysFromIssueTillFirstPayment).toBe(46);
  });

  it('accrues every period for its actual days over 365', () => {
    const { installments } = annuity({ ...broken, dayCount: 'actual/365' });
    // 46 days, then February → March 2026 (28 days).
    expect(line(installments[0], 'INTEREST')).toBe(181.48);
    const balance = 12000 - line(installments[0], 'PRINCIPAL');
    expect(line(installments[1], 'INTEREST')).toBe(
      roundHalfAwayFromZero((balance * 100 * 0.12 * 28) / 365) / 100,
    );
  });

  it('keeps equal payments by spreading the broken period over the level payment', () => {
    const { installments } = annuity({ ...broken, termMonths: 24 });
    const totals = installments.slice(0, -1).map(total);
    expect(new Set(totals).size).toBe(1);
  });
});

describe('loanSchedule — commission and summary', () => {
  it('spreads commission evenly as COMMISSION lines, the remainder on the first', () => {
    const { installments, summary } = annuity({ commissionRate: 2 });
    // 2 % of 10 000 = 200 in 12: 16.67 each, the first 16.63.
    expect(installments.map((installment) => line(installment, 'COMMISSION'))).toEqual([
      16.63, 16.67, 16.67, 16.67, 16.67, 16.67, 16.67, 16.67, 16.67, 16.67, 16.67, 16.67,
    ]);
    expect(installments[0]?.lines.map(({ type }) => type)).toEqual(['COMMISSION', 'INTEREST', 'PRINCIPAL']);
    expect(summary.deltaCommission).toBe(200);
    expect(summary.actionPrincipal).toBe(10000);
    expect(summary.monthlyPayment).toBe(869.88 + 16.67);
    expect(summary.actionCost).toBe(summary.actionInterest + 200);
  });

  it('finances commission added to the loan amount through the principal', () => {
    const { installments, summary } = annuity({ commissionRate: 2, addCommissionToLoanAmount: true });
    expect(installments.some((installment) => line(installment, 'COMMISSION') !== 0)).toBe(false);
    expect(summary.actionPrincipal).toBe(10200);
    const principal = installments.reduce(
      (sum, installment) => sum + toMinorUnits(line(installment, 'PRINCIPAL'), 'EUR'),
      0,
    );
    expect(principal).toBe(1020000);
  });

  it('reports the nominal rate as irr and the effective rate as apr for a loan without charges', () => {
    const { summary } = annuity({ annualInterestRate: 12, termMonths: 36 });
    expect(summary.irr).toBe(12);
    // (1 + 0.12/12)^12 − 1 = 12.6825 %.
    expect(summary.apr).toBe(12.68);
    expect(summary.firstPaymentDate).toBe('2026-02-15');
  });

  it('raises the apr above the loan rate when commission is charged, however it is paid', () => {
    const spread = annuity({ annualInterestRate: 12, commissionRate: 3 }).summary;
    const financed = annuity({
      annualInterestRate: 12,
      commissionRate: 3,
      addCommissionToLoanAmount: true,
    }).summary;
    expect(spread.apr).toBeGreaterThan(12.68);
    expect(financed.apr).toBeGreaterThan(12.68);
    expect(spread.irr).toBeGreaterThan(12);
  });
});

describe('loanSchedule — bad input', () => {
  it.each([
    [{ calculator: 'balloon' }, 'calculator', 'mustBeOneOf'],
    [{ principal: 0 }, 'principal', 'mustBePositive'],
    [{ principal: -5 }, 'principal', 'mustNotBeNegative'],
    [{ annualInterestRate: -1 }, 'annualInterestRate', 'mustNotBeNegative'],
    [{ termMonths: 0 }, 'termMonths', 'mustBeIntegerBetween'],
    [{ termMonths: 601 }, 'termMonths', 'mustBeIntegerBetween'],
    [{ issueDate: '2026-13-01' }, 'issueDate', 'invalidDate'],
    [{ firstPaymentDate: '2026-01-15' }, 'firstPaymentDate', 'mustBeAfterIssueDate'],
    [{ dayCount: 'actual/360' }, 'dayCount', 'mustBeOneOf'],
    [{ currency: 'ABC' }, 'currency', 'unknownCurrency'],
    [{ commissionRate: Number.NaN }, 'commissionRate', 'mustBeNumber'],
  ])('rejects %j', (change, field, key) => {
    expect(() => annuity(change as Partial<LoanScheduleInput>)).toThrow(
      expect.objectContaining({ field, key }),
    );
  });
});

describe('loanSchedule — properties', () => {
  const issueDate = fc
    .record({ year: fc.integer({ min: 2000, max: 2040 }), month: fc.integer({ min: 1, max: 12 }) })
    .chain(({ year, month }) =>
      fc.integer({ min: 1, max: 31 }).map((day) => plainDate(year, month, Math.min(day, 28))),
    );
  const loan = fc.record({
    calculator: fc.constantFrom('annuity' as const, 'amortized' as const),
    principalMinor: fc.integer({ min: 1, max: 1e10 }),
    annualInterestRate: fc.double({ min: 0, max: 60, noNaN: true }),
    termMonths: fc.integer({ min: 1, max: 360 }),
    issueDate,
    firstPaymentDays: fc.integer({ min: 1, max: 62 }),
    dayCount: fc.constantFrom('30/360' as const, 'actual/365' as const),
  });

  it('repays principal that sums exactly to the loan amount', () => {
    fc.assert(
      fc.property(loan, ({ principalMinor, firstPaymentDays, ...input }) => {
        const principal = principalMinor / 100;
        const firstPaymentDate = addDays(input.issueDate, firstPaymentDays);
        const { installments } = loanSchedule({ ...input, principal, firstPaymentDate });
        const repaid = installments.reduce(
          (sum, installment) => sum + toMinorUnits(line(installment, 'PRINCIPAL'), 'EUR'),
          0,
        );
        expect(repaid).toBe(principalMinor);
        expect(installments.every((installment) => line(installment, 'PRINCIPAL') >= 0)).toBe(true);
      }),
    );
  });

  it('charges every row the balance × its period rate, rounded half away from zero', () => {
    fc.assert(
      fc.property(loan, ({ principalMinor, firstPaymentDays, ...input }) => {
        const firstPaymentDate = addDays(input.issueDate, firstPaymentDays);
        const { installments } = loanSchedule({
          ...input,
          principal: principalMinor / 100,
          firstPaymentDate,
        });
        const annual = input.annualInterestRate / 100;
        const wholeFirstMonth = installments[0]?.dueDate === plainDate(...nextMonth(input.issueDate));
        let balance = principalMinor;
        installments.forEach((installment, index) => {
          const rate =
            input.dayCount === 'actual/365'
              ? (annual * daysBetween(installment.startDate, installment.dueDate)) / 365
              : index === 0 && !wholeFirstMonth
                ? (annual * days30E360(installment.startDate, installment.dueDate)) / 360
                : annual / 12;
          expect(toMinorUnits(line(installment, 'INTEREST'), 'EUR')).toBe(
            roundHalfAwayFromZero(balance * rate),
          );
          balance -= toMinorUnits(line(installment, 'PRINCIPAL'), 'EUR');
        });
      }),
    );
  });
});

/** Year, month and day one calendar month after `date` (days past the month end stick to its last day). */
function nextMonth(date: string): [number, number, number] {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  const lastDay = new Date(Date.UTC(next[0] ?? 0, next[1] ?? 0, 0)).getUTCDate();
  return [next[0] ?? 0, next[1] ?? 0, Math.min(day, lastDay)];
}
