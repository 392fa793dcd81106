import Type, { type Static } from 'typebox';
import { PRODUCT_TYPES } from '../definitions/tenantSettings.js';
import {
  ACTION_TYPES,
  CONTRACT_OPERATION_ACTION_TYPES,
  CONTRACT_OPERATIONS,
  CONTRACT_STATUSES,
  PARTY_ROLES,
  QUOTE_STATUSES,
  type ContractOperation,
} from '../domain/enumerations.js';
import { PRORATION_METHODS } from '../finance/proration.js';
import { Page, WireObject } from './common.js';
import { FormValues, PartyReference } from './party.js';
import { ProductOfRecord } from './quote.js';
import { ContractHit } from './search.js';

const plainDate = Type.String({ format: 'date' });
const plainDateOrNull = Type.Union([plainDate, Type.Null()]);
const amountOrNull = Type.Union([Type.Number(), Type.Null()]);

/**
 * Policies (insurance contracts) and their transactions. Money is a decimal amount of the policy's
 * `currency`, rounded to its subunit; dates are `YYYY-MM-DD`, an end date being the last covered day.
 */

/** A policy named by its id and number, e.g. the policy a quote changes or the one its issue created. */
export const ContractReference = WireObject({
  id: Type.String({ format: 'uuid' }),
  contractNr: Type.String(),
});
export type ContractReference = Static<typeof ContractReference>;

/** A party of a policy or of one of its transactions, in a role (PH policy holder, BNF beneficiary…). */
export const ContractParty = WireObject({
  role: Type.Enum(PARTY_ROLES),
  party: PartyReference,
});
export type ContractParty = Static<typeof ContractParty>;

/** One instalment of a transaction's premium payment schedule (the shape of a quote's schedule rows). */
export const PolicyScheduleRow = WireObject({
  dueDate: plainDate,
  startDate: plainDate,
  endDate: plainDate,
  amount: Type.Number(),
});
export type PolicyScheduleRow = Static<typeof PolicyScheduleRow>;

/**
 * The money of a transaction (docs/money-maths.md, "Proration of policy premiums"). `deltaPremium` is what it
 * charges (positive) or refunds (negative): NEW and RENEWAL the term premium, CHANGE the prorated difference,
 * CANCELLATION minus the refund, REINSTATEMENT the refund charged back. The cancellation fields are set on a
 * CANCELLATION and on the REINSTATEMENT that reverses it, null otherwise.
 */
export const TransactionSummary = WireObject({
  /** The term premium in force before the transaction; null for NEW and RENEWAL. */
  previousPremium: amountOrNull,
  /** The term premium in force from the transaction's start date (0 once cancelled). */
  premium: Type.Number(),
  deltaPremium: Type.Number(),
  /** Sum of the `deltaPremium` of the policy's transactions up to this one. */
  totalPremium: Type.Number(),
  prorationMethod: Type.Enum(PRORATION_METHODS),
  /** CHANGE: the previous and the new premium's parts from the change date to the term's end. */
  previousRemaining: amountOrNull,
  remaining: amountOrNull,
  /** CANCELLATION (and its REINSTATEMENT): unearned premium, holdback kept, refund paid. */
  proRataRefund: amountOrNull,
  holdbackPercent: amountOrNull,
  holdback: amountOrNull,
  refund: amountOrNull,
});
export type TransactionSummary = Static<typeof TransactionSummary>;

/**
 * A transaction (action) of a policy: what one issued quote did to it, numbered by `sequence` from 1 (the
 * NEW transaction). `startDate` is its effective date; `premium` and `sumInsured` the values in force from
 * it; `parties` the policy's parties from it on.
 */
export const PolicyTransaction = WireObject({
  actionId: Type.String({ format: 'uuid' }),
  sequence: Type.Integer({ minimum: 1 }),
  actionType: Type.Enum(ACTION_TYPES),
  /** The quote whose issue made the transaction. */
  quoteId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  quoteNr: Type.Union([Type.String(), Type.Null()]),
  issueDate: plainDate,
  startDate: plainDate,
  endDate: plainDate,
  currency: Type.String(),
  premium: Type.Number(),
  sumInsured: amountOrNull,
  parties: Type.Array(ContractParty),
  paymentSchedule: Type.Array(PolicyScheduleRow),
  summary: TransactionSummary,
  createdAt: Type.String({ format: 'date-time' }),
});
export type PolicyTransaction = Static<typeof PolicyTransaction>;

/** `GET /api/policies/{id}/transactions`: the policy's transactions by sequence. */
export const PolicyTransactions = Type.Array(PolicyTransaction);
export type PolicyTransactions = Static<typeof PolicyTransactions>;

/**
 * The open quote of a policy (a change, cancellation, renewal… not yet issued, rejected, expired or deleted):
 * a policy has at most one, and the policy page shows its pending changes.
 */
export const ActivePolicyQuote = WireObject({
  id: Type.String({ format: 'uuid' }),
  quoteNr: Type.String(),
  actionType: Type.Enum(ACTION_TYPES),
  status: Type.Enum(QUOTE_STATUSES),
  startDate: plainDateOrNull,
  endDate: plainDateOrNull,
  currency: Type.Union([Type.String(), Type.Null()]),
  premium: amountOrNull,
  sumInsured: amountOrNull,
});
export type ActivePolicyQuote = Static<typeof ActivePolicyQuote>;

/**
 * `GET /api/policies/{id}`: a policy as it stands, with its transactions, the contract operations the caller
 * may start now and its open quote. `data` holds the values of its product version's form in force (those of
 * its latest transaction). A renewed policy names its renewal, a renewal the policy it renews.
 */
export const Policy = WireObject({
  id: Type.String({ format: 'uuid' }),
  contractNr: Type.String(),
  status: Type.Enum(CONTRACT_STATUSES),
  ...ProductOfRecord,
  startDate: plainDate,
  endDate: plainDate,
  issueDate: plainDate,
  currency: Type.String(),
  premium: Type.Number(),
  sumInsured: amountOrNull,
  contractee: Type.Union([PartyReference, Type.Null()]),
  parties: Type.Array(ContractParty),
  data: FormValues,
  renewalOf: Type.Union([ContractReference, Type.Null()]),
  renewedBy: Type.Union([ContractReference, Type.Null()]),
  transactions: Type.Array(PolicyTransaction),
  /** The contract operations the caller may start now (none while a quote is open). */
  availableOperations: Type.Array(Type.Enum(CONTRACT_OPERATIONS)),
  activeQuote: Type.Union([ActivePolicyQuote, Type.Null()]),
  version: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Policy = Static<typeof Policy>;

/**
 * `GET /api/policies/{id}/summary`: the policy's totals. `totalCharged` adds the transactions that charge,
 * `totalRefunded` the refunds (positive), `totalPremium` is their difference; `holdback` is what cancellations
 * kept and reinstatements did not give back. The next payment is the first instalment of the schedule in force
 * due on or after today, null when none is left.
 */
export const PolicySummary = WireObject({
  contractStatus: Type.Enum(CONTRACT_STATUSES),
  currency: Type.String(),
  premium: Type.Number(),
  sumInsured: amountOrNull,
  totalCharged: Type.Number(),
  totalRefunded: Type.Number(),
  totalPremium: Type.Number(),
  holdback: Type.Number(),
  transactionCount: Type.Integer({ minimum: 0 }),
  lastTransactionDate: plainDateOrNull,
  nextPaymentDate: plainDateOrNull,
  nextPayment: amountOrNull,
});
export type PolicySummary = Static<typeof PolicySummary>;

/** A row of the policy lists (the same as a policy hit of the global search). */
export const PolicyListItem = ContractHit;
export type PolicyListItem = ContractHit;
export const PolicyPage = Page(PolicyListItem);
export type PolicyPage = Static<typeof PolicyPage>;

/** The files `GET /api/policies/export?format=…` writes. */
export const POLICY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type PolicyExportFormat = (typeof POLICY_EXPORT_FORMATS)[number];

/**
 * `GET /api/policies/export`: the policies the list shows for the same `search` and `sorting`, all of them
 * (up to 10 000 rows), as a CSV (UTF-8, comma separated, a header row) or XLSX file; the file name is in the
 * content-disposition header.
 */
export const PolicyExportQuery = WireObject({
  format: Type.Optional(Type.Enum(POLICY_EXPORT_FORMATS)),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  sorting: Type.Optional(Type.String({ maxLength: 500 })),
});
export type PolicyExportQuery = Static<typeof PolicyExportQuery>;

/**
 * `GET /api/parties/{id}/policies?page&limit&productType`: the party's contracts in any role, newest first:
 * policies (INSURANCE, the default); LENDING lists loans.
 */
export const PartyPoliciesQuery = WireObject({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  productType: Type.Optional(Type.Enum(PRODUCT_TYPES)),
});
export type PartyPoliciesQuery = Static<typeof PartyPoliciesQuery>;

/**
 * The contract operation that the `{action}` of `POST /api/policies/{id}/init-quote/{action}` names: the
 * operation (`change`, `cancel`, `renew`, `reinstatement`, `terminate`) or its action type (`cancellation`,
 * `renewal`, `termination`), in any case; undefined for anything else. The call answers the stored quote's
 * context (`QuoteContext`), status NEW, its data the policy's.
 */
export function policyQuoteOperation(action: string): ContractOperation | undefined {
  const name = action.toUpperCase();
  return CONTRACT_OPERATIONS.find(
    (operation) => operation === name || CONTRACT_OPERATION_ACTION_TYPES[operation] === name,
  );
}
