/**
 * Random conditions and the values they compare, shared by the property tests that check that every
 * translation of a condition (evaluator, JSON Schema, CEL text, SQL, the schema interpreter) agrees.
 */
import fc from 'fast-check';
import { plainDate } from '../src/dates/plainDate.js';
import type { ConditionRule, RuleGroup } from '../src/condition/types.js';

/** Numbers a condition compares with: small integers and halves. */
export const conditionNumber = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(0.5, 2.5, -0.5));
/** Plain dates over three years. */
export const conditionDate = fc
  .record({
    year: fc.integer({ min: 2023, max: 2025 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => plainDate(year, month, day));
/** Local date-times over three years, at the start, the middle and the end of a day. */
export const conditionDateTime = fc
  .tuple(conditionDate, fc.constantFrom('T00:00:00', 'T12:30:00', 'T23:59:59'))
  .map(([day, time]) => `${day}${time}`);
/** Letters with case forms (some unusual: ß, İ, ǅ, the Kelvin sign), LIKE and regular-expression specials, quotes. */
export const everyCharacter = fc.constantFrom(
  'a',
  'A',
  'b',
  'é',
  'É',
  'ß',
  'İ',
  'ǅ',
  '\u212A',
  'k',
  '%',
  '_',
  '\\',
  '"',
  "'",
  ' ',
  '.',
  '*',
  '(',
  '[',
  '1',
  '-',
);
/** Characters whose case rules PostgreSQL's ILIKE shares. */
export const sqlCharacter = fc.constantFrom(
  'a',
  'A',
  'b',
  'é',
  'É',
  '%',
  '_',
  '\\',
  '"',
  "'",
  ' ',
  '.',
  '1',
  '-',
);

/** Random rule groups over `paths`, nested, with every operator and muted rules. */
export function ruleGroups(paths: string[], character: fc.Arbitrary<string>): fc.Arbitrary<RuleGroup> {
  const field = fc.constantFrom(...paths);
  const text = fc.string({ unit: character, maxLength: 3 });
  const scalar = fc.oneof(conditionNumber, text, conditionDate, fc.boolean());
  const rule = (operators: ConditionRule['operator'][], value: fc.Arbitrary<ConditionRule['value']>) =>
    fc.record({
      field,
      operator: fc.constantFrom(...operators),
      value,
      muted: fc.nat(9).map((n) => n === 0),
    });
  const anyRule = fc.oneof(
    rule(['=', '!='], scalar),
    rule(['<', '<=', '>', '>='], fc.oneof(conditionNumber, conditionDate)),
    rule(['in', 'notIn'], fc.array(scalar, { minLength: 1, maxLength: 3 })),
    rule(
      ['contains', 'doesNotContain', 'beginsWith', 'doesNotBeginWith', 'endsWith', 'doesNotEndWith'],
      text,
    ),
    rule(['null', 'notNull'], fc.constant(null)),
  );
  const { group } = fc.letrec<{ group: RuleGroup }>((tie) => ({
    group: fc.record({
      combinator: fc.constantFrom('and', 'or'),
      not: fc.boolean(),
      rules: fc.array(fc.oneof({ depthSize: 'small' }, anyRule, tie('group')), { maxLength: 4 }),
    }),
  }));
  return group;
}

/** Texts of `character`, dates, date-times and text that almost is either. */
export function conditionTexts(character: fc.Arbitrary<string>) {
  return fc.oneof(
    fc.string({ unit: character, maxLength: 4 }),
    conditionDate,
    conditionDateTime,
    fc.constantFrom(
      '2024-13-01',
      '2024-1-01',
      '20240101',
      '2024-06-01 10:00:00',
      '2024-06-01t10:00',
      '2024-06-01T',
    ),
  );
}

/** Fragments of CEL in and out of the language, put together at random. */
export const celFragment = fc.constantFrom(
  'a',
  'b.c',
  '.',
  '==',
  '!=',
  '<',
  '>=',
  'in',
  '&&',
  '||',
  '!',
  '(',
  ')',
  '[',
  ']',
  ',',
  '1',
  '-2.5',
  '1u',
  '"x"',
  "'y'",
  '"""z"""',
  'r"x"',
  'null',
  'true',
  '.contains(',
  '.startsWith(',
  '.size()',
  '.exists(e, e == 1)',
  '?',
  ':',
  '+',
  '-',
  '{',
  '}',
  '"unterminated',
  '\u0000',
  ' ',
);
