import { describe, expect, it } from 'vitest';
import { ConditionError } from './conditionError.js';
import { evaluateCondition } from './evaluate.js';
import { formatCondition } from './format.js';
import { parseCondition } from './parse.js';
import type { ConditionRule, RuleGroup } from './types.js';

const group = (...rules: (ConditionRule | RuleGroup)[]): RuleGroup => ({ combinator: 'and', rules });

describe('formatCondition', () => {
  it('writes every operator in react-querybuilder CEL', () => {
    const rules: ConditionRule[] = [
      { field: 'a', operator: '=', value: 'x' },
      { field: 'a', operator: '!=', value: 1 },
      { field: 'a', operator: '<', value: 1 },
      { field: 'a', operator: '<=', value: '2024-01-31' },
      { field: 'a', operator: '>', value: 1.5 },
      { field: 'a', operator: '>=', value: -1 },
      { field: 'a', operator: 'in', value: ['x', 1, false] },
      { field: 'a', operator: 'notIn', value: ['x'] },
      { field: 'a', operator: 'contains', value: 'x' },
      { field: 'a', operator: 'doesNotContain', value: 'x' },
      { field: 'a', operator: 'beginsWith', value: 'x' },
      { field: 'a', operator: 'doesNotBeginWith', value: 'x' },
      { field: 'a', operator: 'endsWith', value: 'x' },
      { field: 'a', operator: 'doesNotEndWith', value: 'x' },
      { field: 'a', operator: 'null', value: null },
      { field: 'a', operator: 'notNull', value: null },
    ];
    expect(rules.map((rule) => formatCondition(group(rule)))).toEqual([
      'a == "x"',
      'a != 1',
      'a < 1',
      'a <= "2024-01-31"',
      'a > 1.5',
      'a >= -1',
      'a in ["x", 1, false]',
      '!(a in ["x"])',
      'a.contains("x")',
      '!a.contains("x")',
      'a.startsWith("x")',
      '!a.startsWith("x")',
      'a.endsWith("x")',
      '!a.endsWith("x")',
      'a == null',
      'a != null',
    ]);
    for (const rule of rules) expect(parseCondition(formatCondition(group(rule)))).toEqual(group(rule));
  });

  it('keeps the negation of a negated single comparison, which holds for a missing value', () => {
    const negated: RuleGroup = {
      combinator: 'and',
      not: true,
      rules: [{ field: 'a', operator: '>', value: 5 }],
    };
    const text = formatCondition(group(negated, { field: 'b', operator: '=', value: 1 }));
    expect(text).toBe('!((a > 5)) && b == 1');
    expect(evaluateCondition(text, { b: 1 })).toBe(true);
    expect(evaluateCondition(text, { a: 6, b: 1 })).toBe(false);
  });

  it('quotes a string holding a double quote with single quotes, and keeps backslashes as they are', () => {
    expect(formatCondition(group({ field: 'a', operator: '=', value: 'say "hi"' }))).toBe(`a == 'say "hi"'`);
    expect(formatCondition(group({ field: 'a', operator: '=', value: 'c:\\dir' }))).toBe('a == "c:\\dir"');
    expect(parseCondition('a == "c:\\dir"')).toEqual(group({ field: 'a', operator: '=', value: 'c:\\dir' }));
  });

  it('refuses a string that CEL text cannot hold', () => {
    for (const value of [`it's "x"`, 'two\nlines']) {
      const attempt = () => formatCondition(group({ field: 'a', operator: '=', value }));
      expect(attempt).toThrow(ConditionError);
      expect(attempt).toThrow(/unwritableText/);
    }
  });

  it('refuses fields and values that would be read back differently', () => {
    expect(() => formatCondition(group({ field: '$root.a', operator: '=', value: 1 }))).toThrow(
      /invalidField/,
    );
    expect(() => formatCondition(group({ field: 'a', operator: 'in', value: [] }))).toThrow(/invalidValue/);
    expect(() => formatCondition(group({ field: 'a', operator: '=', value: Number.NaN }))).toThrow(
      /invalidValue/,
    );
  });

  it('leaves out muted rules and empty groups, and writes an empty condition as empty text', () => {
    expect(formatCondition(group())).toBe('');
    expect(
      formatCondition({
        combinator: 'or',
        rules: [
          group(),
          { field: 'a', operator: '=', value: 1, muted: true },
          { field: 'b', operator: '=', value: 2 },
        ],
      }),
    ).toBe('b == 2');
  });
});
