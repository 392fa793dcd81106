/**
 * Replays a loan's payments in date order over its instalments (docs/money-maths.md). Between payments, instalments
 * fall due, deposits are applied to them, and penalties accrue on what is overdue. A payment then pays the
 * due instalments oldest first, line types in its allocation order; what it has left over is held as a
 * deposit for the instalments still to fall due, and beyond what they need it is an overpayment. A discount
 * pays penalties only and holds the rest as a penalty deposit. A full repayment, cession or write-off closes
 * the loan (see `close`). All amounts are integer minor units and all dates day numbers.
 */
import { fromMinorUnits } from '../money/money.js';
import { FinanceInputError } from './financeInputError.js';
import {
  fromDay,
  keepEarnedOnly,
  payInstallment,
  unpaid,
  unpaidBase,
  unpaidTotal,
  type LedgerInstallment,
} from './ledgerModel.js';
import type { PenaltySettings } from './penaltySettings.js';
import { roundMinor } from './roundMinor.js';
import {
  INSTALLMENT_LINE_TYPES,
  type InstallmentLineType,
  type LoanContractStatus,
  type Payment,
} from './types.js';

export interface LedgerPayment {
  ref: string | null;
  /** Dotted path of the payment in the input, for errors. */
  field: string;
  day: number;
  amount: number;
  type: Payment['type'];
  action: Payment['paymentAction'];
  order: readonly InstallmentLineType[];
  disablePenaltyCap: boolean;
}

export interface HeldMoney {
  kind: 'DEPOSIT' | 'PENALTY_DEPOSIT' | 'OVERPAYMENT';
  payment: string | null;
  day: number;
  amount: number;
  order: readonly InstallmentLineType[];
}

const PENALTY_ONLY: readonly InstallmentLineType[] = ['PENALTY'];
const CLOSED_BY = { FULL_REPAYMENT: 'REPAID', CESSION: 'CEDED', WRITEOFF: 'WRITEOFF' } as const;

export class LoanLedger {
  /** Instalments that take part, in due-date order. */
  readonly open: LedgerInstallment[];
  /** Deposits and penalty deposits still held, oldest first, then overpayments. */
  readonly held: HeldMoney[] = [];
  closedBy: LoanContractStatus | null = null;
  readonly penaltyCap: number | null;
  /** Every instalment before this index is settled. */
  private firstOpen = 0;
  /** The day penalties have accrued to; null before the first event. */
  private cursor: number | null = null;
  private penaltyTotal = 0;
  private readonly dailyRate: number;
  private readonly graceDays: number;

  constructor(
    installments: readonly LedgerInstallment[],
    settings: PenaltySettings,
    private readonly currency: string,
  ) {
    this.open = installments.filter((installment) => !installment.cancelled);
    this.dailyRate = settings.dailyRate / 100;
    this.graceDays = settings.graceDays;
    const principal = this.open
      .flatMap((installment) => installment.lines)
      .reduce((sum, line) => sum + (line.type === 'PRINCIPAL' ? line.amount : 0), 0);
    this.penaltyCap =
      settings.capPercentOfPrincipal === null
        ? null
        : roundMinor((principal * settings.capPercentOfPrincipal) / 100);
    this.skipSettled();
  }

  pay(payment: LedgerPayment): void {
    this.advanceTo(payment.day);
    if (this.closedBy) {
      this.hold('OVERPAYMENT', payment, payment.amount);
      return;
    }
    if (payment.disablePenaltyCap) this.chargePenalties(this.open.slice(this.firstOpen), false);
    if (payment.action === 'PER_SCHEDULE') this.payPerSchedule(payment);
    else this.close(payment, payment.action);
  }

  /** Lets instalments fall due and penalties accrue up to `day`, applying held deposits on each due date. */
  advanceTo(day: number): void {
    if (this.cursor !== null && day <= this.cursor) return;
    if (this.held.some((money) => money.kind !== 'OVERPAYMENT')) {
      for (const dueDay of this.dueDaysUpTo(day)) this.step(dueDay);
    }
    this.step(day);
  }

  private step(day: number): void {
    this.accrue(day);
    this.spendHeld(day, day, false);
    this.skipSettled();
  }

  private dueDaysUpTo(day: number): number[] {
    const days: number[] = [];
    for (let index = this.firstOpen; index < this.open.length; index++) {
      const due = this.open[index]?.due ?? day;
      if (due > day) break;
      if ((this.cursor === null || due > this.cursor) && days.at(-1) !== due) days.push(due);
    }
    return days;
  }

  private accrue(day: number): void {
    if (this.closedBy) return;
    const touched: LedgerInstallment[] = [];
    for (let index = this.firstOpen; index < this.open.length; index++) {
      const installment = this.open[index];
      if (!installment) break;
      const accrualStart = installment.due + this.graceDays;
      if (accrualStart >= day) break;
      const from = this.cursor === null ? accrualStart : Math.max(this.cursor, accrualStart);
      const base = day > from ? unpaidBase(installment) : 0;
      if (base > 0) {
        installment.penaltyBaseDays += base * (day - from);
        touched.push(installment);
      }
    }
    this.cursor = this.cursor === null ? day : Math.max(this.cursor, day);
    this.chargePenalties(touched, true);
  }

  /** Raises each instalment's PENALTY line to its accrued penalty, within the cap unless `capped` is false. */
  private chargePenalties(installments: readonly LedgerInstallment[], capped: boolean): void {
    for (const installment of installments) {
      const accrued = roundMinor(installment.penaltyBaseDays * this.dailyRate);
      let increase = accrued - (installment.penalty?.amount ?? 0);
      if (capped && this.penaltyCap !== null) {
        increase = Math.min(increase, this.penaltyCap - this.penaltyTotal);
      }
      if (increase <= 0) continue;
      if (!installment.penalty) {
        installment.penalty = { type: 'PENALTY', amount: 0, scheduled: 0, paid: 0, allocations: [] };
        installment.lines.push(installment.penalty);
      }
      installment.penalty.amount += increase;
      installment.penalty.calculatedFor = fromDay(this.cursor ?? installment.due);
      this.penaltyTotal += increase;
    }
  }

  /**
   * Spends held penalty deposits, then deposits, on `day` on the instalments due by `dueBy`, oldest first;
   * when closing, deposits pay every line type after their own allocation order.
   */
  private spendHeld(day: number, dueBy: number, closing: boolean): void {
    for (const kind of ['PENALTY_DEPOSIT', 'DEPOSIT'] as const) {
      for (const money of this.held) {
        if (money.kind !== kind) continue;
        const order = closing && kind === 'DEPOSIT' ? closingOrder(money.order) : money.order;
        for (let index = this.firstOpen; index < this.open.length && money.amount > 0; index++) {
          const installment = this.open[index];
          if (!installment || installment.due > dueBy) break;
          money.amount = payInstallment(installment, order, money.amount, money.payment, day);
        }
      }
    }
    this.dropEmptyHeld();
  }

  private payPerSchedule(payment: LedgerPayment): void {
    const discount = payment.type === 'DISCOUNT';
    const order = discount ? PENALTY_ONLY : payment.order;
    let money = payment.amount;
    for (let index = this.firstOpen; index < this.open.length && money > 0; index++) {
      const installment = this.open[index];
      if (!installment || installment.due > payment.day) break;
      money = payInstallment(installment, order, money, payment.ref, payment.day);
    }
    this.skipSettled();
    if (this.closedBy) {
      this.hold('OVERPAYMENT', payment, money);
    } else if (discount) {
      this.hold('PENALTY_DEPOSIT', payment, money, order);
    } else if (money > 0) {
      const deposit = Math.min(money, Math.max(0, this.stillToFallDue(payment.day, order) - this.deposits()));
      this.hold('DEPOSIT', payment, deposit, order);
      this.hold('OVERPAYMENT', payment, money - deposit);
    }
  }

  /**
   * Closes the loan on the payment's date: instalments not yet due keep their principal and other lines but
   * only the interest and commission earned by that date; held deposits go first, then the payment, paying
   * its allocation order first and every other line type after. A full repayment must settle everything;
   * a cession or write-off closes what it leaves unpaid. Money left over is overpayment.
   */
  private close(payment: LedgerPayment, action: keyof typeof CLOSED_BY): void {
    const day = payment.day;
    for (const installment of this.open) keepEarnedOnly(installment, day);
    this.spendHeld(day, Number.POSITIVE_INFINITY, true);
    const owed = this.open.reduce((sum, installment) => sum + unpaidTotal(installment), 0);
    if (action === 'FULL_REPAYMENT' && payment.amount < owed) {
      throw new FinanceInputError(`${payment.field}.amount`, 'insufficientForFullRepayment', {
        required: fromMinorUnits(owed, this.currency),
      });
    }
    let money = payment.amount;
    const order = closingOrder(payment.order);
    for (const installment of this.open) money = payInstallment(installment, order, money, payment.ref, day);
    this.hold('OVERPAYMENT', payment, money);
    for (const installment of this.open) installment.closed = unpaidTotal(installment) > 0;
    this.closeAs(CLOSED_BY[action]);
  }

  /** Unpaid amounts of the given line types on instalments due after `day`. */
  private stillToFallDue(day: number, order: readonly InstallmentLineType[]): number {
    let total = 0;
    for (let index = this.open.length - 1; index >= 0; index--) {
      const installment = this.open[index];
      if (!installment || installment.due <= day) break;
      for (const line of installment.lines) if (order.includes(line.type)) total += unpaid(line);
    }
    return total;
  }

  private deposits(): number {
    return this.held.reduce((sum, money) => sum + (money.kind === 'DEPOSIT' ? money.amount : 0), 0);
  }

  private hold(
    kind: HeldMoney['kind'],
    payment: LedgerPayment,
    amount: number,
    order: readonly InstallmentLineType[] = payment.order,
  ): void {
    if (amount > 0) this.held.push({ kind, payment: payment.ref, day: payment.day, amount, order });
  }

  private dropEmptyHeld(): void {
    for (let index = this.held.length - 1; index >= 0; index--) {
      if (this.held[index]?.amount === 0) this.held.splice(index, 1);
    }
  }

  /** Moves past settled instalments; once all are settled the loan is repaid. */
  private skipSettled(): void {
    while (
      this.firstOpen < this.open.length &&
      unpaidTotal(this.open[this.firstOpen] as LedgerInstallment) === 0
    ) {
      this.firstOpen++;
    }
    if (!this.closedBy && this.open.length > 0 && this.firstOpen === this.open.length) this.closeAs('REPAID');
  }

  /** Marks the loan closed; money still held can no longer be used and becomes overpayment. */
  private closeAs(status: LoanContractStatus): void {
    this.closedBy = status;
    for (const money of this.held) money.kind = 'OVERPAYMENT';
  }
}

/** A closing payment pays its allocation order first, then every other line type. */
function closingOrder(order: readonly InstallmentLineType[]): InstallmentLineType[] {
  return [...order, ...INSTALLMENT_LINE_TYPES.filter((type) => !order.includes(type))];
}
