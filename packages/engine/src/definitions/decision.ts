import type { QuoteOperation, QuoteStatus } from '../domain/enumerations.js';
import { QUOTE_WORKFLOW } from '../workflow/machines/quoteWorkflow.js';
import type { QueryObject } from './savedQuery.js';
import type { Translations } from './types.js';

/** Decisions apply only to insurance quotes and loan applications. */
export const DECISION_QUERY_OBJECTS = [
  'INSURANCE_QUOTES',
  'LOAN_APPLICATIONS',
] as const satisfies readonly QueryObject[];
export type DecisionQueryObject = (typeof DECISION_QUERY_OBJECTS)[number];

/** The operation a decision executes unless told otherwise. */
export const DEFAULT_DECISION_OPERATION: QuoteOperation = 'REJECT';

/**
 * The operations a decision may execute: every operation of the quote workflow but those that make a
 * contract (ISSUE, LEND), which need a person's choices.
 */
export const DECISION_OPERATIONS = (Object.keys(QUOTE_WORKFLOW.operations) as QuoteOperation[]).filter(
  (operation) => operation !== 'ISSUE' && operation !== 'LEND',
);

/** The statuses a decision's operation moves quotes from: a run considers only quotes in them. */
export function decisionStatuses(
  operation: QuoteOperation = DEFAULT_DECISION_OPERATION,
): readonly QuoteStatus[] {
  return QUOTE_WORKFLOW.operations[operation].from;
}

/**
 * Sets the field at the dotted path `key` (`objectKey.fieldKey`) of the quote data to `value`; with
 * `productId`, only on quotes of that product (validated against its schema).
 */
export interface FieldChange {
  productId?: string;
  key: string;
  value: unknown;
}

/**
 * An automatic decision: on its cron schedule, every quote or loan application that meets `conditions`
 * gets the field changes of `quoteDiff` and then the operation `quoteOperation`.
 */
export interface Decision {
  id?: string;
  version?: number;
  name: string;
  queryObject: DecisionQueryObject;
  /** CEL text over the quote data. */
  conditions?: string;
  /** Default REJECT. */
  quoteOperation?: QuoteOperation;
  quoteDiff?: FieldChange[];
  /** 5 fields (minute first) or 6 (seconds first), read in the tenant's time zone. */
  cron: string;
  /** Default true; a disabled decision is not scheduled. */
  enabled?: boolean;
  /** When it runs next (server-supplied). */
  nextRunAt?: string;
  translations?: Translations;
}
