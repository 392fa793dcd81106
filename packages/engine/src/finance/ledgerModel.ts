/**
 * The working state of a loan during payment replay: instalment lines in integer minor units with what has
 * been paid on them, and dates as day numbers so the replay does integer arithmetic only.
 */
import { addDays, daysBetween, type PlainDate } from '../dates/plainDate.js';
import { accruedShare } from './accruedShare.js';
import type { InstallmentLineType } from './types.js';

const EPOCH = '1970-01-01';

export function toDay(date: PlainDate): number {
  return daysBetween(EPOCH, date);
}

export function fromDay(day: number): PlainDate {
  return addDays(EPOCH, day);
}

export interface LedgerAllocation {
  payment: string | null;
  amount: number;
  /** The day the money was put on the line: the payment's date, or a later due date for a deposit. */
  day: number;
}

export interface LedgerLine {
  type: InstallmentLineType;
  amount: number;
  /** The amount before an early repayment cut it to what was earned. */
  scheduled: number;
  paid: number;
  calculatedFor?: PlainDate;
  allocations: LedgerAllocation[];
}

export interface LedgerInstallment {
  id?: string;
  dueDate: PlainDate;
  startDate: PlainDate;
  endDate: PlainDate;
  due: number;
  start: number;
  /** The day after endDate: periods are [start, periodEnd). */
  periodEnd: number;
  /** Cancelled in the input: shown, never allocated. */
  cancelled: boolean;
  /** Left unpaid when the loan was ceded or written off. */
  closed: boolean;
  lines: LedgerLine[];
  penalty: LedgerLine | null;
  /** Σ overdue amount × days, the exact base of the accrued penalty. */
  penaltyBaseDays: number;
  paidOnDay: number | null;
}

export function unpaid(line: LedgerLine): number {
  return line.amount - line.paid;
}

export function unpaidTotal(installment: LedgerInstallment): number {
  let total = 0;
  for (const line of installment.lines) total += line.amount - line.paid;
  return total;
}

/** The overdue amount penalties accrue on: every unpaid line but the penalty. */
export function unpaidBase(installment: LedgerInstallment): number {
  let total = 0;
  for (const line of installment.lines) if (line.type !== 'PENALTY') total += line.amount - line.paid;
  return total;
}

/** Puts up to `money` on the line for `payment`; returns the amount taken. */
export function payLine(line: LedgerLine, money: number, payment: string | null, day: number): number {
  const amount = Math.min(money, line.amount - line.paid);
  if (amount <= 0) return 0;
  line.paid += amount;
  const last = line.allocations.at(-1);
  if (last && last.payment === payment && last.day === day) last.amount += amount;
  else line.allocations.push({ payment, amount, day });
  return amount;
}

/** Pays the instalment's lines type by type in `order`; returns the money left. */
export function payInstallment(
  installment: LedgerInstallment,
  order: readonly InstallmentLineType[],
  money: number,
  payment: string | null,
  day: number,
): number {
  let left = money;
  for (const type of order) {
    for (const line of installment.lines) {
      if (left === 0) break;
      if (line.type === type) left -= payLine(line, left, payment, day);
    }
  }
  if (left < money && installment.paidOnDay === null && unpaidTotal(installment) === 0) {
    installment.paidOnDay = day;
  }
  return left;
}

/**
 * For a loan closed on `day` before this instalment falls due: its interest and commission are cut to what
 * was earned by then (never below what is paid), keeping the scheduled amount to start a later replay from.
 */
export function keepEarnedOnly(installment: LedgerInstallment, day: number): void {
  if (installment.due <= day) return;
  for (const line of installment.lines) {
    if (line.type !== 'INTEREST' && line.type !== 'COMMISSION') continue;
    const earned = Math.max(
      line.paid,
      accruedShare(line.amount, installment.start, installment.periodEnd, day),
    );
    if (earned === line.amount) continue;
    line.amount = earned;
    line.calculatedFor = fromDay(day);
  }
}
