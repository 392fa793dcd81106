import type { RuleType } from '@react-querybuilder/core';
import { celShape } from './celShape.js';
import { toComparison } from './comparison.js';
import { ConditionError } from './conditionError.js';
import { conditionLanguage } from './conditionLanguage.js';
import { groupCombinator } from './fold.js';
import { type ConditionRule, isRuleGroup, type RuleGroup } from './types.js';

interface ParsedGroup {
  combinator: string;
  not?: boolean;
  rules: (RuleType | ParsedGroup)[];
}

/** The rule group of a CEL condition; empty or unreadable text gives the empty AND group (always true). */
export function parseCondition(text: string): RuleGroup {
  return tryParseCondition(text) ?? { combinator: 'and', rules: [] };
}

/**
 * The rule group of a CEL condition, or undefined when the text is not entirely in the condition language, so
 * that a definition is refused on save instead of silently meaning something broader. Blank text is the empty
 * group.
 */
export function tryParseCondition(text: string): RuleGroup | undefined {
  const shape = celShape(text);
  if (!shape) return undefined;
  if (!text.trim()) return { combinator: 'and', rules: [] };
  const { parseCEL } = conditionLanguage.get();
  try {
    const group = copyGroup(parseCEL(text, { listsAsArrays: true }));
    const complete = ruleCount(group) === shape.comparisons && shape.combinators === shape.comparisons - 1;
    return complete ? group : undefined;
  } catch (error) {
    if (error instanceof ConditionError) return undefined;
    throw error;
  }
}

/** A checked copy in our narrowed shape (rules keep only field, operator and value). */
function copyGroup(group: ParsedGroup): RuleGroup {
  const rules = group.rules.map((item): ConditionRule | RuleGroup => {
    if ('rules' in item) return copyGroup(item);
    const { field, operator, value } = toComparison(item);
    return { field, operator, value };
  });
  const copy: RuleGroup = { combinator: groupCombinator(group), rules };
  return group.not ? { ...copy, not: true } : copy;
}

function ruleCount(group: RuleGroup): number {
  return group.rules.reduce((count, item) => count + (isRuleGroup(item) ? ruleCount(item) : 1), 0);
}
