import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluate.js';
import { formatCondition } from './format.js';
import { parseCondition, tryParseCondition } from './parse.js';
import { celFragment } from '../../test-support/conditionArbitraries.js';

describe('parseCondition', () => {
  it('reads CEL into react-querybuilder rule groups', () => {
    expect(parseCondition('property.area > 50 && property.type == "FLAT"')).toEqual({
      combinator: 'and',
      rules: [
        { field: 'property.area', operator: '>', value: 50 },
        { field: 'property.type', operator: '=', value: 'FLAT' },
      ],
    });
    expect(parseCondition('a == 1 || !(b.c in ["x", 2, true]) && d != null')).toEqual({
      combinator: 'or',
      rules: [
        { field: 'a', operator: '=', value: 1 },
        {
          combinator: 'and',
          rules: [
            { field: 'b.c', operator: 'notIn', value: ['x', 2, true] },
            { field: 'd', operator: 'notNull', value: null },
          ],
        },
      ],
    });
  });

  it.each([
    'property.area > 50 && property.type == "FLAT"',
    'a == 1 && (b == 2 || c == 3)',
    'a == 1 || (b == 2 && c == 3)',
    '!(a.b == 1 || a.c != "x")',
    'a == 1 && !(b == 2 || c.d.e.contains("x")) && !(c.d.e.endsWith("y"))',
    'party.name.contains("Smith") && !party.code.startsWith("X") && party.email.endsWith("@example.com")',
    'vehicle.fuel in ["PETROL", "DIESEL"] && !(vehicle.seats in [2, 9])',
    'driver.licence == null || driver.licence != null',
    'loan.amount >= 1000.5 && loan.amount < 1e+21 && loan.rate <= -0.25',
    'policy.start >= "2024-01-01" && policy.start < "2025-01-01"',
    'flags.smoker == true && flags.pet != false',
    'tags.contains("gold")',
    'note.contains(\'say "hi"\')',
    '!((a > 5))',
    '',
  ])('formats %j back to the same text', (text) => {
    expect(formatCondition(parseCondition(text))).toBe(text);
  });

  it('reads a literal first comparison from the field side', () => {
    expect(parseCondition('50 < property.area')).toEqual(parseCondition('property.area > 50'));
  });

  it('reads !(x > 5) as x <= 5, as react-querybuilder does (false when x is missing)', () => {
    expect(parseCondition('!(x > 5)')).toEqual(parseCondition('x <= 5'));
    expect(evaluateCondition('!(x > 5)', {})).toBe(false);
    expect(evaluateCondition('!((x > 5))', {})).toBe(true);
  });

  it.each([
    ['garbage ((', 'syntax error'],
    ['a == 1 && b', 'a bare identifier'],
    ['a == 1 && b.size() > 2', 'a macro'],
    ['a.exists(e, e == "x")', 'a comprehension'],
    ['a == b', 'a field compared with a field'],
    ['a > "abc"', 'ordering against a string that is not a date'],
    ['a > "2024-02-30"', 'an impossible date'],
    ['a == 1 ? b == 1 : c == 1', 'a ternary'],
    ['a + 1 > 2', 'arithmetic'],
    ['"x" in a', 'a list on the right'],
    ['a in []', 'an empty list'],
    ['a in [null]', 'null in a list'],
    ['a in {"x": 1}', 'a map'],
    ['a == r"x"', 'a raw string'],
    ['a["b"] == 1', 'an index'],
    ['false', 'a constant'],
    ['a == 1 // comment', 'a comment'],
  ])('refuses %j (%s): the empty group, or undefined from tryParseCondition', (text) => {
    expect(tryParseCondition(text)).toBeUndefined();
    expect(parseCondition(text)).toEqual({ combinator: 'and', rules: [] });
  });

  it('reads blank text as the empty group', () => {
    expect(tryParseCondition('  ')).toEqual({ combinator: 'and', rules: [] });
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(celFragment).map((parts) => parts.join('')),
        ),
        (text) => {
          parseCondition(text);
        },
      ),
    );
  });
});
