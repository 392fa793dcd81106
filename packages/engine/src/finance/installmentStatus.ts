/**
 * Status and days late of an instalment on the evaluation day: CANCELLED when cancelled or left unpaid by a
 * cession or write-off; PAID when nothing is left to pay; OVERDUE after its due date; ISSUED once its period
 * has started; NEW before. A paid instalment is as many days late as it was paid after its due date.
 */
import { unpaidTotal, type LedgerInstallment } from './ledgerModel.js';
import type { InstallmentStatus } from './types.js';

export function installmentStatus(
  installment: LedgerInstallment,
  day: number,
): { status: InstallmentStatus; daysLate: number } {
  if (installment.cancelled || installment.closed) return { status: 'CANCELLED', daysLate: 0 };
  if (unpaidTotal(installment) === 0) {
    const paidOn = installment.paidOnDay ?? installment.due;
    return { status: 'PAID', daysLate: Math.max(0, paidOn - installment.due) };
  }
  if (installment.due < day) return { status: 'OVERDUE', daysLate: day - installment.due };
  return { status: installment.start <= day ? 'ISSUED' : 'NEW', daysLate: 0 };
}
