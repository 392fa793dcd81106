/**
 * The contract summary of a loan ("loanActualInfo") on the evaluation day, from the replayed
 * ledger. Instalments due on the day count as due; of the periods still running, interest and commission
 * count as far as they are earned. `closingBalance` is what a FULL_REPAYMENT on the day would need, net of
 * the money held for the loan; `overduePayment` excludes penalties, which `unpaidPenalties` reports;
 * `unpaidExtra` holds every line type other than principal, interest, commission and penalty. Once the loan
 * is closed nothing is outstanding.
 */
import type { PlainDate } from '../dates/plainDate.js';
import { fromMinorUnits } from '../money/money.js';
import { accruedShare } from './accruedShare.js';
import { unpaid, unpaidBase, unpaidTotal } from './ledgerModel.js';
import type { LoanLedger } from './loanLedger.js';
import type { ContractSummary, LoanContractStatus } from './types.js';

export function contractSummary(
  ledger: LoanLedger,
  day: number,
  status: LoanContractStatus,
  currency: string,
): ContractSummary {
  const sums = {
    nextPayment: 0,
    overduePayment: 0,
    remainingPrincipal: 0,
    accruedInterest: 0,
    unpaidPenalties: 0,
    unpaidExtra: 0,
    unpaidCommission: 0,
    owed: 0,
    paidInterest: 0,
    paidPrincipal: 0,
  };
  const held = { DEPOSIT: 0, PENALTY_DEPOSIT: 0, OVERPAYMENT: 0 };
  for (const money of ledger.held) held[money.kind] += money.amount;
  let nextPaymentDate: PlainDate | null = null;
  let daysLate = 0;

  for (const installment of ledger.open) {
    for (const line of installment.lines) {
      if (line.type === 'INTEREST') sums.paidInterest += line.paid;
      if (line.type === 'PRINCIPAL') sums.paidPrincipal += line.paid;
    }
    const left = unpaidTotal(installment);
    if (ledger.closedBy || left === 0) continue;
    const isDue = installment.due <= day;
    if (installment.due < day) {
      sums.overduePayment += unpaidBase(installment);
      daysLate = Math.max(daysLate, day - installment.due);
    } else if (nextPaymentDate === null) {
      nextPaymentDate = installment.dueDate;
      sums.nextPayment = Math.max(0, left - held.DEPOSIT);
    }
    for (const line of installment.lines) {
      const open = unpaid(line);
      const earned = isDue
        ? open
        : Math.max(0, accruedShare(line.amount, installment.start, installment.periodEnd, day) - line.paid);
      if (line.type === 'PRINCIPAL') sums.remainingPrincipal += open;
      else if (line.type === 'INTEREST') sums.accruedInterest += earned;
      else if (line.type === 'PENALTY') sums.unpaidPenalties += open;
      else if (line.type === 'COMMISSION') sums.unpaidCommission += isDue ? open : 0;
      else sums.unpaidExtra += isDue ? open : 0;
      sums.owed += line.type === 'INTEREST' || line.type === 'COMMISSION' ? earned : open;
    }
  }

  const money = (minor: number) => fromMinorUnits(minor, currency);
  const closingBalance = sums.owed - Math.min(held.PENALTY_DEPOSIT, sums.unpaidPenalties) - held.DEPOSIT;
  return {
    nextPaymentDate,
    nextPayment: money(sums.nextPayment),
    overduePayment: money(sums.overduePayment),
    remainingPrincipal: money(sums.remainingPrincipal),
    accruedInterest: money(sums.accruedInterest),
    unpaidPenalties: money(sums.unpaidPenalties),
    unpaidExtra: money(sums.unpaidExtra),
    unpaidCommission: money(sums.unpaidCommission),
    deposit: money(held.DEPOSIT),
    penaltyDeposit: money(held.PENALTY_DEPOSIT),
    closingBalance: money(Math.max(0, closingBalance)),
    overpayment: money(held.OVERPAYMENT),
    penaltyCap: ledger.penaltyCap === null ? null : money(ledger.penaltyCap),
    paidInterest: money(sums.paidInterest),
    paidPrincipal: money(sums.paidPrincipal),
    contractStatus: ledger.closedBy ?? status,
    daysLate,
  };
}
