import Type, { type Static } from 'typebox';
import { ACTION_TYPES, CLAIM_STATUSES } from '../domain/enumerations.js';
import type { ClaimOperation } from '../workflow/machines/claimWorkflow.js';
import { IdReference, Page, WireObject } from './common.js';
import { DataDefinition } from './dataDefinition.js';
import { FormValues, PartyReference } from './party.js';
import { ContractParty } from './policy.js';
import { ProductOfRecord } from './quote.js';

/**
 * Claims on policies. Money is a decimal amount of its own currency, rounded to the currency's subunit (the
 * server stores minor units); dates are `YYYY-MM-DD`, the event a wall-clock date-time of the tenant.
 */

const text = (maxLength: number) => Type.String({ maxLength });
const plainDate = Type.String({ format: 'date' });
const amountOrNull = Type.Union([Type.Number(), Type.Null()]);
const currencyOrNull = Type.Union([Type.String({ maxLength: 3 }), Type.Null()]);

export const CLAIM_OPERATIONS = [
  'SAVE',
  'APPROVE',
  'PAY',
  'CLOSE',
  'REJECT',
] as const satisfies readonly ClaimOperation[];

/** A transaction of the claim's policy, as the claim shows it: when it was issued and the premium in force. */
export const ClaimPolicyTransaction = WireObject({
  sequence: Type.Integer({ minimum: 1 }),
  actionType: Type.Enum(ACTION_TYPES),
  issueDate: plainDate,
  startDate: plainDate,
  endDate: plainDate,
  premium: Type.Number(),
});
export type ClaimPolicyTransaction = Static<typeof ClaimPolicyTransaction>;

/** The policy a claim is made on, as it stands when the claim is read. */
export const ClaimPolicy = WireObject({
  id: Type.String({ format: 'uuid' }),
  contractNr: text(40),
  startDate: plainDate,
  endDate: plainDate,
  issueDate: plainDate,
  currency: text(3),
  contractee: Type.Union([PartyReference, Type.Null()]),
  parties: Type.Array(ContractParty),
  transactions: Type.Array(ClaimPolicyTransaction),
});
export type ClaimPolicy = Static<typeof ClaimPolicy>;

/** The columns a claim's data gives: copies for lists and search; `data` stays the source of truth. */
const claimFields = {
  applicant: Type.Union([PartyReference, Type.Null()]),
  eventDateTime: Type.Union([text(40), Type.Null()]),
  applicationDate: Type.Union([plainDate, Type.Null()]),
  lossAmount: amountOrNull,
  lossCurrency: currencyOrNull,
  deductibleAmount: amountOrNull,
  deductibleCurrency: currencyOrNull,
  expensesAmount: amountOrNull,
  expensesCurrency: currencyOrNull,
  description: Type.Union([text(4000), Type.Null()]),
};

const draftProperties = {
  status: Type.Enum(CLAIM_STATUSES),
  policy: ClaimPolicy,
  product: ProductOfRecord.product,
  ...claimFields,
  data: FormValues,
};

/** A claim before its first save, as `POST /api/claims/{policyId}/init-claim` answers it. */
export const ClaimDraft = WireObject(draftProperties);
export type ClaimDraft = Static<typeof ClaimDraft>;

/** A stored claim, numbered `C-000001` per tenant. */
export const Claim = WireObject({
  id: Type.String({ format: 'uuid' }),
  claimNr: text(40),
  ...draftProperties,
  version: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Claim = Static<typeof Claim>;

const contextProperties = {
  /** The claim's form (the same for every claim), for the browser to compile. */
  dataDefinition: DataDefinition,
  /** The operations the caller may apply now: SAVE and the moves to the statuses the claim may take next. */
  availableOperations: Type.Array(Type.Enum(CLAIM_OPERATIONS)),
};

/**
 * `GET /api/claims/{id}` and every claim operation: the claim, its form, what the caller may do and whom it
 * is assigned to (null until assignments exist). One schema per kind of claim, not a union of both.
 */
export const ClaimContext = WireObject({
  claim: Claim,
  ...contextProperties,
  assignedTo: Type.Union([WireObject({ name: text(200) }), Type.Null()]),
});
export type ClaimContext = Static<typeof ClaimContext>;

/** `POST /api/claims/{policyId}/init-claim`: a new claim on an active policy, nothing stored yet. */
export const ClaimDraftContext = WireObject({ claim: ClaimDraft, ...contextProperties });
export type ClaimDraftContext = Static<typeof ClaimDraftContext>;

const ignored = Type.Optional(Type.Unknown());

/**
 * The body of `POST /api/claims/{operation}` and `…/{id}/{operation}` (`save`, `approve`, `pay`, `close`,
 * `reject`): the claim's data with its id and version as read (409 when it changed since; none for a new
 * claim), and the policy, product and applicant by id. The applicant must be the one the data names and the
 * product the policy's. A move stores the data sent with it. Other properties of a claim as read may be sent
 * back and are ignored.
 */
export const ClaimOperationRequest = WireObject({
  claim: WireObject({
    id: Type.Optional(Type.String({ format: 'uuid' })),
    version: Type.Optional(Type.Integer({ minimum: 0 })),
    data: FormValues,
    claimNr: ignored,
    status: ignored,
    policy: ignored,
    product: ignored,
    applicant: ignored,
    eventDateTime: ignored,
    applicationDate: ignored,
    lossAmount: ignored,
    lossCurrency: ignored,
    deductibleAmount: ignored,
    deductibleCurrency: ignored,
    expensesAmount: ignored,
    expensesCurrency: ignored,
    description: ignored,
    createdAt: ignored,
    updatedAt: ignored,
  }),
  policy: IdReference,
  product: IdReference,
  applicant: IdReference,
});
export type ClaimOperationRequest = Static<typeof ClaimOperationRequest>;

/** A row of the claims lists. `summary` is the start of the description; amounts in `currency`. */
export const ClaimListItem = WireObject({
  entityId: Type.String({ format: 'uuid' }),
  claimNr: text(40),
  policyNr: text(40),
  productId: Type.String({ format: 'uuid' }),
  productName: text(200),
  productIconName: Type.Union([text(100), Type.Null()]),
  status: Type.Enum(CLAIM_STATUSES),
  applicantName: text(400),
  eventDateTime: Type.Union([text(40), Type.Null()]),
  applicationDate: Type.Union([plainDate, Type.Null()]),
  lossAmount: amountOrNull,
  currency: currencyOrNull,
  summary: text(4000),
  assignedTo: Type.Union([text(200), Type.Null()]),
});
export type ClaimListItem = Static<typeof ClaimListItem>;
export const ClaimPage = Page(ClaimListItem);
export type ClaimPage = Static<typeof ClaimPage>;
