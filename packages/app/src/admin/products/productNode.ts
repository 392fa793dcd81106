import type { ProductType, Translations } from '@coverline/engine';

/** A group or a product as the server stores it (administration.md §3): one tree, one table. */
export interface ProductNode {
  id?: string;
  version?: number;
  name: string;
  /** Derived by the server from the name; never sent. */
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

export interface Product extends ProductNode {
  productType: ProductType;
  reinsurance?: boolean;
  renew?: boolean;
  settings?: { invoiceSettings?: InvoiceSettings; calculatorId?: string };
}

/** The two kinds of tree node, named as in their addresses and API paths. */
export type ProductNodeKind = 'products' | 'product-groups';

/** `parentId` of a node at the root of the tree. */
export const ROOT_PARENT = 'none';

/** The id in the address of a node that is being created. */
export const NEW_NODE_ID = 'new';
