/**
 * The condition model: react-querybuilder's rule-group shape, narrowed to the operators and values that the
 * evaluator, the JSON Schema translation and the SQL translation all support (see `index.ts` for the meaning).
 */
import type { RuleGroupType, RuleType } from '@react-querybuilder/core';

/** react-querybuilder's operator names; each `not…`/`doesNot…`/`!=` is the exact negation of its partner. */
export const CONDITION_OPERATORS = [
  '=',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'notIn',
  'contains',
  'doesNotContain',
  'beginsWith',
  'doesNotBeginWith',
  'endsWith',
  'doesNotEndWith',
  'null',
  'notNull',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export type ConditionScalar = string | number | boolean;
/** A scalar; a non-empty list for `in`/`notIn`; ignored (null) for `null`/`notNull`. */
export type ConditionValue = ConditionScalar | ConditionScalar[] | null;

/** One comparison; `field` is a dotted path from the data root (`property.area`). */
export type ConditionRule = RuleType<string, ConditionOperator, ConditionValue>;

/** A group of rules and groups joined by `and`/`or`, negated when `not` is set. */
export type RuleGroup = RuleGroupType<ConditionRule, 'and' | 'or'>;

/** A JSON Schema 2020-12 object; the common keywords are typed, any other keyword is allowed. */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  contains?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  not?: JsonSchema;
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  [keyword: string]: unknown;
}

export function isRuleGroup(item: ConditionRule | RuleGroup): item is RuleGroup {
  return 'rules' in item;
}
