import { describe, expect, it } from 'vitest';
import { parseCondition } from '../condition/parse.js';
import type { ConditionRule } from '../condition/types.js';
import { simplifyCondition } from './simplifyCondition.js';

/** Decides the rules on field `k` as `value`; leaves the others. */
const knowing = (value: boolean) => (rule: ConditionRule) => (rule.field === 'k' ? value : undefined);

describe('simplifyCondition', () => {
  it('folds known rules away from AND and OR', () => {
    expect(simplifyCondition(parseCondition('k == 1 && a == 1'), knowing(true))).toMatchObject({
      combinator: 'and',
      rules: [{ field: 'a' }],
    });
    expect(simplifyCondition(parseCondition('k == 1 && a == 1'), knowing(false))).toBe(false);
    expect(simplifyCondition(parseCondition('k == 1 || a == 1'), knowing(true))).toBe(true);
    expect(simplifyCondition(parseCondition('k == 1 || a == 1'), knowing(false))).toMatchObject({
      rules: [{ field: 'a' }],
    });
  });

  it('applies negation to a decided group', () => {
    expect(simplifyCondition(parseCondition('!(k == 1 && k == 2)'), knowing(true))).toBe(false);
    expect(simplifyCondition(parseCondition('a == 1 || !(k == 1 || b == 2)'), knowing(true))).toMatchObject({
      rules: [{ field: 'a' }],
    });
  });

  it('keeps a condition without known rules as it is', () => {
    const group = parseCondition('a == 1 && (b == 2 || c == 3)');
    expect(simplifyCondition(group, () => undefined)).toEqual(group);
  });

  it('treats a condition without rules as holding', () => {
    expect(simplifyCondition({ combinator: 'or', rules: [] }, () => undefined)).toBe(true);
  });

  it('leaves muted rules out, as the evaluator does', () => {
    const group = {
      combinator: 'and' as const,
      rules: [{ field: 'k', operator: '=' as const, value: 1, muted: true }],
    };
    expect(simplifyCondition(group, knowing(false))).toBe(true);
  });
});
