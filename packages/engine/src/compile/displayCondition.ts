import { evaluateCondition } from '../condition/evaluate.js';
import { parseCondition } from '../condition/parse.js';
import type { ConditionRule, RuleGroup } from '../condition/types.js';
import { scopeCondition } from './scopeCondition.js';
import { simplifyCondition } from './simplifyCondition.js';
import type { UiCondition } from './types.js';

export interface DisplayConditionScope {
  /** Key naming the object that holds the node in item-relative paths (see `scopeCondition`). */
  scopeKey: string | undefined;
  /** `context.operation`: rules on the `operation` path are decided at compile time. */
  operation: string | undefined;
}

const isOperationRule = (rule: ConditionRule) => rule.field.split('.')[0] === 'operation';

/**
 * Parsed conditions by text: parsing is pure, and the same texts come back with every compilation of a product
 * version. Bounded; callers get copies, so the compiled output never shares objects with the cache.
 */
const parsed = new Map<string, RuleGroup>();
const PARSED_LIMIT = 5000;

function parsedCondition(text: string): RuleGroup {
  let group = parsed.get(text);
  if (!group) {
    group = parseCondition(text);
    if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value!);
    parsed.set(text, group);
  }
  return structuredClone(group);
}

/**
 * A node's display condition for one compilation: true when it always shows (no condition, or one that
 * holds whatever the data), false when it never shows in this operation, else the condition to evaluate.
 * Text that is not entirely in the condition language reads as no condition.
 */
export function compileDisplayCondition(
  text: string | undefined,
  { scopeKey, operation }: DisplayConditionScope,
): boolean | UiCondition {
  if (!text?.trim()) return true;
  const group = simplifyCondition(parsedCondition(text), (rule) =>
    isOperationRule(rule)
      ? evaluateCondition({ combinator: 'and', rules: [rule] }, { operation })
      : undefined,
  );
  return typeof group === 'boolean' ? group : scopeCondition(group, scopeKey);
}
