import { describe, expect, it } from 'vitest';
import { ConditionError } from './conditionError.js';
import { evaluateCondition } from './evaluate.js';
import type { RuleGroup } from './types.js';

/** Evaluates `text` against data whose `x` is each entry of `values` (`undefined`: `x` is missing). */
const table = (text: string, values: unknown[]) =>
  values.map((value) => evaluateCondition(text, value === undefined ? {} : { x: value }));

describe('evaluateCondition', () => {
  it('== and != compare value and JSON type; a missing value equals nothing and differs from everything', () => {
    const values = [50, 50.0, '50', 51, null, undefined, true];
    expect(table('x == 50', values)).toEqual([true, true, false, false, false, false, false]);
    expect(table('x != 50', values)).toEqual([false, false, true, true, true, true, true]);
    expect(table('x == "FLAT"', ['FLAT', 'flat', undefined])).toEqual([true, false, false]);
    expect(table('x == true', [true, false, 'true', 1, undefined])).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('ordering holds only for numbers against a number bound', () => {
    const values = [49, 50, 51, '51', null, undefined, [51]];
    expect(table('x < 50', values)).toEqual([true, false, false, false, false, false, false]);
    expect(table('x <= 50', values)).toEqual([true, true, false, false, false, false, false]);
    expect(table('x > 50', values)).toEqual([false, false, true, false, false, false, false]);
    expect(table('x >= 50', values)).toEqual([false, true, true, false, false, false, false]);
  });

  it('ordering against a date compares YYYY-MM-DD strings as dates', () => {
    const values = ['2023-12-31', '2024-01-01', '2024-01-02', '2024-1-02', '20240102', 20240102, undefined];
    expect(table('x < "2024-01-01"', values)).toEqual([true, false, false, false, false, false, false]);
    expect(table('x >= "2024-01-01"', values)).toEqual([false, true, true, false, false, false, false]);
  });

  it('ordering against a date compares a date-time by its day', () => {
    const values = ['2023-12-31T23:59:59', '2024-01-01T00:00:00', '2024-01-01T18:00:00', '2024-01-01 18:00'];
    expect(table('x < "2024-01-01"', values)).toEqual([true, false, false, false]);
    expect(table('x <= "2024-01-01"', values)).toEqual([true, true, true, false]);
    expect(table('x > "2024-01-01"', values)).toEqual([false, false, false, false]);
    expect(table('x >= "2024-01-01"', values)).toEqual([false, true, true, false]);
  });

  it('in and !(… in …) test membership with the same equality as ==', () => {
    const values = ['FLAT', 'HOUSE', 1, '1', null, undefined];
    expect(table('x in ["FLAT", 1]', values)).toEqual([true, false, true, false, false, false]);
    expect(table('!(x in ["FLAT", 1])', values)).toEqual([false, true, false, true, true, true]);
  });

  it('contains, startsWith and endsWith ignore case on strings', () => {
    const values = ['Blue Flat', 'flat', 'FLATS', 'Éclair', null, undefined, 5];
    expect(table('x.contains("flat")', values)).toEqual([true, true, true, false, false, false, false]);
    expect(table('x.startsWith("FL")', values)).toEqual([false, true, true, false, false, false, false]);
    expect(table('x.endsWith("AT")', values)).toEqual([true, true, false, false, false, false, false]);
    expect(table('x.startsWith("éC")', values)).toEqual([false, false, false, true, false, false, false]);
    expect(table('!x.contains("flat")', values)).toEqual([false, false, false, true, true, true, true]);
  });

  it('contains treats % _ \\ and regular-expression characters literally', () => {
    expect(table('x.contains("5%")', ['a 5% rate', 'a 50 rate'])).toEqual([true, false]);
    expect(table('x.contains("a_b")', ['a_b', 'axb'])).toEqual([true, false]);
    expect(table('x.contains("(.*)")', ['(.*)', 'anything'])).toEqual([true, false]);
    expect(table('x.contains("c:\\")', ['c:\\temp', 'c:temp'])).toEqual([true, false]);
  });

  it('contains on a list asks for an element equal to the value', () => {
    expect(table('x.contains("gold")', [['silver', 'gold'], ['Gold'], [], ['golden']])).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(table('x.startsWith("gold")', [['gold']])).toEqual([false]);
  });

  it('null checks treat missing and null alike', () => {
    const values = [null, undefined, 0, '', false, []];
    expect(table('x == null', values)).toEqual([true, true, false, false, false, false]);
    expect(table('x != null', values)).toEqual([false, false, true, true, true, true]);
  });

  it('a path through a missing or non-object step reads a missing value', () => {
    for (const data of [
      {},
      { property: null },
      { property: 5 },
      { property: [{ area: 60 }] },
      null,
      'text',
    ]) {
      expect(evaluateCondition('property.area > 50', data)).toBe(false);
      expect(evaluateCondition('property.area == null', data)).toBe(true);
    }
    expect(evaluateCondition('property.area > 50', { property: { area: 60 } })).toBe(true);
  });

  it('combines with &&, || and !, with && binding tighter than ||', () => {
    const text = 'a == 1 || b == 1 && !(c == 1 || d == 1)';
    expect(evaluateCondition(text, { a: 1, c: 1 })).toBe(true);
    expect(evaluateCondition(text, { b: 1 })).toBe(true);
    expect(evaluateCondition(text, { b: 1, d: 1 })).toBe(false);
    expect(evaluateCondition('(a == 1 || b == 1) && c == 1', { a: 1 })).toBe(false);
  });

  it('an empty condition holds, and empty or muted groups inside are left out', () => {
    expect(evaluateCondition('', {})).toBe(true);
    expect(evaluateCondition({ combinator: 'and', not: true, rules: [] }, {})).toBe(true);
    const group: RuleGroup = {
      combinator: 'or',
      rules: [
        { combinator: 'and', rules: [] },
        { field: 'a', operator: '=', value: 1, muted: true },
        { field: 'b', operator: '=', value: 1 },
      ],
    };
    expect(evaluateCondition(group, { a: 1 })).toBe(false);
    expect(evaluateCondition(group, { b: 1 })).toBe(true);
  });

  it('refuses rules it cannot evaluate exactly', () => {
    const attempt = (rule: object) => () =>
      evaluateCondition({ combinator: 'and', rules: [rule] } as RuleGroup, {});
    expect(attempt({ field: 'a', operator: 'between', value: [1, 2] })).toThrow(ConditionError);
    expect(attempt({ field: 'a', operator: '>', value: 'abc' })).toThrow(/invalidValue/);
    expect(attempt({ field: 'a', operator: 'in', value: 'x,y' })).toThrow(/invalidValue/);
    expect(attempt({ field: 'a', operator: '=', value: 'b', valueSource: 'field' })).toThrow(/invalidValue/);
    expect(attempt({ field: 'a.constructor', operator: '=', value: 1 })).toThrow(/invalidField/);
    expect(() => evaluateCondition({ combinator: 'xor', rules: [] } as unknown as RuleGroup, {})).toThrow(
      /invalidCombinator/,
    );
  });
});
