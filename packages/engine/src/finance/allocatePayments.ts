/**
 * Payment allocation for a loan (docs/money-maths.md): replays every payment in date order over the instalments and
 * returns the recalculated instalments, the money that sits on no instalment (orphan payments) and the
 * contract summary. Earlier allocations, statuses and PENALTY lines in the input are recalculated, never
 * trusted, so the result depends only on the instalments' scheduled lines and the payments: deleting the
 * latest payment gives back exactly the result from before it, and a dry run is the same call, not saved.
 *
 * The evaluation day is `today`, or the date of a later payment being previewed; allocations dated after
 * `today` are PENDING.
 */
import type { PlainDate } from '../dates/plainDate.js';
import { fromMinorUnits } from '../money/money.js';
import { contractSummary } from './contractSummary.js';
import { requireCurrency, requireDate, requireOneOf } from './inputChecks.js';
import { installmentStatus } from './installmentStatus.js';
import { toLedgerInstallment } from './ledgerInstallment.js';
import { fromDay, toDay, type LedgerLine } from './ledgerModel.js';
import { LoanLedger } from './loanLedger.js';
import { paymentsInReplayOrder } from './paymentReplayOrder.js';
import { requirePenaltySettings, type PenaltySettings } from './penaltySettings.js';
import type {
  AllocatedInstallment,
  AllocatedLine,
  ContractSummary,
  Installment,
  OrphanPayment,
  Payment,
} from './types.js';

export interface AllocatePaymentsInput {
  installments: readonly Installment[];
  /** The loan's saved payments. */
  payments: readonly Payment[];
  /** A payment being added or previewed: replayed after the saved ones, never dated before them. */
  payment?: Payment;
  currency: string;
  today: PlainDate;
  /** Product penalty settings; omitted ones take DEFAULT_PENALTY_SETTINGS. */
  penalties?: Partial<PenaltySettings>;
  /** The contract's status apart from payments. Default ACTIVE. */
  contractStatus?: 'ACTIVE' | 'TERMINATED';
}

export interface PaymentAllocationResult {
  installments: AllocatedInstallment[];
  orphanPayments: OrphanPayment[];
  loanActualInfo: ContractSummary;
}

export function allocatePayments(input: AllocatePaymentsInput): PaymentAllocationResult {
  const currency = requireCurrency(input.currency, 'currency');
  const today = toDay(requireDate(input.today, 'today'));
  const settings = requirePenaltySettings(input.penalties);
  const contractStatus = requireOneOf(
    input.contractStatus ?? 'ACTIVE',
    ['ACTIVE', 'TERMINATED'],
    'contractStatus',
  );
  const installments = input.installments.map((installment, index) =>
    toLedgerInstallment(installment, `installments.${index}`, currency),
  );
  installments.sort((a, b) => a.due - b.due);
  const payments = paymentsInReplayOrder(input.payments, input.payment, currency);

  const ledger = new LoanLedger(installments, settings, currency);
  for (const payment of payments) ledger.pay(payment);
  const day = Math.max(today, payments.at(-1)?.day ?? today);
  ledger.advanceTo(day);

  const money = (minor: number) => fromMinorUnits(minor, currency);
  const toLine = (line: LedgerLine): AllocatedLine => ({
    type: line.type,
    amount: money(line.amount),
    ...(line.calculatedFor === undefined ? {} : { calculatedFor: line.calculatedFor }),
    ...(line.amount === line.scheduled || line.type === 'PENALTY'
      ? {}
      : { scheduledAmount: money(line.scheduled) }),
    allocations: line.allocations.map((allocation) => ({
      amount: money(allocation.amount),
      status: allocation.day > today ? 'PENDING' : 'ALLOCATED',
      payment: allocation.payment,
    })),
  });
  return {
    installments: installments.map((installment) => ({
      ...(installment.id === undefined ? {} : { id: installment.id }),
      dueDate: installment.dueDate,
      startDate: installment.startDate,
      endDate: installment.endDate,
      ...installmentStatus(installment, day),
      ...(installment.closed ? { closedUnpaid: true as const } : {}),
      lines: installment.lines.map(toLine),
    })),
    orphanPayments: ledger.held.map((held) => ({
      payment: held.payment,
      date: fromDay(held.day),
      amount: money(held.amount),
      status: held.kind,
    })),
    loanActualInfo: contractSummary(ledger, day, contractStatus, currency),
  };
}
