import Type, { type Static } from 'typebox';
import { PRODUCT_TYPES } from '../definitions/tenantSettings.js';
import { ACTION_TYPES, QUOTE_OPERATIONS, QUOTE_STATUSES } from '../domain/enumerations.js';
import { IdReference, Page, WireObject } from './common.js';
import { DataDefinition } from './dataDefinition.js';
import { FormValues, PartyReference } from './party.js';
import { QuoteHit } from './search.js';

const plainDateOrNull = Type.Union([Type.String({ format: 'date' }), Type.Null()]);

/**
 * The core fields of a quote that its data gives today; null when the data has no such value. They are
 * copies for lists, search and joins: the data stays the source of truth. Money is a decimal amount of
 * `currency`.
 */
export const QuoteCoreFields = {
  contractee: Type.Union([PartyReference, Type.Null()]),
  startDate: plainDateOrNull,
  endDate: plainDateOrNull,
  currency: Type.Union([Type.String(), Type.Null()]),
  sumInsured: Type.Union([Type.Number(), Type.Null()]),
  /** Months. */
  loanTerm: Type.Union([Type.Integer(), Type.Null()]),
  annualInterestRate: Type.Union([Type.Number(), Type.Null()]),
};

const draftProperties = {
  productType: Type.Enum(PRODUCT_TYPES),
  status: Type.Enum(QUOTE_STATUSES),
  actionType: Type.Enum(ACTION_TYPES),
  product: WireObject({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    code: Type.String(),
    iconName: Type.Union([Type.String(), Type.Null()]),
  }),
  productVersion: WireObject({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
  ...QuoteCoreFields,
  data: FormValues,
};

/**
 * A quote before its first SAVE, as `POST /api/products/{id}/init-quote` answers it: nothing is stored yet,
 * so it has no id, number or version; its data are the form's defaults.
 */
export const QuoteDraft = WireObject(draftProperties);
export type QuoteDraft = Static<typeof QuoteDraft>;

/**
 * An insurance quote (product type INSURANCE) or a loan application (LENDING). `data` holds the values of
 * its product version's form and is the source of truth; the core fields are derived from it on every
 * save. The timestamps are ISO 8601 instants.
 */
export const Quote = WireObject({
  id: Type.String({ format: 'uuid' }),
  quoteNr: Type.String(),
  ...draftProperties,
  version: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Quote = Static<typeof Quote>;

/**
 * The quote with its form and what the caller may do now. One schema per kind of quote rather than a union
 * of both: dropping undeclared properties by a union would strip a stored quote down to the draft's shape.
 */
function contextOf<Q extends typeof Quote | typeof QuoteDraft>(quote: Q) {
  return WireObject({
    quote,
    dataDefinition: DataDefinition,
    /** The operations the caller may apply now (the workflow's moves this server performs). */
    availableOperations: Type.Array(Type.Enum(QUOTE_OPERATIONS)),
  });
}

/** A stored quote's context: what `GET /api/quotes/{id}` and every operation answer. */
export const QuoteContext = contextOf(Quote);
export type QuoteContext = Static<typeof QuoteContext>;

/** A draft's context, as `POST /api/products/{id}/init-quote` answers it. */
export const QuoteDraftContext = contextOf(QuoteDraft);
export type QuoteDraftContext = Static<typeof QuoteDraftContext>;

/** A row of the quote and loan-application lists (the same as a hit of the global search). */
export const QuoteListItem = QuoteHit;
export type QuoteListItem = QuoteHit;
export const QuotePage = Page(QuoteListItem);

const ignored = Type.Optional(Type.Unknown());

/**
 * `POST /api/{quotes|loan-applications}/save` (and `…/{id}/save`): the quote with its new data and, when it
 * was read, its id and version; a draft's first SAVE names its product (and may name the product version it
 * was drafted from). Other properties of a quote as read may be sent back and are ignored.
 */
export const SaveQuote = WireObject({
  quote: WireObject({
    id: Type.Optional(Type.String({ format: 'uuid' })),
    version: Type.Optional(Type.Integer({ minimum: 0 })),
    data: FormValues,
    productVersion: Type.Optional(
      Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: true }),
    ),
    quoteNr: ignored,
    productType: ignored,
    status: ignored,
    actionType: ignored,
    product: ignored,
    contractee: ignored,
    startDate: ignored,
    endDate: ignored,
    currency: ignored,
    sumInsured: ignored,
    loanTerm: ignored,
    annualInterestRate: ignored,
    createdAt: ignored,
    updatedAt: ignored,
  }),
  product: Type.Optional(IdReference),
});
export type SaveQuote = Static<typeof SaveQuote>;
