import { DECIMAL_PLACES_KEYWORD } from '../decimalPlacesKeyword.js';
import { NOT_AFTER_KEYWORD } from '../notAfterKeyword.js';
import { UNIQUE_FIELDS_KEYWORD } from '../../compile/types.js';
import { APPLICATOR_KEYWORDS } from './applicatorKeywords.js';
import { ASSERTION_KEYWORDS } from './assertionKeywords.js';
import type { KeywordDefinition } from './check.js';

/** Keywords that only describe: they are allowed and ask nothing of the data. */
const ANNOTATIONS: Record<string, KeywordDefinition> = {
  $schema: { value: 'string' },
  $comment: { value: 'string' },
  $defs: { value: 'schemaMap' },
  title: { value: 'string' },
  description: { value: 'string' },
  default: { value: 'any' },
  examples: { value: 'array' },
  readOnly: { value: 'boolean' },
  writeOnly: { value: 'boolean' },
  deprecated: { value: 'boolean' },
  // enforced by the server against the other records, not by validation
  [UNIQUE_FIELDS_KEYWORD]: { value: 'strings' },
};

/**
 * Every keyword the interpreter knows: exactly the vocabulary our compiler emits. Any other keyword makes
 * `schemaValidator` throw, so a compiler change that emits something new fails loudly instead of being
 * silently ignored. `type` is checked by the interpreter itself.
 */
export const KEYWORDS: Record<string, KeywordDefinition> = {
  ...ANNOTATIONS,
  type: { value: 'type' },
  ...ASSERTION_KEYWORDS,
  ...APPLICATOR_KEYWORDS,
};

/** The value types a group of keywords applies to; the group of every value comes first. */
export type KeywordGroup = 'any' | 'number' | 'string' | 'array' | 'object';

/**
 * The order in which ajv checks keywords, and so the order of the errors: first those for every value, then
 * by the instance type each applies to (a keyword of another type than the value's is skipped).
 */
export const KEYWORD_ORDER: Record<KeywordGroup, readonly string[]> = {
  any: ['$ref', 'const', 'enum', 'not', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else'],
  number: [
    'maximum',
    'minimum',
    'exclusiveMaximum',
    'exclusiveMinimum',
    'multipleOf',
    DECIMAL_PLACES_KEYWORD,
  ],
  string: ['maxLength', 'minLength', 'pattern', 'format', NOT_AFTER_KEYWORD],
  array: ['maxItems', 'minItems', 'items', 'contains', 'uniqueItems'],
  object: ['required', 'additionalProperties', 'properties'],
};
