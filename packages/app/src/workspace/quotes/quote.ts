import type {
  ProductType,
  Quote as SavedQuote,
  QuoteContext,
  QuoteDraft,
  QuoteDraftContext,
} from '@coverline/engine';
import { loanApplications, quotes } from '../../resources/workspaceResources.js';

/**
 * An insurance quote or a loan application as the server reads it, or a draft that `init-quote` answered:
 * a draft is stored by its first save, so it has no id, number or version yet. The wire contracts are the
 * engine's, so the app cannot drift from what the server sends.
 */
export type Quote = SavedQuote | QuoteDraft;

/** The context of a stored quote or of a draft: the quote, its form, what the user may do. */
export type QuoteOrDraftContext = QuoteContext | QuoteDraftContext;

export type { QuoteContext, QuoteDraft, QuoteDraftContext, SavedQuote };

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
