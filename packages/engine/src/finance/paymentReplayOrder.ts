/**
 * The payments of a loan, checked and in ledger form, in the order the replay applies them.
 */
import { FinanceInputError } from './financeInputError.js';
import { requireAmount, requireDate, requireOneOf } from './inputChecks.js';
import { fromDay, toDay } from './ledgerModel.js';
import type { LedgerPayment } from './loanLedger.js';
import { INSTALLMENT_LINE_TYPES, PAYMENT_ACTIONS, PAYMENT_TYPES, type Payment } from './types.js';

/** Saved payments by date (then creation time, then input order), followed by the payment being added. */
export function paymentsInReplayOrder(
  payments: readonly Payment[],
  added: Payment | undefined,
  currency: string,
): LedgerPayment[] {
  const saved = payments.map((payment, index) => ({
    payment: toLedgerPayment(payment, `payments.${index}`, currency, true),
    createdAt: payment.createdAt ?? '',
  }));
  const seen = new Set<string>();
  saved.forEach(({ payment }) => {
    if (payment.ref === null) return;
    if (seen.has(payment.ref)) throw new FinanceInputError(`${payment.field}.id`, 'mustBeUnique');
    seen.add(payment.ref);
  });
  saved.sort(
    (a, b) =>
      a.payment.day - b.payment.day || (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0),
  );
  const ordered = saved.map(({ payment }) => payment);
  if (added) {
    const payment = toLedgerPayment(added, 'payment', currency, false);
    if (payment.ref !== null && seen.has(payment.ref))
      throw new FinanceInputError('payment.id', 'mustBeUnique');
    const latest = ordered.at(-1);
    if (latest && payment.day < latest.day) {
      throw new FinanceInputError('payment.date', 'mustNotBeBeforeLatestPayment', {
        date: fromDay(latest.day),
      });
    }
    ordered.push(payment);
  }
  return ordered;
}

/** A payment in ledger form, checked; saved payments need an id for their allocations to refer to. */
function toLedgerPayment(payment: Payment, field: string, currency: string, saved: boolean): LedgerPayment {
  if (saved && (typeof payment.id !== 'string' || payment.id === '')) {
    throw new FinanceInputError(`${field}.id`, 'required');
  }
  if (payment.id !== undefined && typeof payment.id !== 'string') {
    throw new FinanceInputError(`${field}.id`, 'mustBeText');
  }
  const type = requireOneOf(payment.type, PAYMENT_TYPES, `${field}.type`);
  const action = requireOneOf(payment.paymentAction, PAYMENT_ACTIONS, `${field}.paymentAction`);
  if (type === 'DISCOUNT' && action !== 'PER_SCHEDULE') {
    throw new FinanceInputError(`${field}.paymentAction`, 'discountMustBePerSchedule');
  }
  if (!Array.isArray(payment.allocationOrder)) {
    throw new FinanceInputError(`${field}.allocationOrder`, 'mustBeList');
  }
  const order = payment.allocationOrder.map((lineType, index) =>
    requireOneOf(lineType, INSTALLMENT_LINE_TYPES, `${field}.allocationOrder.${index}`),
  );
  if (type === 'REGULAR' && action === 'PER_SCHEDULE' && order.length === 0) {
    throw new FinanceInputError(`${field}.allocationOrder`, 'mustNotBeEmpty');
  }
  return {
    ref: payment.id ?? null,
    field,
    day: toDay(requireDate(payment.date, `${field}.date`)),
    amount: requireAmount(payment.amount, currency, `${field}.amount`),
    type,
    action,
    order,
    disablePenaltyCap: payment.disablePenaltyCap === true,
  };
}
