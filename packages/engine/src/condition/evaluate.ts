import { type Comparison, isFiniteNumber, type OrderOperator, type ValueTest } from './comparison.js';
import { DATE_SHAPE, dayOf } from './datePattern.js';
import { foldCondition } from './fold.js';
import { parseCondition } from './parse.js';
import { valueAtPath } from './paths.js';
import { textPattern } from './textPattern.js';
import type { RuleGroup } from './types.js';

/** Whether `data` (the data root) satisfies the condition; an empty condition always holds. No eval/Function. */
export function evaluateCondition(condition: string | RuleGroup, data: unknown): boolean {
  const group = typeof condition === 'string' ? parseCondition(condition) : condition;
  return foldCondition<boolean>(group, {
    comparison: (comparison) => holds(comparison, data),
    all: (items) => items.every(Boolean),
    any: (items) => items.some(Boolean),
    not: (item) => !item,
    none: true,
  });
}

function holds({ path, test, negated }: Comparison, data: unknown): boolean {
  return passes(test, valueAtPath(data, path)) !== negated;
}

function passes(test: ValueTest, value: unknown): boolean {
  switch (test.kind) {
    case 'null':
      return value === undefined || value === null;
    case 'oneOf':
      return test.values.some((candidate) => candidate === value);
    case 'numberOrder':
      return isFiniteNumber(value) && inOrder(value, test.operator, test.bound);
    case 'dateOrder':
      return (
        typeof value === 'string' &&
        DATE_SHAPE.test(value) &&
        inOrder(dayOf(value), test.operator, test.bound)
      );
    case 'text':
      if (typeof value === 'string') return new RegExp(textPattern(test.match, test.text), 'u').test(value);
      return test.match === 'contains' && Array.isArray(value) && value.includes(test.text);
  }
}

function inOrder<T extends number | string>(value: T, operator: OrderOperator, bound: T): boolean {
  switch (operator) {
    case '<':
      return value < bound;
    case '<=':
      return value <= bound;
    case '>':
      return value > bound;
    case '>=':
      return value >= bound;
  }
}
