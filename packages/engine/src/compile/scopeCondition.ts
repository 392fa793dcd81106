import { type ConditionRule, isRuleGroup, type RuleGroup } from '../condition/types.js';
import type { UiCondition } from './types.js';

/** Prefix of a path from the data root inside an item-scoped condition. */
export const ROOT_PREFIX = '$root.';

function mapRules(group: RuleGroup, map: (rule: ConditionRule) => ConditionRule): RuleGroup {
  return {
    ...group,
    rules: group.rules.map((item) => (isRuleGroup(item) ? mapRules(item, map) : map(item))),
  };
}

function rulesOf(group: RuleGroup): ConditionRule[] {
  return group.rules.flatMap((item) => (isRuleGroup(item) ? rulesOf(item) : [item]));
}

/**
 * Places a condition on a field of the object that `scopeKey` names (a MULTIPLE_OBJECTS item or an Object
 * field's value; undefined for a root object, whose paths all start at the root). Paths starting with
 * `scopeKey.` mean the current object: when there are any, the condition becomes item-scoped, those paths
 * relative to the object and the others prefixed with `$root.`.
 */
export function scopeCondition(group: RuleGroup, scopeKey: string | undefined): UiCondition {
  const itemPrefix = `${scopeKey}.`;
  const inItem = (rule: ConditionRule) => scopeKey !== undefined && rule.field.startsWith(itemPrefix);
  if (!rulesOf(group).some(inItem)) return { scope: 'root', group };
  return {
    scope: 'item',
    group: mapRules(group, (rule) => ({
      ...rule,
      field: inItem(rule) ? rule.field.slice(itemPrefix.length) : `${ROOT_PREFIX}${rule.field}`,
    })),
  };
}

/** The rules of an item-scoped condition that look at the data root. */
export function rootRules(group: RuleGroup): ConditionRule[] {
  return rulesOf(group).filter((rule) => !rule.muted && rule.field.startsWith(ROOT_PREFIX));
}

/** A root rule of an item-scoped condition as it reads from the data root. */
export function unscopedRule(rule: ConditionRule): ConditionRule {
  return { ...rule, field: rule.field.slice(ROOT_PREFIX.length) };
}
