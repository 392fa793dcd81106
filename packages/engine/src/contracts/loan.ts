import Type, { type Static } from 'typebox';
import {
  ACTION_TYPES,
  CONTRACT_OPERATIONS,
  CONTRACT_STATUSES,
  INVOICE_LINE_TYPES,
} from '../domain/enumerations.js';
import {
  ALLOCATION_STATUSES,
  INSTALLMENT_LINE_TYPES,
  INSTALLMENT_STATUSES,
  PAYMENT_ACTIONS,
  PAYMENT_TYPES,
} from '../finance/types.js';
import { Page, WireObject } from './common.js';
import { FormValues, PartyReference } from './party.js';
import { ActivePolicyQuote, ContractParty, ContractReference, PolicyExportQuery } from './policy.js';
import { PartyChange, ProductOfRecord } from './quote.js';
import { ContractHit } from './search.js';

const plainDate = Type.String({ format: 'date' });
const plainDateOrNull = Type.Union([plainDate, Type.Null()]);
const uuid = Type.String({ format: 'uuid' });
const amountOrNull = Type.Union([Type.Number(), Type.Null()]);

/**
 * Loans (lending contracts), made by LEND of a loan application. Money is a decimal amount of the loan's
 * `currency`, rounded to its subunit; dates are `YYYY-MM-DD`. What the partner restriction hides
 * (`loanApplicationView`: first-payment details, totals, the schedule; the monthly payment is shown, a loan
 * having been lent from an ISSUED application) is absent from the answers to a restricted user.
 */

/** Money of one payment put on one instalment line. `payment` is null for a payment not yet saved. */
export const LoanAllocation = WireObject({
  amount: Type.Number(),
  status: Type.Enum(ALLOCATION_STATUSES),
  payment: Type.Union([uuid, Type.Null()]),
});
export type LoanAllocation = Static<typeof LoanAllocation>;

/** A line of an instalment; `scheduledAmount` only when `amount` was recalculated (an early repayment). */
export const LoanInstallmentLine = WireObject({
  type: Type.Enum(INSTALLMENT_LINE_TYPES),
  amount: Type.Number(),
  calculatedFor: Type.Optional(plainDate),
  scheduledAmount: Type.Optional(Type.Number()),
  allocations: Type.Array(LoanAllocation),
});
export type LoanInstallmentLine = Static<typeof LoanInstallmentLine>;

/** An instalment of a loan (its schedule, or an invoice added by hand), lines in the loans' display order. */
export const LoanInstallment = WireObject({
  id: uuid,
  dueDate: plainDate,
  startDate: plainDate,
  endDate: plainDate,
  status: Type.Enum(INSTALLMENT_STATUSES),
  daysLate: Type.Integer({ minimum: 0 }),
  lines: Type.Array(LoanInstallmentLine),
});
export type LoanInstallment = Static<typeof LoanInstallment>;

/**
 * The loan summary of a transaction: what it lent (`action…`, `delta…`) and the loan's totals after it
 * (`total…`), with the first payment, monthly payment, IRR and APR (percent) of its schedule. For NEW the
 * action amounts are the totals. A restricted user gets the monthly payment, IRR and APR only.
 */
export const LoanTransactionSummary = WireObject({
  firstPaymentDate: Type.Optional(plainDate),
  daysFromIssueTillFirstPayment: Type.Optional(Type.Integer()),
  actionPrincipal: Type.Optional(Type.Number()),
  actionInterest: Type.Optional(Type.Number()),
  deltaDisbursed: Type.Optional(Type.Number()),
  deltaCommission: Type.Optional(Type.Number()),
  actionCost: Type.Optional(Type.Number()),
  totalInterest: Type.Optional(Type.Number()),
  totalPrincipal: Type.Optional(Type.Number()),
  totalDisbursed: Type.Optional(Type.Number()),
  totalCommission: Type.Optional(Type.Number()),
  totalCost: Type.Optional(Type.Number()),
  monthlyPayment: Type.Optional(Type.Number()),
  irr: Type.Number(),
  apr: Type.Number(),
});
export type LoanTransactionSummary = Static<typeof LoanTransactionSummary>;

/**
 * A transaction (action) of a loan: what one lent application did to it, numbered by `sequence` from 1 (the
 * NEW transaction). `paymentSchedule` is the loan's instalments as that transaction made them (empty for a
 * restricted user).
 */
export const LoanTransaction = WireObject({
  actionId: uuid,
  sequence: Type.Integer({ minimum: 1 }),
  actionType: Type.Enum(ACTION_TYPES),
  quoteId: Type.Union([uuid, Type.Null()]),
  quoteNr: Type.Union([Type.String(), Type.Null()]),
  issueDate: plainDate,
  startDate: plainDate,
  endDate: plainDate,
  currency: Type.String(),
  loanAmount: Type.Number(),
  parties: Type.Array(ContractParty),
  loanSummary: LoanTransactionSummary,
  createdAt: Type.String({ format: 'date-time' }),
});
export type LoanTransaction = Static<typeof LoanTransaction>;

/** `GET /api/loans/{id}/transactions`: the loan's transactions by sequence. */
export const LoanTransactions = Type.Array(LoanTransaction);
export type LoanTransactions = Static<typeof LoanTransactions>;

/**
 * `GET /api/loans/{id}`: a loan as it stands. `installments` is its schedule (empty for a restricted user);
 * `monthlyPayment` that of its schedule; `availableOperations` the contract operations the caller may start
 * now (none while an application acts on it); `activeQuote` that application.
 */
export const Loan = WireObject({
  id: uuid,
  contractNr: Type.String(),
  status: Type.Enum(CONTRACT_STATUSES),
  ...ProductOfRecord,
  applicationId: uuid,
  startDate: plainDate,
  endDate: plainDate,
  issueDate: plainDate,
  currency: Type.String(),
  loanAmount: Type.Number(),
  annualInterestRate: Type.Number(),
  loanTerm: Type.Integer({ minimum: 1 }),
  commissionRate: Type.Number(),
  addCommissionToLoanAmount: Type.Boolean(),
  monthlyPayment: Type.Optional(Type.Number()),
  contractee: Type.Union([PartyReference, Type.Null()]),
  parties: Type.Array(ContractParty),
  data: FormValues,
  installments: Type.Array(LoanInstallment),
  transactions: Type.Array(LoanTransaction),
  availableOperations: Type.Array(Type.Enum(CONTRACT_OPERATIONS)),
  activeQuote: Type.Union([ActivePolicyQuote, Type.Null()]),
  /** The loan this one renewed (its first transaction is a RENEWAL), and the loan that renewed this one. */
  renewalOf: Type.Union([ContractReference, Type.Null()]),
  renewedBy: Type.Union([ContractReference, Type.Null()]),
  /**
   * The loan's parties whose name or code changed since the loan took them (empty when none): the page offers
   * `PUT /api/loans/{id}/sync-party/{partyId}`, which takes them into the loan.
   */
  partiesChanged: Type.Array(PartyChange),
  version: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Loan = Static<typeof Loan>;

/**
 * `GET /api/loans/{id}/summary`: the contract summary ("loanActualInfo") on the tenant's today, from the
 * replay of the loan's payments over its instalments (the engine's `allocatePayments`): the next payment
 * (date and amount), what is overdue (penalties apart), the principal still owed, interest earned so far,
 * unpaid penalties, extra lines and commission, money held (deposit, penalty deposit, overpayment), what a
 * full repayment would need today (`closingBalance`), the penalty cap, what was paid of interest and
 * principal, the status the money gives and the days the oldest unpaid instalment is late. A restricted user
 * gets the status and days late only.
 */
export const LoanContractSummary = WireObject({
  currency: Type.String(),
  contractStatus: Type.Enum(CONTRACT_STATUSES),
  daysLate: Type.Integer({ minimum: 0 }),
  nextPaymentDate: Type.Optional(plainDateOrNull),
  nextPayment: Type.Optional(Type.Number()),
  overduePayment: Type.Optional(Type.Number()),
  remainingPrincipal: Type.Optional(Type.Number()),
  accruedInterest: Type.Optional(Type.Number()),
  unpaidPenalties: Type.Optional(Type.Number()),
  unpaidExtra: Type.Optional(Type.Number()),
  unpaidCommission: Type.Optional(Type.Number()),
  deposit: Type.Optional(Type.Number()),
  penaltyDeposit: Type.Optional(Type.Number()),
  closingBalance: Type.Optional(Type.Number()),
  overpayment: Type.Optional(Type.Number()),
  penaltyCap: Type.Optional(amountOrNull),
  paidInterest: Type.Optional(Type.Number()),
  paidPrincipal: Type.Optional(Type.Number()),
});
export type LoanContractSummary = Static<typeof LoanContractSummary>;

/** A row of the loan list (the same as a loan hit of the global search). */
export const LoanListItem = ContractHit;
export type LoanListItem = ContractHit;
export const LoanPage = Page(LoanListItem);
export type LoanPage = Static<typeof LoanPage>;

/**
 * `GET /api/loans/export`: the loans the list shows for the same `search` and `sorting`, all of them (up to
 * 10 000 rows), as a CSV or XLSX file named in the content-disposition header; the policies' query.
 */
export const LoanExportQuery = PolicyExportQuery;
export type LoanExportQuery = PolicyExportQuery;

/**
 * A payment on a loan, as added (`POST /api/loans/{id}/payments`, with the loan's `version`: 409 when it
 * changed) or previewed (`…/payments/calculate`). `amount` ≥ 0 in the loan's currency; `allocationOrder` the
 * line types it pays, in order (a DISCOUNT pays penalties only, whatever it says, and is paid by the tenant's
 * own party, whatever `payer` says); `paymentAction` PER_SCHEDULE or FULL_REPAYMENT, CESSION and WRITEOFF on a
 * TERMINATED loan only. Its date is not in the future nor before the loan's latest payment.
 */
export const LoanPaymentInput = WireObject({
  type: Type.Enum(PAYMENT_TYPES),
  date: plainDate,
  amount: Type.Number({ minimum: 0, maximum: 1e12 }),
  allocationOrder: Type.Array(Type.Enum(INSTALLMENT_LINE_TYPES), {
    minItems: 1,
    maxItems: INSTALLMENT_LINE_TYPES.length,
    uniqueItems: true,
  }),
  paymentAction: Type.Enum(PAYMENT_ACTIONS),
  disablePenaltyCap: Type.Optional(Type.Boolean()),
  /** Who pays a REGULAR payment (the borrower when absent); a DISCOUNT's payer is the tenant's own party. */
  payer: Type.Optional(WireObject({ id: uuid })),
  version: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type LoanPaymentInput = Static<typeof LoanPaymentInput>;

/** A saved payment of a loan. */
export const LoanPayment = WireObject({
  id: uuid,
  type: Type.Enum(PAYMENT_TYPES),
  date: plainDate,
  amount: Type.Number(),
  allocationOrder: Type.Array(Type.Enum(INSTALLMENT_LINE_TYPES)),
  paymentAction: Type.Enum(PAYMENT_ACTIONS),
  disablePenaltyCap: Type.Boolean(),
  /** Who paid; null for a payment stored before payers were. */
  payer: Type.Union([PartyReference, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type LoanPayment = Static<typeof LoanPayment>;

/** `GET /api/loans/{id}/payments`: the loan's payments in replay order (date, then when added). */
export const LoanPayments = Type.Array(LoanPayment);
export type LoanPayments = Static<typeof LoanPayments>;

/** Money of a payment that sits on no instalment line (deposit, penalty deposit, overpayment). */
export const LoanOrphanPayment = WireObject({
  payment: Type.Union([uuid, Type.Null()]),
  date: plainDate,
  amount: Type.Number(),
  status: Type.Enum(['DEPOSIT', 'PENALTY_DEPOSIT', 'OVERPAYMENT'] as const),
});
export type LoanOrphanPayment = Static<typeof LoanOrphanPayment>;

/**
 * The replay of a loan's payments (with the one previewed or added): the instalments with their allocations,
 * penalties, statuses and days late, the money on no instalment and the contract summary ("loanActualInfo").
 * `version` is the loan's after the call.
 */
export const LoanPaymentCalculation = WireObject({
  installments: Type.Array(LoanInstallment),
  orphanPayments: Type.Array(LoanOrphanPayment),
  loanActualInfo: LoanContractSummary,
  version: Type.Integer({ minimum: 0 }),
});
export type LoanPaymentCalculation = Static<typeof LoanPaymentCalculation>;

/**
 * `POST /api/loans/{id}/payments/calculate?dryRun=true`. A calculation never stores anything, with or without
 * `dryRun`: the parameter is taken as the payments page's address passes it on.
 */
export const LoanPaymentCalculateQuery = WireObject({ dryRun: Type.Optional(Type.Boolean()) });
export type LoanPaymentCalculateQuery = Static<typeof LoanPaymentCalculateQuery>;

/**
 * `DELETE /api/loans/{id}/payments/{paymentId}?version=…` and `DELETE /api/contract/{id}/installment/{id}?version=…`:
 * the loan's version as the caller read it (409 when the loan changed since); without it the deletion is not
 * checked against a version.
 */
export const LoanVersionQuery = WireObject({ version: Type.Optional(Type.Integer({ minimum: 0 })) });
export type LoanVersionQuery = Static<typeof LoanVersionQuery>;

/**
 * `POST /api/contract/{id}/installment`: an invoice added by hand to a loan with a full schedule, status NEW;
 * its due and start dates default to today and its end date to a month later; its lines are of the invoice
 * line types (permit preparation, commission, debt collection, vehicle repossession, reinstatement fee,
 * amendment fee), amounts ≥ 0 in the loan's currency. `version` is the loan's (409 when it changed).
 */
export const NewLoanInvoice = WireObject({
  dueDate: Type.Optional(plainDate),
  startDate: Type.Optional(plainDate),
  endDate: Type.Optional(plainDate),
  status: Type.Optional(Type.Literal('NEW')),
  lines: Type.Array(
    WireObject({ type: Type.Enum(INVOICE_LINE_TYPES), amount: Type.Number({ minimum: 0, maximum: 1e12 }) }),
    { minItems: 1, maxItems: INVOICE_LINE_TYPES.length },
  ),
  version: Type.Integer({ minimum: 0 }),
});
export type NewLoanInvoice = Static<typeof NewLoanInvoice>;
