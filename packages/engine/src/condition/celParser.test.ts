import { describe, expect, it } from 'vitest';
import { readCondition } from './celParser.js';
import type { ConditionRule, RuleGroup } from './types.js';
import { parseCelOracle } from '../../test-support/parseCelOracle.js';

const and = (...rules: (ConditionRule | RuleGroup)[]): RuleGroup => ({ combinator: 'and', rules });
const or = (...rules: (ConditionRule | RuleGroup)[]): RuleGroup => ({ combinator: 'or', rules });
const not = (group: RuleGroup): RuleGroup => ({ ...group, not: true });
const rule = (field: string, operator: ConditionRule['operator'], value: ConditionRule['value']) => ({
  field,
  operator,
  value,
});
const a5 = rule('a', '>', 5);

describe('readCondition', () => {
  it.each<[string, RuleGroup]>([
    ['a > 5 && b == 1 || c == 2', or(and(a5, rule('b', '=', 1)), rule('c', '=', 2))],
    ['c == 2 || a > 5 && b == 1', or(rule('c', '=', 2), and(a5, rule('b', '=', 1)))],
    ['a > 5 || b == 1 || c == 2', or(a5, rule('b', '=', 1), rule('c', '=', 2))],
    ['(a > 5) && b == 1', and(and(a5), rule('b', '=', 1))],
    ['(((a > 5))) && b == 1', and(and(a5), rule('b', '=', 1))],
    ['((a > 5 || b == 1))', or(a5, rule('b', '=', 1))],
    ['!(a > 5)', and(rule('a', '<=', 5))],
    ['!!!(a > 5)', and(rule('a', '<=', 5))],
    ['!!(a > 5)', and(a5)],
    ['!(5 < a)', and(rule('a', '<=', 5))],
    ['!((a > 5))', not(and(and(a5)))],
    ['!(!(a > 5))', not(and(and(rule('a', '<=', 5))))],
    ['!(a > 5 && b == 1)', not(and(and(a5, rule('b', '=', 1))))],
    ['!!(a > 5 && b == 1)', and(and(a5, rule('b', '=', 1)))],
    ['!(a == null)', and(rule('a', 'notNull', null))],
    ['!(a in [1, 2])', and(rule('a', 'notIn', [1, 2]))],
    ['!a.contains("x")', and(rule('a', 'doesNotContain', 'x'))],
    ['!a.b.startsWith("x")', and(rule('a.b', 'doesNotBeginWith', 'x'))],
    ['!!a.endsWith("x")', and(rule('a', 'endsWith', 'x'))],
    ['!(a.b.c.endsWith("x"))', and(rule('a.b.c', 'doesNotEndWith', 'x'))],
    ['!!(a.contains("x"))', and(rule('a', 'contains', 'x'))],
    ['!(!a.contains("x"))', not(and(and(rule('a', 'doesNotContain', 'x'))))],
    ['a == null || null != b', or(rule('a', 'null', null), rule('b', 'notNull', null))],
    ['1 < a && "2024-01-31" >= b', and(rule('a', '>', 1), rule('b', '<=', '2024-01-31'))],
    [
      'a == -1 && b == 1.5e3 && c == 1u && d == 0x1Fu',
      and(...[-1, 1500, 1, 31].map((n, i) => rule('abcd'[i]!, '=', n))),
    ],
    ['a == 007 && b == 1e3.5', and(rule('a', '=', 7), rule('b', '=', 1000))],
    [
      `a == 'say "hi"' && b == """x'y""" && c == '''"'''`,
      and(rule('a', '=', 'say "hi"'), rule('b', '=', "x'y"), rule('c', '=', '"')),
    ],
    ['a == "c:\\n" && b == "\u0000"', and(rule('a', '=', 'c:\\n'), rule('b', '=', '\u0000'))],
    ['a in [1, "x", true,]', and(rule('a', 'in', [1, 'x', true]))],
    [
      'a.contains.b == 1 && index == 2 && nullable == 3',
      and(rule('a.contains.b', '=', 1), rule('index', '=', 2), rule('nullable', '=', 3)),
    ],
    [' \t\na\n.\tb\n==\n1 ', and(rule('a.b', '=', 1))],
  ])('reads %j as parseCEL does', (text, group) => {
    expect(readCondition(text)).toEqual(group);
    expect(parseCelOracle(text)).toEqual(group);
  });

  it.each([
    ['a + 1 > 2', 'arithmetic'],
    ['a -1 > 2', 'a number straight after a field'],
    ['a == - 1', 'a detached minus'],
    ['a.size() > 2', 'a macro'],
    ['size(a) > 2', 'a function'],
    ['a.exists(e, e == "x")', 'a comprehension'],
    ['a in {"x": 1}', 'a map'],
    ['a == 1 ? b == 1 : c == 1', 'a ternary'],
    ['a == r"x"', 'a raw string'],
    ['a == b"x"', 'a bytes literal'],
    ['a == "x', 'an unterminated string'],
    ["a == 'x\ny'", 'a line break in a string'],
    ['a == """x\ny"""', 'a line break in a triple-quoted string'],
    ['a == 0x1F', 'a signed hexadecimal integer, which react-querybuilder cuts after the 0'],
    ['a == 1.5u', 'an unsigned float'],
    ['a == 1e400', 'a number beyond floating point'],
    ['a == 1 a == 2', 'two comparisons without a combinator'],
    ['a == 1 &&', 'a dangling combinator'],
    ['(a == 1', 'an unclosed parenthesis'],
    ['a == 1)', 'a stray parenthesis'],
    ['()', 'empty parentheses'],
    ['a == 1 & b == 2', 'a single ampersand'],
    ['a = 1', 'a single equals sign'],
    ['a == 1 \u0000', 'a NUL outside a string'],
    ['!a == 1', 'a negated field'],
    ['!a.b.c.contains("x")', 'a negated call on a path of three steps'],
    ['a.contains(1)', 'a call on a number'],
    ['a.contains("x", "y")', 'a call with two arguments'],
    ['a.contains(b)', 'a call on a field'],
    ['a.contains("x") == true', 'a call compared'],
    ['1 in a', 'a list on the right'],
    ['a in [b]', 'a field in a list'],
    ['a in [[1]]', 'a nested list'],
    ['a == (1)', 'a parenthesised literal'],
    ['a.if == 1', 'a reserved word'],
    ['a.toString == 1', 'a name every object inherits'],
    ['.a == 1', 'a leading dot'],
    ['a[0] == 1', 'an index'],
    ['a == 1 // note', 'a comment'],
  ])('refuses %j (%s)', (text) => {
    expect(readCondition(text)).toBeUndefined();
    expect(parseCelOracle(text)).toBeUndefined();
  });

  it('reads parentheses nested a hundred deep and refuses deeper ones, which once overflowed the stack', () => {
    const nested = (depth: number) => '!('.repeat(depth) + 'a == 1' + ')'.repeat(depth);
    expect(readCondition(nested(100))).toEqual(parseCelOracle(nested(100)));
    expect(readCondition(nested(101))).toBeUndefined();
    expect(readCondition('('.repeat(5000) + 'a == 1' + ')'.repeat(5000))).toBeUndefined();
  });
});
