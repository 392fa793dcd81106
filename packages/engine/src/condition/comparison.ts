import type { RuleType } from '@react-querybuilder/core';
import { isPlainDate, type PlainDate } from '../dates/plainDate.js';
import { ConditionError } from './conditionError.js';
import { fieldPath } from './paths.js';
import {
  CONDITION_OPERATORS,
  type ConditionOperator,
  type ConditionScalar,
  type ConditionValue,
} from './types.js';

export type OrderOperator = '<' | '<=' | '>' | '>=';
export type TextMatch = 'contains' | 'beginsWith' | 'endsWith';

/** What a positive operator asks of the value at the rule's path. */
export type ValueTest =
  | { kind: 'null' }
  | { kind: 'oneOf'; values: ConditionScalar[] }
  | { kind: 'numberOrder'; operator: OrderOperator; bound: number }
  | { kind: 'dateOrder'; operator: OrderOperator; bound: PlainDate }
  | { kind: 'text'; match: TextMatch; text: string };

/**
 * A rule checked and reduced to a test on one value, negated or not. Every translator (evaluator, JSON Schema,
 * SQL, CEL) works from this, so they cannot disagree on which rules exist.
 */
export interface Comparison {
  field: string;
  path: string[];
  operator: ConditionOperator;
  value: ConditionValue;
  negated: boolean;
  test: ValueTest;
}

const NEGATED: Partial<Record<ConditionOperator, ConditionOperator>> = {
  '!=': '=',
  notIn: 'in',
  doesNotContain: 'contains',
  doesNotBeginWith: 'beginsWith',
  doesNotEndWith: 'endsWith',
  notNull: 'null',
};

/** Checks a rule (from parsed text or straight from a condition builder) and reduces it to a `Comparison`. */
export function toComparison(rule: RuleType): Comparison {
  const { field, operator, value } = rule;
  const path = fieldPath(field);
  if (!isConditionOperator(operator)) throw new ConditionError('unsupportedOperator', field, operator);
  if (rule.valueSource === 'field' || rule.match !== undefined)
    throw new ConditionError('invalidValue', field);
  const positive = NEGATED[operator] ?? operator;
  const test = valueTest(positive, value);
  if (!test) throw new ConditionError('invalidValue', field, JSON.stringify(value));
  return {
    field,
    path,
    operator,
    value: positive === 'null' ? null : value,
    negated: positive !== operator,
    test,
  };
}

function valueTest(operator: ConditionOperator, value: unknown): ValueTest | undefined {
  switch (operator) {
    case 'null':
      return { kind: 'null' };
    case '=':
      return isScalar(value) ? { kind: 'oneOf', values: [value] } : undefined;
    case 'in':
      return Array.isArray(value) && value.length > 0 && value.every(isScalar)
        ? { kind: 'oneOf', values: value }
        : undefined;
    case '<':
    case '<=':
    case '>':
    case '>=':
      if (isFiniteNumber(value)) return { kind: 'numberOrder', operator, bound: value };
      return isPlainDate(value) ? { kind: 'dateOrder', operator, bound: value } : undefined;
    case 'contains':
    case 'beginsWith':
    case 'endsWith':
      return typeof value === 'string' ? { kind: 'text', match: operator, text: value } : undefined;
    default:
      return undefined;
  }
}

function isConditionOperator(operator: string): operator is ConditionOperator {
  return (CONDITION_OPERATORS as readonly string[]).includes(operator);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isScalar(value: unknown): value is ConditionScalar {
  return typeof value === 'string' || typeof value === 'boolean' || isFiniteNumber(value);
}
