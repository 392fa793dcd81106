import { type ProductType, type QuoteOperation } from '@coverline/engine';
import { lendApplication } from '../loans/lend.js';
import { issueQuote } from '../policies/issue.js';
import { quoteOperations, type QuoteOperationHandler } from './operations.js';
import { QUOTE_KINDS } from './service.js';

/**
 * The operations of each kind, by name: the workflow moves of `operations.ts` on both, and the moves that
 * make a contract from a quote, added by the modules that make them. The routes and the demo tenant's
 * sample records both perform operations through this one table.
 */
export const QUOTE_OPERATION_HANDLERS: Readonly<
  Record<ProductType, Partial<Record<QuoteOperation, QuoteOperationHandler>>>
> = {
  INSURANCE: {
    ...quoteOperations(QUOTE_KINDS.INSURANCE),
    ISSUE: (tx, call) => issueQuote(tx, QUOTE_KINDS.INSURANCE, call),
  },
  LENDING: {
    ...quoteOperations(QUOTE_KINDS.LENDING),
    LEND: (tx, call) => lendApplication(tx, call),
  },
};
