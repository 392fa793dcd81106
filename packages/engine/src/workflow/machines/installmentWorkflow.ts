import type { InstallmentStatus } from '../../finance/types.js';
import { defineStatusMachine } from '../statusMachine.js';

/** `settled`: nothing is left to collect on the instalment (paid or cancelled). */
export type InstallmentStatusFlag = 'settled';

export type InstallmentOperation = 'PAY' | 'REOPEN' | 'CANCEL';

/** Moves that the calendar makes: the instalment's period starts, its due date passes. */
export type InstallmentAutomaticMove = 'ISSUE' | 'FALL_OVERDUE';

/**
 * The instalment statuses that `installmentStatus` derives from the ledger on a day (see docs/workflows.md),
 * as the moves between them: the calendar issues an instalment and makes it overdue; a payment pays it in
 * full, deleting that payment reopens it, and deleting the instalment (or a cession or write-off) cancels it.
 */
export const INSTALLMENT_WORKFLOW = defineStatusMachine<
  InstallmentStatus,
  InstallmentOperation,
  InstallmentStatusFlag,
  InstallmentAutomaticMove
>({
  name: 'installment',
  initial: 'NEW',
  statuses: {
    NEW: {},
    ISSUED: {},
    OVERDUE: {},
    PAID: { settled: true },
    CANCELLED: { settled: true },
  },
  operations: {
    PAY: { from: ['NEW', 'ISSUED', 'OVERDUE'], to: 'PAID', permission: 'contract:CreatePayment' },
    // The status after reopening depends on the day, as for any unpaid instalment.
    REOPEN: {
      from: ['PAID'],
      to: 'OVERDUE',
      otherOutcomes: ['ISSUED', 'NEW'],
      permission: 'contract:DeletePayment',
    },
    CANCEL: { from: ['NEW', 'ISSUED', 'OVERDUE'], to: 'CANCELLED', permission: 'contract:DeleteInstallment' },
  },
  automatic: {
    ISSUE: { from: ['NEW'], to: 'ISSUED' },
    // An instalment evaluated after its due date is overdue even if its period had not been seen to start.
    FALL_OVERDUE: { from: ['NEW', 'ISSUED'], to: 'OVERDUE' },
  },
});
