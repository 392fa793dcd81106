import Type, { type Static } from 'typebox';
import { PRODUCT_TYPES } from '../definitions/tenantSettings.js';
import type { Translations } from '../definitions/types.js';
import { PRORATION_METHODS } from '../finance/proration.js';
import { WireObject } from './common.js';
import { SharedSchema } from './sharedSchemas.js';

const UUID = '[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}';

/**
 * The properties of a node of the product tree. Groups and products share one tree, so their names,
 * codes and `seq` are unique across both.
 */
const productNodeProperties = {
  id: Type.Optional(Type.String({ format: 'uuid' })),
  version: Type.Optional(Type.Integer({ minimum: 0 })),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  /** Derived by the server from the name when read; ignored when sent. */
  displayName: Type.Optional(Type.String({ maxLength: 200 })),
  iconName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  translations: Type.Optional(SharedSchema<Translations>('common', '#/$defs/translations')),
  code: Type.String({ minLength: 1, maxLength: 100 }),
  seq: Type.Optional(Type.Integer({ minimum: 0 })),
  /** A group's id, or `none` (or null when sent) at the root. */
  parentId: Type.Optional(
    Type.Union([Type.String({ pattern: `^(none|${UUID})$`, maxLength: 36 }), Type.Null()]),
  ),
};

/** A node of the product tree as `/api/product-groups` answers and takes it. */
export const ProductNode = WireObject(productNodeProperties);
export type ProductNode = Static<typeof ProductNode>;

export const ProductGroup = ProductNode;
export type ProductGroup = ProductNode;

/** The most days before its due date an installment's invoice may be e-mailed. */
export const MAX_INVOICE_DAYS_IN_ADVANCE = 365;

/**
 * A product's invoice e-mails: when `sendAutomatically`, a daily job e-mails each installment of its contracts
 * `sendDaysInAdvance` days (or fewer) before it falls due to the contract's payer, written by the contract
 * message template `emailTemplateId` of the product.
 */
export const InvoiceSettings = WireObject({
  sendAutomatically: Type.Optional(Type.Boolean()),
  sendDaysInAdvance: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INVOICE_DAYS_IN_ADVANCE })),
  emailTemplateId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});
export type InvoiceSettings = Static<typeof InvoiceSettings>;

/** A product: a node of the tree with its business type and settings (`/api/products`). */
export const Product = WireObject({
  ...productNodeProperties,
  productType: Type.Union([Type.Literal(PRODUCT_TYPES[0]), Type.Literal(PRODUCT_TYPES[1])]),
  reinsurance: Type.Optional(Type.Boolean()),
  renew: Type.Optional(Type.Boolean()),
  settings: Type.Optional(
    WireObject({
      invoiceSettings: Type.Optional(InvoiceSettings),
      calculatorId: Type.Optional(Type.String({ maxLength: 100 })),
      /** How a policy's premium is split at a change or cancellation date; DAYS when absent. */
      prorationMethod: Type.Optional(Type.Enum(PRORATION_METHODS)),
      /** Short-rate holdback of a cancellation: percent of the pro-rata refund kept; 0 when absent. */
      cancellationHoldbackPercent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    }),
  ),
});
export type Product = Static<typeof Product>;
