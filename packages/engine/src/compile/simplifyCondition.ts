import { type ConditionRule, isRuleGroup, type RuleGroup } from '../condition/types.js';

/** A rule or group once some rules are known: a constant, what is left of it, or nothing (no rules left). */
type Simplified = boolean | ConditionRule | RuleGroup | undefined;

/**
 * Partially evaluates `group`: each rule for which `known` gives a boolean is replaced by it and the
 * constants are folded away (`a && true` → `a`, `a || true` → true). Muted rules and groups without rules
 * are left out, as the evaluator leaves them out; a condition left without rules holds.
 */
export function simplifyCondition(
  group: RuleGroup,
  known: (rule: ConditionRule) => boolean | undefined,
): boolean | RuleGroup {
  return simplifyGroup(group, known) ?? true;
}

function simplifyGroup(
  group: RuleGroup,
  known: (rule: ConditionRule) => boolean | undefined,
): boolean | RuleGroup | undefined {
  if (group.muted) return undefined;
  const items = group.rules.map((item) =>
    isRuleGroup(item) ? simplifyGroup(item, known) : item.muted ? undefined : (known(item) ?? item),
  ) satisfies Simplified[];
  const present = items.filter((item) => item !== undefined);
  if (present.length === 0) return undefined;
  const absorbing = group.combinator !== 'and'; // false absorbs an AND, true an OR
  const joined = present.includes(absorbing)
    ? absorbing
    : present.every((item) => typeof item === 'boolean')
      ? !absorbing
      : { ...group, rules: present.filter((item) => typeof item !== 'boolean') };
  return typeof joined === 'boolean' && group.not ? !joined : joined;
}
