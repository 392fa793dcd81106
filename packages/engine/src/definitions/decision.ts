import type { QuoteOperation } from '../domain/enumerations.js';
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

/** Sets the field at the dotted path `key` (`objectKey.fieldKey`) of the quote data to `value`. */
export interface FieldChange {
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
  /** 5 fields (minute first) or 6 (seconds first). */
  cron: string;
  translations?: Translations;
}
