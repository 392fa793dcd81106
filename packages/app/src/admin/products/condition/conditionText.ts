import { ConditionError, formatCondition, isRuleGroup } from '@coverline/engine';
import type { ConditionRule, ConditionScalar, ConditionValue, RuleGroup } from '@coverline/engine';
import type { ConditionValueKind } from './conditionFieldOptions.js';

/** A builder's rules as CEL text, or why they cannot be written yet. */
export type ConditionTextResult = { text: string } | { incomplete: true };

const NO_VALUE = new Set(['null', 'notNull']);
const LIST = new Set(['in', 'notIn']);

/** One typed value of the field's kind, or undefined when the text is no such value. */
function typed(value: unknown, kind: ConditionValueKind | undefined): ConditionScalar | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  if (kind === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return text;
}

/** The rule with its value typed for its field, or undefined when a value is missing or of the wrong kind. */
function typedRule(
  rule: ConditionRule,
  kinds: ReadonlyMap<string, ConditionValueKind>,
): ConditionRule | undefined {
  const kind = kinds.get(rule.field);
  if (NO_VALUE.has(rule.operator)) return { ...rule, value: null };
  let value: ConditionValue | undefined;
  if (LIST.has(rule.operator)) {
    const items = Array.isArray(rule.value) ? rule.value : String(rule.value ?? '').split(',');
    const values = items.filter((item) => String(item).trim() !== '').map((item) => typed(item, kind));
    value =
      values.length > 0 && values.every((item) => item !== undefined)
        ? (values as ConditionScalar[])
        : undefined;
  } else value = typed(rule.value, kind);
  return value === undefined ? undefined : { ...rule, value };
}

function typedGroup(group: RuleGroup, kinds: ReadonlyMap<string, ConditionValueKind>): RuleGroup | undefined {
  const rules: (ConditionRule | RuleGroup)[] = [];
  for (const item of group.rules) {
    const next = isRuleGroup(item) ? typedGroup(item, kinds) : typedRule(item, kinds);
    if (next === undefined) return undefined;
    rules.push(next);
  }
  return { ...group, rules };
}

/**
 * The CEL text of a condition builder's rules, their values typed by the kind of their field (numbers and yes/no
 * as such, lists from comma-separated text); incomplete while a rule lacks a value or has one the language
 * cannot hold. No rules is the empty text: no condition.
 */
export function conditionText(
  group: RuleGroup,
  kinds: ReadonlyMap<string, ConditionValueKind>,
): ConditionTextResult {
  const typedRules = typedGroup(group, kinds);
  if (typedRules === undefined) return { incomplete: true };
  try {
    return { text: formatCondition(typedRules) };
  } catch (error) {
    if (error instanceof ConditionError) return { incomplete: true };
    throw error;
  }
}
