import type { RuleType } from '@react-querybuilder/core';
import { formatQuery } from '@react-querybuilder/core/formatQuery';
import { toComparison } from './comparison.js';
import { ConditionError } from './conditionError.js';
import { foldCondition } from './fold.js';
import { type ConditionRule, type ConditionValue, isRuleGroup, type RuleGroup } from './types.js';

const CEL_PATH = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/**
 * The CEL text of a rule group, read back by `parseCondition` to an equivalent group; an empty group gives ''.
 * Throws a `ConditionError` for a rule the language cannot hold, rather than writing text that would be read
 * differently.
 */
export function formatCondition(group: RuleGroup): string {
  const tree = foldCondition<ConditionRule | RuleGroup>(group, {
    comparison: ({ field, operator, value }) => ({ field, operator, value }),
    all: (rules) => ({ combinator: 'and', rules }),
    any: (rules) => ({ combinator: 'or', rules }),
    not: negated,
    none: { combinator: 'and', rules: [] },
  });
  const query = isRuleGroup(tree) ? tree : { combinator: 'and', rules: [tree] };
  return formatQuery(query, { format: 'cel', ruleProcessor: celRule, fallbackExpression: '' });
}

/**
 * `parseCondition` reads `!(a > 5)` as `a <= 5`, which differs when `a` is missing, so a negated single comparison is
 * written in parentheses of its own: `!((a > 5))`.
 */
function negated(item: ConditionRule | RuleGroup): RuleGroup {
  if (isRuleGroup(item)) return { ...item, not: !item.not };
  return { combinator: 'and', not: true, rules: [{ combinator: 'and', rules: [item] }] };
}

const CEL_METHOD = {
  contains: 'contains',
  doesNotContain: 'contains',
  beginsWith: 'startsWith',
  doesNotBeginWith: 'startsWith',
  endsWith: 'endsWith',
  doesNotEndWith: 'endsWith',
} as const;

function celRule(rule: RuleType): string {
  const { field, operator, value } = toComparison(rule);
  if (!CEL_PATH.test(field)) throw new ConditionError('invalidField', field);
  const literal = celValue(value, field);
  switch (operator) {
    case 'null':
      return `${field} == null`;
    case 'notNull':
      return `${field} != null`;
    case 'in':
      return `${field} in ${literal}`;
    case 'notIn':
      return `!(${field} in ${literal})`;
    case 'contains':
    case 'beginsWith':
    case 'endsWith':
      return `${field}.${CEL_METHOD[operator]}(${literal})`;
    case 'doesNotContain':
    case 'doesNotBeginWith':
    case 'doesNotEndWith': {
      const call = `${field}.${CEL_METHOD[operator]}(${literal})`;
      // `!a.b.c.contains(…)` (three or more steps) is not read, as parseCEL did not; `!(a.b.c.contains(…))` is
      return field.split('.').length < 3 ? `!${call}` : `!(${call})`;
    }
    default:
      return `${field} ${operator === '=' ? '==' : operator} ${literal}`;
  }
}

function celValue(value: ConditionValue, field: string): string {
  if (Array.isArray(value)) return `[${value.map((item) => celValue(item, field)).join(', ')}]`;
  return typeof value === 'string' ? celString(value, field) : String(value);
}

/**
 * `parseCondition` reads string literals raw, without escape sequences: a string is written between double quotes,
 * or single quotes when it holds a double quote. One holding both quotes or a line break cannot be written.
 */
function celString(value: string, field: string): string {
  if (/[\n\r]/.test(value)) throw new ConditionError('unwritableText', field, value);
  if (!value.includes('"')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  throw new ConditionError('unwritableText', field, value);
}
