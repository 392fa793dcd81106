/**
 * A stored instalment in ledger form, checked: amounts in minor units, dates as day numbers. Only its
 * scheduled lines count: PENALTY lines are dropped to be accrued afresh, a recalculated amount goes back to
 * its `scheduledAmount`, and allocations are ignored. CANCELLED means cancelled by a person unless the
 * instalment was only closed unpaid by a cession or write-off.
 */
import { compareDates } from '../dates/plainDate.js';
import { FinanceInputError } from './financeInputError.js';
import { requireAmount, requireDate, requireOneOf } from './inputChecks.js';
import { toDay, type LedgerInstallment } from './ledgerModel.js';
import { INSTALLMENT_LINE_TYPES, type Installment } from './types.js';

export function toLedgerInstallment(
  installment: Installment,
  field: string,
  currency: string,
): LedgerInstallment {
  const dueDate = requireDate(installment.dueDate, `${field}.dueDate`);
  const startDate = requireDate(installment.startDate, `${field}.startDate`);
  const endDate = requireDate(installment.endDate, `${field}.endDate`);
  if (compareDates(endDate, startDate) < 0) {
    throw new FinanceInputError(`${field}.endDate`, 'mustNotBeBeforeStartDate');
  }
  if (!Array.isArray(installment.lines)) throw new FinanceInputError(`${field}.lines`, 'mustBeList');
  const lines = installment.lines.map((line, index) => {
    const recalculated = line.scheduledAmount !== undefined;
    const amount = requireAmount(
      recalculated ? line.scheduledAmount : line.amount,
      currency,
      `${field}.lines.${index}.amount`,
    );
    return {
      type: requireOneOf(line.type, INSTALLMENT_LINE_TYPES, `${field}.lines.${index}.type`),
      amount,
      scheduled: amount,
      paid: 0,
      ...(recalculated || line.calculatedFor === undefined ? {} : { calculatedFor: line.calculatedFor }),
      allocations: [],
    };
  });
  return {
    ...(installment.id === undefined ? {} : { id: installment.id }),
    dueDate,
    startDate,
    endDate,
    due: toDay(dueDate),
    start: toDay(startDate),
    periodEnd: toDay(endDate) + 1,
    cancelled: installment.status === 'CANCELLED' && installment.closedUnpaid !== true,
    closed: false,
    lines: lines.filter((line) => line.type !== 'PENALTY'),
    penalty: null,
    penaltyBaseDays: 0,
    paidOnDay: null,
  };
}
