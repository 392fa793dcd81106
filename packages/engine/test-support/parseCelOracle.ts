/**
 * How condition text was read before the engine had its own parser: react-querybuilder's `parseCEL`, guarded by
 * the `celShape` census against text it would partly drop. Tests hold our parser to it, reading for reading.
 */
import { parseCEL } from '@react-querybuilder/core/parseCEL';
import type { RuleType } from '@react-querybuilder/core';
import { toComparison } from '../src/condition/comparison.js';
import { ConditionError } from '../src/condition/conditionError.js';
import { groupCombinator } from '../src/condition/fold.js';
import { type ConditionRule, isRuleGroup, type RuleGroup } from '../src/condition/types.js';
import { celShape } from './celShape.js';

interface ParsedGroup {
  combinator: string;
  not?: boolean;
  rules: (RuleType | ParsedGroup)[];
}

/** The rule group `parseCEL` reads, checked as `tryParseCondition` checked it; undefined when refused. */
export function parseCelOracle(text: string): RuleGroup | undefined {
  const shape = celShape(text);
  if (!shape) return undefined;
  if (!text.trim()) return { combinator: 'and', rules: [] };
  try {
    const group = copyGroup(parseCEL(text, { listsAsArrays: true }));
    const complete = ruleCount(group) === shape.comparisons && shape.combinators === shape.comparisons - 1;
    return complete ? group : undefined;
  } catch (error) {
    if (error instanceof ConditionError) return undefined;
    throw error;
  }
}

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
