import { type Comparison, toComparison } from './comparison.js';
import { ConditionError } from './conditionError.js';
import { isRuleGroup, type RuleGroup } from './types.js';

/** How one translator combines comparisons; `none` stands for a condition without rules. */
export interface ConditionAlgebra<T> {
  comparison(comparison: Comparison): T;
  all(items: T[]): T;
  any(items: T[]): T;
  not(item: T): T;
  none: T;
}

/**
 * Translates a rule group bottom-up. Muted rules and groups without rules are left out, exactly as
 * `formatQuery` leaves them out of the text, so a group means what its text means.
 */
export function foldCondition<T>(group: RuleGroup, algebra: ConditionAlgebra<T>): T {
  return foldGroup(group, algebra) ?? algebra.none;
}

function foldGroup<T>(group: RuleGroup, algebra: ConditionAlgebra<T>): T | undefined {
  const combinator = groupCombinator(group);
  if (group.muted) return undefined;
  const items: T[] = [];
  for (const item of group.rules) {
    if (isRuleGroup(item)) {
      const folded = foldGroup(item, algebra);
      if (folded !== undefined) items.push(folded);
    } else if (!item.muted) {
      items.push(algebra.comparison(toComparison(item)));
    }
  }
  const [first] = items;
  if (first === undefined) return undefined;
  const joined = items.length === 1 ? first : combinator === 'and' ? algebra.all(items) : algebra.any(items);
  return group.not ? algebra.not(joined) : joined;
}

export function groupCombinator({ combinator }: { combinator: unknown }): 'and' | 'or' {
  if (combinator !== 'and' && combinator !== 'or') {
    throw new ConditionError('invalidCombinator', undefined, String(combinator));
  }
  return combinator;
}
