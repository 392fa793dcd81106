import type { ProductType } from '../definitions/tenantSettings.js';
import type { Translations } from '../definitions/types.js';

/**
 * A node of the product tree as `/api/product-groups` and `/api/products` answer it (administration.md §3):
 * groups and products share one tree, so their names, codes and `seq` are unique across both.
 */
export interface ProductNode {
  id?: string;
  version?: number;
  name: string;
  /** Derived by the server from the name when read; ignored when sent. */
  displayName?: string;
  iconName?: string;
  translations?: Translations;
  code: string;
  seq?: number;
  /** A group's id, or `none` at the root. */
  parentId?: string | null;
}

export type ProductGroup = ProductNode;

export interface InvoiceSettings {
  sendAutomatically?: boolean;
  sendDaysInAdvance?: number;
  emailTemplateId?: string | null;
}

/** A product: a node of the tree with its business type and settings. */
export interface Product extends ProductNode {
  productType: ProductType;
  reinsurance?: boolean;
  renew?: boolean;
  settings?: { invoiceSettings?: InvoiceSettings; calculatorId?: string };
}
