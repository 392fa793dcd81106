import type { ProductType, QuoteOperation, QuoteStatus } from '@coverline/engine';
import type { PartyReference } from '@coverline/widgets';
import { loanApplications, quotes } from '../../resources/workspaceResources.js';
import type { DataDefinition } from '../forms/dataDefinition.js';

/**
 * An insurance quote or a loan application as the server reads it, or a draft that `init-quote` answered:
 * a draft is stored by its first save, so it has no id, number or version yet.
 */
export interface Quote {
  id?: string;
  quoteNr?: string;
  productType: ProductType;
  status: QuoteStatus;
  product: { id: string; name: string; code: string; iconName: string | null };
  /** The product version whose form it fills in; a draft's first save is refused when it is no longer active. */
  productVersion?: { id: string };
  /** The first Customer field's party: the policyholder, the borrower. */
  contractee: PartyReference | null;
  /** The values of its product version's form. */
  data: Record<string, unknown>;
  version?: number;
}

/** A quote that has been stored: it has its id, number and version. */
export type SavedQuote = Quote & Required<Pick<Quote, 'id' | 'quoteNr' | 'version'>>;

/** What the quote pages load and every operation answers: the quote, its form, what the user may do. */
export interface QuoteContext<Q extends Quote = SavedQuote> {
  quote: Q;
  dataDefinition: DataDefinition;
  availableOperations: QuoteOperation[];
}

/** The screen resource of each kind of quote: its pages' addresses and its API path. */
export const QUOTE_RESOURCES = {
  INSURANCE: quotes,
  LENDING: loanApplications,
} as const satisfies Record<ProductType, unknown>;

/** `/workspace/quotes/{id}` or `/workspace/loan-applications/{id}`. */
export function quotePagePath({ id, productType }: { id: string; productType: ProductType }): string {
  return QUOTE_RESOURCES[productType].paths.view(id);
}

/** The page title: the quote number, or on loan application pages the borrower when there is one. */
export function quoteTitle(quote: Pick<SavedQuote, 'quoteNr' | 'productType' | 'contractee'>): string {
  return quote.productType === 'LENDING' && quote.contractee !== null ? quote.contractee.name : quote.quoteNr;
}
