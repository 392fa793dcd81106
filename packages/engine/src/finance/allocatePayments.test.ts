import { describe, expect, it } from 'vitest';
import { allocatePayments, type AllocatePaymentsInput } from './allocatePayments.js';
import { loanSchedule } from './loanSchedule.js';
import type { AllocatedInstallment, Installment, InstallmentLineType, Payment } from './types.js';

/** Three monthly instalments of 10 interest + 100 principal: a 300 loan issued on 2026-01-01. */
const loan: Installment[] = [
  { dueDate: '2026-02-01', startDate: '2026-01-01', endDate: '2026-01-31' },
  { dueDate: '2026-03-01', startDate: '2026-02-01', endDate: '2026-02-28' },
  { dueDate: '2026-04-01', startDate: '2026-03-01', endDate: '2026-03-31' },
].map((dates) => ({
  ...dates,
  lines: [
    { type: 'INTEREST', amount: 10 },
    { type: 'PRINCIPAL', amount: 100 },
  ],
}));

const standardOrder: InstallmentLineType[] = ['PENALTY', 'INTEREST', 'PRINCIPAL'];

function payment(date: string, amount: number, change: Partial<Payment> = {}): Payment {
  return {
    id: `${date}/${amount}`,
    type: 'REGULAR',
    allocationOrder: standardOrder,
    date,
    amount,
    paymentAction: 'PER_SCHEDULE',
    ...change,
  };
}

function run(today: string, payments: Payment[], change: Partial<AllocatePaymentsInput> = {}) {
  return allocatePayments({ installments: loan, payments, currency: 'EUR', today, ...change });
}

/** [type, amount, Σ allocated] of each line. */
function lines(installment: AllocatedInstallment | undefined) {
  return installment?.lines.map((line) => [
    line.type,
    line.amount,
    Math.round(line.allocations.reduce((sum, { amount }) => sum + amount * 100, 0)) / 100,
  ]);
}

const noPenalties = { penalties: { dailyRate: 0 } };

describe('allocatePayments — order of allocation', () => {
  it('pays the oldest due instalment first, and within it the line types in the allocation order', () => {
    const result = run(
      '2026-03-01',
      [payment('2026-03-01', 150, { allocationOrder: ['PRINCIPAL', 'INTEREST'] })],
      noPenalties,
    );
    expect(lines(result.installments[0])).toEqual([
      ['INTEREST', 10, 10],
      ['PRINCIPAL', 100, 100],
    ]);
    expect(lines(result.installments[1])).toEqual([
      ['INTEREST', 10, 0],
      ['PRINCIPAL', 100, 40],
    ]);
    // The second is due today, not yet late; the third's period starts today.
    expect(result.installments.map(({ status }) => status)).toEqual(['PAID', 'ISSUED', 'ISSUED']);
  });

  it('pays only the line types in the allocation order', () => {
    const result = run(
      '2026-02-01',
      [payment('2026-02-01', 10, { allocationOrder: ['PRINCIPAL'] })],
      noPenalties,
    );
    expect(lines(result.installments[0])).toEqual([
      ['INTEREST', 10, 0],
      ['PRINCIPAL', 100, 10],
    ]);
  });

  it('allocates invoice lines of other types like any other line', () => {
    const invoice: Installment = {
      dueDate: '2026-02-10',
      startDate: '2026-02-10',
      endDate: '2026-03-09',
      lines: [
        { type: 'DEBT_COLLECTION', amount: 5 },
        { type: 'VEHICLE_REPOSSESSION', amount: 15 },
      ],
    };
    const order: InstallmentLineType[] = ['VEHICLE_REPOSSESSION', 'DEBT_COLLECTION', 'INTEREST', 'PRINCIPAL'];
    const result = run('2026-02-20', [payment('2026-02-20', 128, { allocationOrder: order })], {
      ...noPenalties,
      installments: [...loan, invoice],
    });
    expect(result.installments.map(({ dueDate }) => dueDate)).toEqual([
      '2026-02-01',
      '2026-02-10',
      '2026-03-01',
      '2026-04-01',
    ]);
    expect(lines(result.installments[1])).toEqual([
      ['DEBT_COLLECTION', 5, 3],
      ['VEHICLE_REPOSSESSION', 15, 15],
    ]);
    expect(result.loanActualInfo.unpaidExtra).toBe(2);
  });

  it('replays payments in date order, same-day payments by creation time, whatever the input order', () => {
    const first = payment('2026-02-01', 60, {
      id: 'a',
      createdAt: '2026-02-01T09:00:00Z',
      allocationOrder: ['INTEREST', 'PRINCIPAL'],
    });
    const second = payment('2026-02-01', 60, {
      id: 'b',
      createdAt: '2026-02-01T10:00:00Z',
      allocationOrder: ['PRINCIPAL'],
    });
    const earlier = payment('2026-01-20', 0, { id: 'c' });
    const result = run('2026-02-01', [second, first, earlier], noPenalties);
    expect(run('2026-02-01', [earlier, first, second], noPenalties)).toEqual(result);
    const [interest, principal] = result.installments[0]?.lines ?? [];
    expect(interest?.allocations).toEqual([{ amount: 10, status: 'ALLOCATED', payment: 'a' }]);
    expect(principal?.allocations).toEqual([
      { amount: 50, status: 'ALLOCATED', payment: 'a' },
      { amount: 50, status: 'ALLOCATED', payment: 'b' },
    ]);
  });

  it('ignores cancelled instalments', () => {
    const cancelled = loan.map((installment, index) =>
      index === 0 ? { ...installment, status: 'CANCELLED' as const } : installment,
    );
    const result = run('2026-03-01', [payment('2026-03-01', 110)], {
      ...noPenalties,
      installments: cancelled,
    });
    expect(result.installments[0]?.status).toBe('CANCELLED');
    expect(lines(result.installments[0])).toEqual([
      ['INTEREST', 10, 0],
      ['PRINCIPAL', 100, 0],
    ]);
    expect(result.installments[1]?.status).toBe('PAID');
    expect(result.loanActualInfo.remainingPrincipal).toBe(100);
  });
});

describe('allocatePayments — deposits and overpayments', () => {
  it('holds what is left as a deposit and applies it when the next instalments fall due', () => {
    const early = run('2026-02-15', [payment('2026-02-01', 150)], noPenalties);
    expect(early.orphanPayments).toEqual([
      { payment: '2026-02-01/150', date: '2026-02-01', amount: 40, status: 'DEPOSIT' },
    ]);
    expect(early.loanActualInfo.deposit).toBe(40);
    expect(early.loanActualInfo.nextPayment).toBe(70);

    const later = run('2026-03-02', [payment('2026-02-01', 150)], noPenalties);
    expect(later.orphanPayments).toEqual([]);
    expect(lines(later.installments[1])).toEqual([
      ['INTEREST', 10, 10],
      ['PRINCIPAL', 100, 30],
    ]);
    expect(later.installments[1]?.status).toBe('OVERDUE');
  });

  it('treats money beyond everything still to fall due as overpayment', () => {
    const result = run('2026-02-01', [payment('2026-02-01', 1000)], noPenalties);
    expect(result.orphanPayments.map(({ amount, status }) => [status, amount])).toEqual([
      ['DEPOSIT', 220],
      ['OVERPAYMENT', 670],
    ]);
    const repaid = run('2026-04-01', [payment('2026-02-01', 1000)], noPenalties);
    expect(repaid.installments.every(({ status }) => status === 'PAID')).toBe(true);
    expect(repaid.loanActualInfo.contractStatus).toBe('REPAID');
    expect(repaid.loanActualInfo.overpayment).toBe(670);
    expect(repaid.loanActualInfo.deposit).toBe(0);
  });

  it('marks allocations of a payment dated after today as pending and evaluates on its date', () => {
    const result = run('2026-02-15', [payment('2026-02-01', 110), payment('2026-03-01', 110)], noPenalties);
    expect(result.installments[0]?.lines[0]?.allocations[0]?.status).toBe('ALLOCATED');
    expect(result.installments[1]?.lines[0]?.allocations[0]?.status).toBe('PENDING');
    expect(result.loanActualInfo.nextPaymentDate).toBe('2026-04-01');
  });

  it('turns everything after the loan is closed into overpayment', () => {
    const payments = [payment('2026-02-01', 1000), payment('2026-04-10', 25)];
    const result = run('2026-04-10', payments, noPenalties);
    expect(result.orphanPayments.at(-1)).toEqual({
      payment: '2026-04-10/25',
      date: '2026-04-10',
      amount: 25,
      status: 'OVERPAYMENT',
    });
  });
});

describe('allocatePayments — penalties', () => {
  it('accrues the daily rate on the overdue amount: 110 × 10 days × 0.05 % = 0.55', () => {
    const result = run('2026-02-11', []);
    expect(lines(result.installments[0])).toEqual([
      ['INTEREST', 10, 0],
      ['PRINCIPAL', 100, 0],
      ['PENALTY', 0.55, 0],
    ]);
    expect(result.installments[0]?.lines[2]?.calculatedFor).toBe('2026-02-11');
    expect(result.installments[0]).toMatchObject({ status: 'OVERDUE', daysLate: 10 });
    expect(result.loanActualInfo).toMatchObject({ unpaidPenalties: 0.55, overduePayment: 110, daysLate: 10 });
  });

  it('charges nothing when paid on the due date and accrues on what is left unpaid', () => {
    const onTime = run('2026-02-11', [payment('2026-02-01', 110)]);
    expect(onTime.installments[0]).toMatchObject({ status: 'PAID', daysLate: 0 });
    // 100.55 paid ten days late: 0.55 of penalty first, then interest and 90 of principal; 10 stays
    // overdue for four more days: 10 × 4 × 0.05 % = 0.02.
    const late = run('2026-02-15', [payment('2026-02-11', 100.55)]);
    expect(lines(late.installments[0])).toEqual([
      ['INTEREST', 10, 10],
      ['PRINCIPAL', 100, 90],
      ['PENALTY', 0.57, 0.55],
    ]);
  });

  it('starts accruing after the grace days, counting from the end of the grace period', () => {
    const settings = { penalties: { graceDays: 5 } };
    expect(run('2026-02-06', [], settings).loanActualInfo.unpaidPenalties).toBe(0);
    // 110 × 5 days × 0.05 % = 0.275 → 0.28.
    expect(run('2026-02-11', [], settings).loanActualInfo.unpaidPenalties).toBe(0.28);
  });

  it('caps total penalties at the product cap, 10 % of the principal by default', () => {
    const result = run('2027-02-01', []);
    // Uncapped: 110 × 365 × 0.05 % = 20.08, then 18.54 and 16.83; the cap of 30 stops the second at 9.92.
    expect(result.loanActualInfo.penaltyCap).toBe(30);
    expect(result.installments.map((installment) => installment.lines[2]?.amount ?? 0)).toEqual([
      20.08, 9.92, 0,
    ]);
    expect(result.loanActualInfo.unpaidPenalties).toBe(30);
    expect(
      run('2027-02-01', [], { penalties: { capPercentOfPrincipal: null } }).loanActualInfo.unpaidPenalties,
    ).toBe(55.45);
  });

  it('charges the uncapped penalties when a payment disables the cap', () => {
    const result = run('2027-02-01', [payment('2027-02-01', 0, { disablePenaltyCap: true })]);
    expect(result.installments.map((installment) => installment.lines[2]?.amount ?? 0)).toEqual([
      20.08, 18.54, 16.83,
    ]);
  });

  it('lets a discount pay penalties only and holds the rest as a penalty deposit for later penalties', () => {
    const discount = payment('2026-02-11', 5, { type: 'DISCOUNT', allocationOrder: standardOrder });
    const atOnce = run('2026-02-11', [discount]);
    expect(lines(atOnce.installments[0])).toEqual([
      ['INTEREST', 10, 0],
      ['PRINCIPAL', 100, 0],
      ['PENALTY', 0.55, 0.55],
    ]);
    expect(atOnce.orphanPayments).toEqual([
      { payment: discount.id, date: '2026-02-11', amount: 4.45, status: 'PENALTY_DEPOSIT' },
    ]);
    const tenDaysLater = run('2026-02-21', [discount]);
    expect(lines(tenDaysLater.installments[0])?.[2]).toEqual(['PENALTY', 1.1, 1.1]);
    expect(tenDaysLater.loanActualInfo.penaltyDeposit).toBe(3.9);
  });
});

describe('allocatePayments — closing actions', () => {
  const onTime = payment('2026-02-01', 110);

  it('settles a full repayment at the closing balance, charging only the interest earned so far', () => {
    const before = run('2026-02-16', [onTime]);
    // Principal 200 and 15 of the 28 days of February's interest: 10 × 15/28 = 5.36.
    expect(before.loanActualInfo.closingBalance).toBe(205.36);
    expect(before.loanActualInfo.accruedInterest).toBe(5.36);
    const full = payment('2026-02-16', 205.36, { paymentAction: 'FULL_REPAYMENT' });
    const after = run('2026-02-16', [onTime], { payment: full });
    expect(after.installments.map(({ status }) => status)).toEqual(['PAID', 'PAID', 'PAID']);
    expect(after.installments[1]?.lines[0]).toMatchObject({
      amount: 5.36,
      scheduledAmount: 10,
      calculatedFor: '2026-02-16',
    });
    expect(after.installments[2]?.lines[0]).toMatchObject({ amount: 0, scheduledAmount: 10 });
    expect(after.loanActualInfo).toMatchObject({
      contractStatus: 'REPAID',
      closingBalance: 0,
      overpayment: 0,
      paidPrincipal: 300,
    });
  });

  it('refuses a full repayment below the closing balance and names the amount needed', () => {
    const short = payment('2026-02-16', 205.35, { paymentAction: 'FULL_REPAYMENT' });
    expect(() => run('2026-02-16', [onTime], { payment: short })).toThrow(
      expect.objectContaining({
        field: 'payment.amount',
        key: 'insufficientForFullRepayment',
        params: { required: 205.36 },
      }),
    );
  });

  it('closes the remainder of a ceded loan', () => {
    const cession = payment('2026-03-10', 50, { paymentAction: 'CESSION' });
    const result = run('2026-03-10', [cession], { ...noPenalties, contractStatus: 'TERMINATED' });
    expect(result.installments.map(({ status }) => status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    expect(lines(result.installments[0])?.slice(0, 2)).toEqual([
      ['INTEREST', 10, 10],
      ['PRINCIPAL', 100, 40],
    ]);
    expect(result.loanActualInfo).toMatchObject({
      contractStatus: 'CEDED',
      remainingPrincipal: 0,
      overduePayment: 0,
      closingBalance: 0,
      nextPaymentDate: null,
    });
  });

  it('writes off what is unpaid, keeping what was paid', () => {
    const result = run('2026-03-10', [onTime, payment('2026-03-10', 0, { paymentAction: 'WRITEOFF' })], {
      contractStatus: 'TERMINATED',
    });
    expect(result.installments.map(({ status }) => status)).toEqual(['PAID', 'CANCELLED', 'CANCELLED']);
    expect(result.loanActualInfo).toMatchObject({ contractStatus: 'WRITEOFF', paidPrincipal: 100 });
  });
});

describe('allocatePayments — statuses and summary', () => {
  it('reports NEW, ISSUED, OVERDUE and PAID with the days late', () => {
    expect(run('2026-02-20', []).installments.map(({ status, daysLate }) => [status, daysLate])).toEqual([
      ['OVERDUE', 19],
      ['ISSUED', 0],
      ['NEW', 0],
    ]);
    const result = run('2026-03-05', [payment('2026-02-04', 110)], noPenalties);
    expect(result.installments.map(({ status, daysLate }) => [status, daysLate])).toEqual([
      ['PAID', 3],
      ['OVERDUE', 4],
      ['ISSUED', 0],
    ]);
    expect(result.loanActualInfo).toMatchObject({
      nextPaymentDate: '2026-04-01',
      nextPayment: 110,
      overduePayment: 110,
      remainingPrincipal: 200,
      // February's 10 is due; of March's, 4 of 31 days: 1.29.
      accruedInterest: 11.29,
      paidInterest: 10,
      paidPrincipal: 100,
      closingBalance: 211.29,
      contractStatus: 'ACTIVE',
      daysLate: 4,
    });
  });

  it('summarises a schedule from loanSchedule, commission and the interest earned so far included', () => {
    // 1 200 at 12 % over 12 months: 106.62 a month; 1 % commission is 1.00 a month.
    const { installments } = loanSchedule({
      calculator: 'annuity',
      principal: 1200,
      annualInterestRate: 12,
      termMonths: 12,
      issueDate: '2026-01-01',
      commissionRate: 1,
    });
    const { loanActualInfo } = allocatePayments({
      installments,
      payments: [],
      currency: 'EUR',
      today: '2026-02-16',
      ...noPenalties,
    });
    // February's 11.05 of interest and 1.00 of commission are earned for 15 of 28 days: 5.92 and 0.54.
    expect(loanActualInfo).toMatchObject({
      overduePayment: 107.62,
      unpaidCommission: 1,
      accruedInterest: 17.92,
      remainingPrincipal: 1200,
      closingBalance: 1219.46,
      nextPaymentDate: '2026-03-01',
      nextPayment: 107.62,
      daysLate: 15,
    });
  });

  it('recalculates from the scheduled lines, ignoring stale allocations, statuses and penalties in the input', () => {
    const payments = [payment('2026-02-11', 100), payment('2026-03-20', 130)];
    const result = run('2026-03-25', payments);
    expect(run('2026-03-25', payments, { installments: result.installments })).toEqual(result);
  });
});

describe('allocatePayments — bad input', () => {
  it.each([
    [{ payments: [payment('2026-02-01', -1)] }, 'payments.0.amount', 'mustNotBeNegative'],
    [{ payments: [{ ...payment('2026-02-01', 1), id: undefined }] }, 'payments.0.id', 'required'],
    [{ payments: [payment('2026-02-01', 1), payment('2026-02-01', 1)] }, 'payments.1.id', 'mustBeUnique'],
    [
      { payments: [payment('2026-02-01', 1, { allocationOrder: [] })] },
      'payments.0.allocationOrder',
      'mustNotBeEmpty',
    ],
    [
      { payments: [payment('2026-02-01', 1, { allocationOrder: ['TIP' as InstallmentLineType] })] },
      'payments.0.allocationOrder.0',
      'mustBeOneOf',
    ],
    [
      { payments: [payment('2026-02-01', 1, { type: 'DISCOUNT', paymentAction: 'WRITEOFF' })] },
      'payments.0.paymentAction',
      'discountMustBePerSchedule',
    ],
    [
      { payments: [payment('2026-02-01', 1)], payment: payment('2026-01-31', 1, { id: 'x' }) },
      'payment.date',
      'mustNotBeBeforeLatestPayment',
    ],
    [{ today: '2026-02-29' }, 'today', 'invalidDate'],
    [
      { installments: [{ ...loan[0]!, endDate: '2025-12-31' }] },
      'installments.0.endDate',
      'mustNotBeBeforeStartDate',
    ],
    [
      { installments: [{ ...loan[0]!, lines: [{ type: 'INTEREST' as const, amount: -1 }] }] },
      'installments.0.lines.0.amount',
      'mustNotBeNegative',
    ],
    [{ penalties: { graceDays: -1 } }, 'penalties.graceDays', 'mustBeIntegerBetween'],
  ])('rejects %j', (change, field, key) => {
    expect(() => run('2026-02-15', [], change as Partial<AllocatePaymentsInput>)).toThrow(
      expect.objectContaining({ field, key }),
    );
  });
});
