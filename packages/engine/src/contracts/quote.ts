import Type, { type Static } from 'typebox';
import { PRODUCT_TYPES } from '../definitions/tenantSettings.js';
import { ACTION_TYPES, PARTY_ROLES, QUOTE_OPERATIONS, QUOTE_STATUSES } from '../domain/enumerations.js';
import { IdReference, Page, ValidationErrors, WireObject } from './common.js';
import { DataDefinition } from './dataDefinition.js';
import { EnrichmentObject } from './enrichment.js';
import { FormValues, PartyReference, PartyTypeName } from './party.js';
import { QuoteHit } from './search.js';
import { INSTALLMENT_LINE_TYPES } from '../finance/types.js';
import { LOAN_CALCULATORS } from '../finance/loanSchedule.js';

const plainDateOrNull = Type.Union([Type.String({ format: 'date' }), Type.Null()]);

/**
 * The core fields of a quote that its data gives; null when the data has no such value. They are copies for
 * lists, search, joins and issuing: the data stays the source of truth. Money is a decimal amount of
 * `currency`. Which fields of the data they are is named by the product version (`definition.coreFields`):
 * - contractee: the policy holder (insurance) or borrower (lending), a Customer field;
 * - beneficiary: a Customer field, null unless the version names one;
 * - premium and sumInsured: Money fields; both in `currency`, one of the tenant's supported currencies;
 * - startDate, endDate: the insured period, both days included;
 * - issueDate: the day the quote was issued (set by ISSUE), or the data's `issueDate` of the period object;
 * - validUntil: the last day the offer holds (the data's `validUntil` of the period object, else the start
 *   date); from the day after, EXPIRE is allowed.
 */
export const QuoteCoreFields = {
  contractee: Type.Union([PartyReference, Type.Null()]),
  beneficiary: Type.Union([PartyReference, Type.Null()]),
  startDate: plainDateOrNull,
  endDate: plainDateOrNull,
  issueDate: plainDateOrNull,
  validUntil: plainDateOrNull,
  currency: Type.Union([Type.String(), Type.Null()]),
  premium: Type.Union([Type.Number(), Type.Null()]),
  sumInsured: Type.Union([Type.Number(), Type.Null()]),
  /** Months. */
  loanTerm: Type.Union([Type.Integer(), Type.Null()]),
  annualInterestRate: Type.Union([Type.Number(), Type.Null()]),
};

const numberOrNull = Type.Union([Type.Number(), Type.Null()]);
const booleanOrNull = Type.Union([Type.Boolean(), Type.Null()]);

/**
 * The loan terms of a loan application, from its data's object of the predefined type LOAN (fields `amount`,
 * `paymentDay`, `commissionRate`, `addCommissionToLoanAmount`, `needsGuarantor`, `carLoanWithPledge`); null
 * when the data has no such value, and always for an insurance quote. The term, rate and issue date are the
 * core fields `loanTerm`, `annualInterestRate` and `issueDate`; the borrower is the contractee.
 */
export const LoanApplicationFields = {
  /** The loan amount asked for (the data's `amount`), a decimal amount of `currency`. */
  maxLoanAmount: numberOrNull,
  /** Day of the month the instalments fall due. */
  paymentDate: Type.Union([Type.Integer(), Type.Null()]),
  /** Percent of the loan amount. */
  commissionRate: numberOrNull,
  addCommissionToLoanAmount: booleanOrNull,
  needsGuarantor: booleanOrNull,
  carLoanWithPledge: booleanOrNull,
};

/** Payment schedules have 1 to 100 instalments. */
export const MAX_SCHEDULE_ROWS = 100;

/**
 * One instalment of a quote's premium payment schedule: due on `dueDate`, covering `startDate` to `endDate`
 * (both included), `amount` a decimal amount of the quote's currency.
 */
export const PaymentScheduleRow = WireObject({
  dueDate: Type.String({ format: 'date' }),
  startDate: Type.String({ format: 'date' }),
  endDate: Type.String({ format: 'date' }),
  amount: Type.Number({ minimum: 0 }),
});
export type PaymentScheduleRow = Static<typeof PaymentScheduleRow>;

/**
 * A quote's premium payment schedule: its rows in due order; empty when there is none yet. The number of
 * instalments is the number of rows (1–100). Valid when it is not empty, every row ends on or after its
 * start and has an amount in the currency's subunits, and the amounts add up to exactly the premium.
 * Error messages are message keys, on `paymentSchedule` (`paymentSchedule.mustNotBeNullOrEmpty`,
 * `paymentSchedule.totalMustEqualPremium`) or on a row's field (`paymentSchedule.2.endDate`).
 */
export const PaymentSchedule = Type.Array(PaymentScheduleRow, { maxItems: MAX_SCHEDULE_ROWS });
export type PaymentSchedule = Static<typeof PaymentSchedule>;

/**
 * The copy a quote keeps of a party it names (in any Customer field), taken when the party first appears
 * in the quote and renewed only by `PUT /api/quotes/{id}/sync-party/{partyId}`: the party's version and
 * data at that time, and where in the quote's data it is named. `roles`: PH for the contractee of an
 * insurance quote, BO of a loan application, BNF for the beneficiary; other parties have none.
 */
export const QuoteParty = WireObject({
  id: Type.String({ format: 'uuid' }),
  partyType: PartyTypeName,
  name: Type.String(),
  code: Type.Optional(Type.String()),
  version: Type.Integer({ minimum: 0 }),
  data: FormValues,
  /** Dotted paths of the Customer fields naming the party, e.g. `policyholder.customer`, `drivers.1.driver`. */
  paths: Type.Array(Type.String()),
  roles: Type.Array(Type.Enum(PARTY_ROLES)),
});
export type QuoteParty = Static<typeof QuoteParty>;

/** One difference between a quote's copy of a party and the party now: a dotted path of the party's data. */
export const PartyFieldChange = WireObject({
  /** `name`, `code`, or a dotted path of the data (`person.lastName`). */
  path: Type.String(),
  /** The value in the quote's copy; absent when the copy has none. */
  copy: Type.Optional(Type.Unknown()),
  /** The party's value now; absent when the party has none. */
  current: Type.Optional(Type.Unknown()),
});
export type PartyFieldChange = Static<typeof PartyFieldChange>;

/**
 * A party of a record (a quote, a loan) that changed since the record took its copy, with the differences
 * field by field; `PUT /api/{kind}/{id}/sync-party/{partyId}` takes the party's current values.
 */
const partyChangeFields = {
  id: Type.String({ format: 'uuid' }),
  partyType: PartyTypeName,
  name: Type.String(),
  changes: Type.Array(PartyFieldChange),
};
export const PartyChange = WireObject(partyChangeFields);
export type PartyChange = Static<typeof PartyChange>;

/**
 * A party of the quote that changed since the quote copied it (its version is newer than the copy's), with
 * the differences field by field. `PUT /api/quotes/{id}/sync-party/{id}` takes the party's current values.
 */
export const QuotePartyChange = WireObject({
  ...partyChangeFields,
  /** The version the quote copied. */
  version: Type.Integer({ minimum: 0 }),
  latestVersion: Type.Integer({ minimum: 0 }),
});
export type QuotePartyChange = Static<typeof QuotePartyChange>;

const uuidOrNull = Type.Union([Type.String({ format: 'uuid' }), Type.Null()]);

/** The product and product version a quote or policy is of, as its pages name them. */
export const ProductOfRecord = {
  product: WireObject({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    code: Type.String(),
    iconName: Type.Union([Type.String(), Type.Null()]),
  }),
  productVersion: WireObject({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
};

const draftProperties = {
  productType: Type.Enum(PRODUCT_TYPES),
  status: Type.Enum(QUOTE_STATUSES),
  actionType: Type.Enum(ACTION_TYPES),
  ...ProductOfRecord,
  ...QuoteCoreFields,
  ...LoanApplicationFields,
  data: FormValues,
  paymentSchedule: PaymentSchedule,
};

/**
 * A quote before its first SAVE, as `POST /api/products/{id}/init-quote` answers it: nothing is stored yet,
 * so it has no id, number or version; its data are the form's defaults.
 */
export const QuoteDraft = WireObject(draftProperties);
export type QuoteDraft = Static<typeof QuoteDraft>;

/**
 * A loan application's summary; money in decimal amounts of the currency, `irr` and `apr` in percent (two
 * decimals). What the partner restriction hides is absent: first-payment details and totals always, the
 * monthly payment unless the application is APPROVED or ISSUED.
 */
export const LoanApplicationSummary = WireObject({
  firstPaymentDate: Type.Optional(Type.String({ format: 'date' })),
  daysFromIssueTillFirstPayment: Type.Optional(Type.Integer()),
  actionPrincipal: Type.Optional(Type.Number()),
  actionInterest: Type.Optional(Type.Number()),
  actionCost: Type.Optional(Type.Number()),
  deltaCommission: Type.Optional(Type.Number()),
  monthlyPayment: Type.Optional(Type.Number()),
  irr: Type.Number(),
  apr: Type.Number(),
});
export type LoanApplicationSummary = Static<typeof LoanApplicationSummary>;

/**
 * An insurance quote (product type INSURANCE) or a loan application (LENDING). `data` holds the values of
 * its product version's form and is the source of truth; the core fields are derived from it on every
 * save. The timestamps are ISO 8601 instants.
 */
export const Quote = WireObject({
  id: Type.String({ format: 'uuid' }),
  quoteNr: Type.String(),
  ...draftProperties,
  /** The parties the quote names, as it copied them. */
  parties: Type.Array(QuoteParty),
  /**
   * Why the last SUBMIT found the quote incomplete (message keys by dotted path, as `validationErrors`);
   * null unless the status is INCOMPLETE.
   */
  incompleteReasons: Type.Union([ValidationErrors, Type.Null()]),
  /** The policy a change, cancellation or renewal quote acts on; null for a new business quote. */
  currentPolicyId: uuidOrNull,
  /** The policy that ISSUE made or changed from this quote; null until issued. */
  targetPolicyId: uuidOrNull,
  /** The loan an operation application acts on; null for a new loan application and insurance quotes. */
  currentLoanId: uuidOrNull,
  /** The loan that LEND made from this application; null until lent. */
  targetLoanId: uuidOrNull,
  /**
   * A loan application's summary by its product's calculator for its stored terms (as its
   * generate-payment-schedule answers it, hidden parts left out); absent for an insurance quote and an
   * application whose terms do not give a schedule yet.
   */
  loanSummary: Type.Optional(LoanApplicationSummary),
  /**
   * The outside data the quote was enriched with (a credit bureau's report on its contractee…), newest
   * first; in the quote's context only (its history does not copy them).
   */
  enrichmentObjects: Type.Optional(Type.Array(EnrichmentObject)),
  version: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Quote = Static<typeof Quote>;

/**
 * The quote with its form and what the caller may do now. One schema per kind of quote rather than a union
 * of both: dropping undeclared properties by a union would strip a stored quote down to the draft's shape.
 */
const fieldPath = Type.Optional(Type.String({ maxLength: 200 }));

/** Which fields of a quote's data are its core fields (`objectKey.fieldKey`), as its product version names them. */
export const CoreFieldPaths = WireObject({
  premium: fieldPath,
  sumInsured: fieldPath,
  policyHolder: fieldPath,
  beneficiary: fieldPath,
  borrower: fieldPath,
  guarantor: fieldPath,
});

function contextOf<Q extends typeof Quote | typeof QuoteDraft>(quote: Q) {
  return {
    quote,
    dataDefinition: DataDefinition,
    /** So that the form shows its core values (the premium for the schedule) as they are typed. */
    coreFields: CoreFieldPaths,
    /** The operations the caller may apply now (the workflow's moves this server performs). */
    availableOperations: Type.Array(Type.Enum(QUOTE_OPERATIONS)),
  };
}

/**
 * A stored quote's context: what `GET /api/quotes/{id}`, every operation and party sync answer.
 * `partiesChanged`: the quote's parties that changed since it copied them (empty when none; the page shows
 * them and offers sync while the quote is not locked).
 */
export const QuoteContext = WireObject({
  ...contextOf(Quote),
  partiesChanged: Type.Array(QuotePartyChange),
});
export type QuoteContext = Static<typeof QuoteContext>;

/** A draft's context, as `POST /api/products/{id}/init-quote` answers it. */
export const QuoteDraftContext = WireObject(contextOf(QuoteDraft));
export type QuoteDraftContext = Static<typeof QuoteDraftContext>;

/** A row of the quote and loan-application lists (the same as a hit of the global search). */
export const QuoteListItem = QuoteHit;
export type QuoteListItem = QuoteHit;
export const QuotePage = Page(QuoteListItem);

const ignored = Type.Optional(Type.Unknown());

/**
 * The body of every quote operation: `POST /api/{quotes|loan-applications}/{operation}` and
 * `…/{id}/{operation}` (`save`, `submit`, `approve`, `clarify`, `reject`, `inquire`, `expire`, `reinstate`,
 * `delete`, `issue`, `lend`). The quote with its id and version as read (409 when it changed since); a
 * draft's first SAVE (or SUBMIT) names its product instead and may name the product version it was drafted
 * from. Other properties of a quote as read may be sent back and are ignored.
 *
 * - `data`: required by SAVE. While the quote is not locked (NEW, INCOMPLETE, APPROVED) an operation stores
 *   the data sent (absent: the stored data); from a locked status only the operation's own fields (those
 *   whose display condition names `operation`) are taken from it. Every operation validates the data with
 *   the form compiled for that operation (400 with the fields' messages, nothing changed).
 * - `paymentSchedule`: the edited schedule to store (absent: the stored one is kept), taken while the
 *   quote is not locked; a non-empty one must be valid (400 with the `paymentSchedule…` keys).
 */
export const QuoteOperationRequest = WireObject({
  quote: WireObject({
    id: Type.Optional(Type.String({ format: 'uuid' })),
    version: Type.Optional(Type.Integer({ minimum: 0 })),
    data: Type.Optional(FormValues),
    paymentSchedule: Type.Optional(PaymentSchedule),
    productVersion: Type.Optional(
      Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: true }),
    ),
    quoteNr: ignored,
    productType: ignored,
    status: ignored,
    actionType: ignored,
    product: ignored,
    contractee: ignored,
    beneficiary: ignored,
    startDate: ignored,
    endDate: ignored,
    issueDate: ignored,
    validUntil: ignored,
    currency: ignored,
    premium: ignored,
    sumInsured: ignored,
    loanTerm: ignored,
    annualInterestRate: ignored,
    maxLoanAmount: ignored,
    paymentDate: ignored,
    commissionRate: ignored,
    addCommissionToLoanAmount: ignored,
    needsGuarantor: ignored,
    carLoanWithPledge: ignored,
    parties: ignored,
    incompleteReasons: ignored,
    currentPolicyId: ignored,
    targetPolicyId: ignored,
    currentLoanId: ignored,
    targetLoanId: ignored,
    enrichmentObjects: ignored,
    createdAt: ignored,
    updatedAt: ignored,
  }),
  product: Type.Optional(IdReference),
});
export type QuoteOperationRequest = Static<typeof QuoteOperationRequest>;

/** `POST /api/{quotes|loan-applications}/save`: the operation body (SAVE requires `quote.data`). */
export const SaveQuote = QuoteOperationRequest;
export type SaveQuote = QuoteOperationRequest;

/**
 * `POST /api/quotes/{id}/generate-payment-schedule` (and `/api/quotes/generate-payment-schedule` for a
 * draft): a schedule of `instalments` rows for the premium over the insured period, computed by the engine's
 * `premiumSchedule` (the period cut into equal whole days, the last row ending on the end date, amounts
 * rounded to the currency with the remainder on the first row). Values not sent are the stored quote's
 * (without an id they are all required). Nothing is stored: the rows go into the form, which SAVE stores.
 * Refusals: 400 with message keys by field (`premium: ['paymentSchedule.premiumMissing']`,
 * `instalments: ['paymentSchedule.mustNotExceedDaysInPeriod']`…), 409 `quoteLocked`.
 */
export const GeneratePaymentSchedule = WireObject({
  instalments: Type.Integer({ minimum: 1, maximum: MAX_SCHEDULE_ROWS }),
  premium: Type.Optional(Type.Number({ minimum: 0 })),
  currency: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
  startDate: Type.Optional(Type.String({ format: 'date' })),
  endDate: Type.Optional(Type.String({ format: 'date' })),
});
export type GeneratePaymentSchedule = Static<typeof GeneratePaymentSchedule>;

/** The answer of generate-payment-schedule: the rows, and the premium and currency they add up to. */
export const GeneratedPaymentSchedule = WireObject({
  premium: Type.Number(),
  currency: Type.String(),
  paymentSchedule: PaymentSchedule,
});
export type GeneratedPaymentSchedule = Static<typeof GeneratedPaymentSchedule>;

/**
 * A quote or loan application in which a party takes part, as `GET /api/parties/{id}/quotes?page&limit&
 * productType` lists them (newest first; deleted ones left out): the list row, the kind, the money and the
 * party's roles in it.
 */
export const PartyQuote = WireObject({
  entityId: Type.String({ format: 'uuid' }),
  quoteNr: Type.String(),
  productType: Type.Enum(PRODUCT_TYPES),
  productName: Type.String(),
  contracteeName: Type.String(),
  status: Type.Enum(QUOTE_STATUSES),
  startDate: plainDateOrNull,
  endDate: plainDateOrNull,
  premium: Type.Union([Type.Number(), Type.Null()]),
  currency: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(Type.Enum(PARTY_ROLES)),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PartyQuote = Static<typeof PartyQuote>;
export const PartyQuotePage = Page(PartyQuote);

/**
 * `POST /api/loan-applications/{id}/generate-payment-schedule` (and `/api/loan-applications/generate-payment-
 * schedule` for a draft, which names its `product`): the loan's monthly schedule and summary, computed by
 * the engine's `loanSchedule` with the product's calculator (settings `calculatorId`: `annuity` when absent,
 * or `amortized`). Values not sent are the stored application's (its data's loan object: `amount`, `term`,
 * `annualInterestRate`, `issueDate`, `paymentDay`, `firstPaymentDate`, `commissionRate`,
 * `addCommissionToLoanAmount`); without an id the amount, currency and term are required. Without an issue
 * date the loan is issued on the tenant's today (as LEND issues it). The first payment falls on `firstPaymentDate`, else on the payment day of the month after the issue, else one
 * month after the issue. A CHANGE application's schedule is the loan's rescheduled remainder, as LEND of it
 * stores it: instalments due after today (after its issue once ISSUED) for the principal they hold plus the
 * amount's increase, over the months the new term leaves, with no commission; the currency is the loan's.
 * A locked application's schedule is of its stored terms only (its read-only page shows it). Nothing is stored.
 * Refusals: 400 with message keys by field (`loanTerm: ['required']`, `issueDate: ['paymentSchedule.
 * mustBeDate']`…). A product whose calculator is a loan-calculator integration gets that service's
 * instalments, summed by the engine: 409 `loanCalculatorNotAvailable` when the integration is missing or
 * disabled, 502 `loanCalculatorFailed` when it cannot be reached in time or answers what the terms do not
 * allow.
 */
export const GenerateLoanSchedule = WireObject({
  product: Type.Optional(IdReference),
  amount: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
  currency: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
  /** Percent a year: 12 means 12 %. */
  annualInterestRate: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  /** Months. */
  loanTerm: Type.Optional(Type.Integer({ minimum: 1, maximum: 600 })),
  issueDate: Type.Optional(Type.String({ format: 'date' })),
  /** Day of the month the instalments fall due. */
  paymentDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
  firstPaymentDate: Type.Optional(Type.String({ format: 'date' })),
  /** Percent of the loan amount. */
  commissionRate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  addCommissionToLoanAmount: Type.Optional(Type.Boolean()),
});
export type GenerateLoanSchedule = Static<typeof GenerateLoanSchedule>;

/** One monthly instalment of a loan schedule: its lines (COMMISSION, INTEREST, PRINCIPAL) in decimal amounts. */
export const LoanScheduleInstallment = WireObject({
  dueDate: Type.String({ format: 'date' }),
  startDate: Type.String({ format: 'date' }),
  endDate: Type.String({ format: 'date' }),
  lines: Type.Array(WireObject({ type: Type.Enum(INSTALLMENT_LINE_TYPES), amount: Type.Number() }), {
    maxItems: INSTALLMENT_LINE_TYPES.length,
  }),
});
export type LoanScheduleInstallment = Static<typeof LoanScheduleInstallment>;

/** What computed a loan's schedule: a built-in calculator, or the product's loan-calculator integration. */
export const SCHEDULE_CALCULATORS = [...LOAN_CALCULATORS, 'integration'] as const;
export type ScheduleCalculator = (typeof SCHEDULE_CALCULATORS)[number];

/**
 * The answer of the loan applications' generate-payment-schedule: the calculator used, the currency, the
 * summary and the instalments (empty for a user under the partner restriction).
 */
export const GeneratedLoanSchedule = WireObject({
  calculator: Type.Enum(SCHEDULE_CALCULATORS),
  currency: Type.String(),
  summary: LoanApplicationSummary,
  installments: Type.Array(LoanScheduleInstallment),
});
export type GeneratedLoanSchedule = Static<typeof GeneratedLoanSchedule>;
