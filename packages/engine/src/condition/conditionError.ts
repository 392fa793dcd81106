/**
 * Raised for a condition that the engine cannot honour exactly. Callers map `code` to a message; `field` is the
 * rule's dotted path when the problem is in one rule.
 */
export type ConditionErrorCode =
  | 'invalidField'
  | 'unknownField'
  | 'unsupportedOperator'
  | 'invalidValue'
  | 'invalidCombinator'
  | 'unwritableText';

export class ConditionError extends Error {
  readonly code: ConditionErrorCode;
  readonly field: string | undefined;

  constructor(code: ConditionErrorCode, field?: string, detail?: string) {
    super([code, field, detail].filter(Boolean).join(': '));
    this.name = 'ConditionError';
    this.code = code;
    this.field = field;
  }
}
