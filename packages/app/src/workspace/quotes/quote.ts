import type { ProductType, QuoteOperation, QuoteStatus } from '@coverline/engine';
import type { PartyReference } from '@coverline/widgets';
import type { DataDefinition } from '../forms/dataDefinition.js';

/** An insurance quote or a loan application as the server reads it (workspace.md §3). */
export interface Quote {
  id: string;
  quoteNr: string;
  productType: ProductType;
  status: QuoteStatus;
  product: { id: string; name: string; code: string; iconName: string | null };
  /** The first Customer field's party: the policyholder, the borrower. */
  contractee: PartyReference | null;
  /** The values of its product version's form. */
  data: Record<string, unknown>;
  version: number;
}

/** What the quote pages load and every operation answers: the quote, its form, what the user may do. */
export interface QuoteContext {
  quote: Quote;
  dataDefinition: DataDefinition;
  availableOperations: QuoteOperation[];
}

/** The path segment of each kind of quote, in API and page addresses alike. */
export const QUOTE_KINDS = {
  INSURANCE: 'quotes',
  LENDING: 'loan-applications',
} as const satisfies Record<ProductType, string>;

export type QuoteKind = (typeof QUOTE_KINDS)[ProductType];

/** `/workspace/quotes/{id}` or `/workspace/loan-applications/{id}`. */
export function quotePagePath({ id, productType }: Pick<Quote, 'id' | 'productType'>): string {
  return `/workspace/${QUOTE_KINDS[productType]}/${id}`;
}

/** The page title: the quote number, or on loan application pages the borrower when there is one. */
export function quoteTitle(quote: Pick<Quote, 'quoteNr' | 'productType' | 'contractee'>): string {
  return quote.productType === 'LENDING' && quote.contractee !== null ? quote.contractee.name : quote.quoteNr;
}
