/**
 * A model of a loan's payments and invoices for model-based tests (fast-check's `commands`): any
 * interleaving of adding a REGULAR, DISCOUNT or FULL_REPAYMENT payment, adding an invoice, and deleting the
 * latest payment or the latest invoice leaves the loan exactly as `allocatePayments` computes it afresh
 * over the scheduled instalments, the invoices left and the payments left. The "real" loan is a
 * `LoanBook`: the engine fed its own stored results back (engine test), or the server over HTTP (server test).
 */
import fc from 'fast-check';
import { addDays, daysBetween } from '../src/dates/plainDate.js';
import { INVOICE_LINE_TYPES } from '../src/domain/enumerations.js';
import { allocatePayments, type PaymentAllocationResult } from '../src/finance/allocatePayments.js';
import type { Installment, InstallmentLineType, Payment } from '../src/finance/types.js';

/** A payment as a command adds it; the book gives it its id. */
export type PaymentDraft = Omit<Payment, 'id' | 'createdAt'>;
/** An invoice as a command adds it; the book gives it its id. */
export type InvoiceDraft = Omit<Installment, 'id'>;

/** A loan that takes payments and invoices, and answers the replay each change leaves. */
export interface LoanBook {
  /** Adds the payment; its id and the replay stored. */
  addPayment(payment: PaymentDraft): Promise<{ id: string; result: PaymentAllocationResult }>;
  deletePayment(id: string): Promise<PaymentAllocationResult>;
  addInvoice(invoice: InvoiceDraft): Promise<{ id: string; result: PaymentAllocationResult }>;
  deleteInvoice(id: string): Promise<PaymentAllocationResult>;
}

/** What the model knows: the loan as scheduled and what is left of what the commands did. */
export interface LoanModel {
  currency: string;
  today: string;
  /** The scheduled instalments, with their ids in the book. */
  schedule: readonly Installment[];
  payments: Payment[];
  invoices: Installment[];
  /** What a full repayment pays beyond the invoices: more than the schedule can owe. */
  fullRepayment: number;
}

/** The replay of the model's payments over its instalments, computed afresh. */
export const expectedOf = (model: LoanModel): PaymentAllocationResult =>
  allocatePayments({
    installments: [...model.schedule, ...model.invoices],
    payments: model.payments,
    currency: model.currency,
    today: model.today,
  });

/** A loan its payments closed (REPAID) takes no more payments, invoices or deletions. */
const isOpen = (model: Readonly<LoanModel>) =>
  expectedOf(model as LoanModel).loanActualInfo.contractStatus === 'ACTIVE';

/** The date a new payment may take: `daysAgo` before today, but never before the latest payment. */
function paymentDate(model: Readonly<LoanModel>, daysAgo: number): string {
  const wanted = addDays(model.today, -daysAgo);
  const latest = model.payments.at(-1)?.date;
  return latest !== undefined && daysBetween(latest, wanted) < 0 ? latest : wanted;
}

/** More than the loan can owe: the model's bound for the schedule, and every invoice in full. */
function fullRepaymentOf(model: Readonly<LoanModel>): number {
  const invoiced = model.invoices
    .flatMap((invoice) => invoice.lines)
    .reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  return (Math.round(model.fullRepayment * 100) + invoiced) / 100;
}

type Check = (actual: PaymentAllocationResult, expected: PaymentAllocationResult) => void;

class AddPayment implements fc.AsyncCommand<LoanModel, LoanBook> {
  constructor(
    readonly kind: 'REGULAR' | 'DISCOUNT' | 'FULL_REPAYMENT',
    readonly daysAgo: number,
    readonly cents: number,
    readonly order: InstallmentLineType[],
    readonly same: Check,
  ) {}
  check = isOpen;
  async run(model: LoanModel, book: LoanBook) {
    const draft: PaymentDraft = {
      type: this.kind === 'DISCOUNT' ? 'DISCOUNT' : 'REGULAR',
      date: paymentDate(model, this.daysAgo),
      amount: this.kind === 'FULL_REPAYMENT' ? fullRepaymentOf(model) : this.cents / 100,
      allocationOrder: this.kind === 'DISCOUNT' ? ['PENALTY'] : this.order,
      paymentAction: this.kind === 'FULL_REPAYMENT' ? 'FULL_REPAYMENT' : 'PER_SCHEDULE',
    };
    const { id, result } = await book.addPayment(draft);
    model.payments.push({ ...draft, id, createdAt: String(model.payments.length).padStart(4, '0') });
    this.same(result, expectedOf(model));
  }
  toString = () => `add ${this.kind} ${this.cents / 100} ${this.daysAgo} days ago`;
}

class DeleteLatestPayment implements fc.AsyncCommand<LoanModel, LoanBook> {
  constructor(readonly same: Check) {}
  check = (model: Readonly<LoanModel>) => model.payments.length > 0 && isOpen(model);
  async run(model: LoanModel, book: LoanBook) {
    const latest = model.payments.pop() as Payment;
    this.same(await book.deletePayment(latest.id as string), expectedOf(model));
  }
  toString = () => 'delete the latest payment';
}

class AddInvoice implements fc.AsyncCommand<LoanModel, LoanBook> {
  constructor(
    readonly daysAgo: number,
    readonly lines: { type: InstallmentLineType; cents: number }[],
    readonly same: Check,
  ) {}
  check = isOpen;
  async run(model: LoanModel, book: LoanBook) {
    const dueDate = addDays(model.today, -this.daysAgo);
    const invoice: InvoiceDraft = {
      dueDate,
      startDate: dueDate,
      endDate: addDays(dueDate, 30),
      lines: this.lines.map(({ type, cents }) => ({ type, amount: cents / 100 })),
    };
    const { id, result } = await book.addInvoice(invoice);
    model.invoices.push({ ...invoice, id });
    this.same(result, expectedOf(model));
  }
  toString = () => `add an invoice due ${this.daysAgo} days ago: ${JSON.stringify(this.lines)}`;
}

/** The latest invoice, when nothing was paid on it (else it stays, as the server keeps it). */
function deletableInvoice(model: Readonly<LoanModel>): Installment | undefined {
  const latest = model.invoices.at(-1);
  const replayed = expectedOf(model as LoanModel).installments.find((each) => each.id === latest?.id);
  return replayed?.lines.every((line) => line.allocations.length === 0) ? latest : undefined;
}

class DeleteLatestInvoice implements fc.AsyncCommand<LoanModel, LoanBook> {
  constructor(readonly same: Check) {}
  check = (model: Readonly<LoanModel>) => isOpen(model) && deletableInvoice(model) !== undefined;
  async run(model: LoanModel, book: LoanBook) {
    const latest = model.invoices.pop() as Installment;
    this.same(await book.deleteInvoice(latest.id as string), expectedOf(model));
  }
  toString = () => 'delete the latest invoice';
}

/**
 * Sequences of the commands, payments dated within `maxDaysAgo` days before today and of up to
 * `maxCents`; `same` compares the book's answer with the model's (each test's own projection).
 */
export function loanBookCommands(
  { maxDaysAgo, maxCents, maxCommands }: { maxDaysAgo: number; maxCents: number; maxCommands: number },
  same: Check,
) {
  const daysAgo = fc.integer({ min: 0, max: maxDaysAgo });
  const order = fc.shuffledSubarray(
    ['PENALTY', 'COMMISSION', 'INTEREST', 'PRINCIPAL'] as InstallmentLineType[],
    { minLength: 1 },
  );
  return fc.commands(
    [
      fc
        .tuple(
          fc.constantFrom('REGULAR', 'REGULAR', 'REGULAR', 'DISCOUNT', 'FULL_REPAYMENT') as fc.Arbitrary<
            'REGULAR' | 'DISCOUNT' | 'FULL_REPAYMENT'
          >,
          daysAgo,
          fc.integer({ min: 0, max: maxCents }),
          order,
        )
        .map(([kind, days, cents, lines]) => new AddPayment(kind, days, cents, lines, same)),
      fc.constant(new DeleteLatestPayment(same)),
      fc
        .tuple(
          daysAgo,
          fc.uniqueArray(
            fc.record({
              type: fc.constantFrom(...INVOICE_LINE_TYPES),
              cents: fc.integer({ min: 0, max: maxCents }),
            }),
            { minLength: 1, maxLength: 2, selector: (line) => line.type },
          ),
        )
        .map(([days, lines]) => new AddInvoice(days, lines, same)),
      fc.constant(new DeleteLatestInvoice(same)),
    ],
    { maxCommands },
  );
}
