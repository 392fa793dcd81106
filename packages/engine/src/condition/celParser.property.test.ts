/**
 * Our parser reads every text as react-querybuilder's `parseCEL` (guarded by the census that refused what it
 * would partly drop) read it before: the same rule group, or both refuse. `parseCEL` stays here as the oracle.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConditionError } from './conditionError.js';
import { formatCondition } from './format.js';
import { tryParseCondition } from './parse.js';
import { celFragment, everyCharacter, ruleGroups } from '../../test-support/conditionArbitraries.js';
import { parseCelOracle } from '../../test-support/parseCelOracle.js';

/** Generous: the runs take a few seconds, more on a busy machine. */
const PROPERTY_TIMEOUT = 120_000;

const readsAsParseCel = (text: string) => {
  expect(tryParseCondition(text)).toEqual(parseCelOracle(text));
};

const space = fc.constantFrom('', ' ', ' ', '  ', '\t', '\n', '\u00a0');
const spaced = (...parts: fc.Arbitrary<string>[]) =>
  fc.tuple(space, ...parts.flatMap((part) => [part, space])).map((pieces) => pieces.join(''));
const word = (text: string) => fc.constant(text);

/** Paths of one to four steps; now and then a step that is a keyword or inherited by every object. */
const step = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom('a', 'b', 'area', 'contains', 'index', 'nullable', 'x_1', '_y') },
  { weight: 1, arbitrary: fc.constantFrom('in', 'if', 'null', 'toString', '__proto__') },
);
const path = fc.array(step, { minLength: 1, maxLength: 4 }).map((steps) => steps.join('.'));
/** Strings in every quoting, with quotes, backslashes and dates inside. */
const stringLiteral = fc
  .tuple(fc.constantFrom('"', "'", '"""', "'''"), fc.string({ unit: everyCharacter, maxLength: 3 }))
  .map(([quote, text]) => `${quote}${text}${quote}`);
const dateLiteral = fc.constantFrom('"2024-02-29"', "'2024-12-31'", '"""2025-01-01"""', '"2024-02-30"');
const numberLiteral = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -20, max: 20 }).map(String) },
  fc.constantFrom(
    '1.5',
    '-0.25',
    '1e3',
    '1.5e-2',
    '1E+2',
    '1e3.5',
    '-0',
    '007',
    '1u',
    '0x1Fu',
    '0x1F',
    '1.5u',
    '1e400',
  ),
);
const literal = fc.oneof(stringLiteral, numberLiteral, fc.constantFrom('true', 'false', 'null'));
const relation = fc.constantFrom('==', '!=', '<', '<=', '>', '>=');
const listItem = fc.oneof({ weight: 20, arbitrary: fc.oneof(stringLiteral, numberLiteral) }, word('null'));
const list = fc
  .tuple(fc.array(listItem, { minLength: 1, maxLength: 3 }), fc.boolean())
  .map(([items, trailing]) => `[${items.join(', ')}${trailing ? ',' : ''}]`);
const call = spaced(
  fc.constantFrom('contains', 'startsWith', 'endsWith'),
  word('('),
  fc.oneof({ weight: 20, arbitrary: stringLiteral }, { weight: 1, arbitrary: literal }),
  word(')'),
);
/** Negations (most often none) before a parenthesised condition or a method call. */
const bangs = fc.oneof({ weight: 2, arbitrary: word('') }, fc.constantFrom('!', '!!', '!!!'));

const comparison = fc.oneof(
  spaced(path, fc.constantFrom('==', '!='), literal),
  spaced(path, relation, fc.oneof(numberLiteral, dateLiteral)),
  spaced(fc.oneof(numberLiteral, dateLiteral), relation, path),
  spaced(literal, fc.constantFrom('==', '!='), path),
  spaced(path, word('in'), list),
  spaced(bangs, path, word('.'), call),
  { weight: 1, arbitrary: spaced(path, relation, literal) },
);

/** Condition text of the whole grammar: negations, parentheses and `&&`/`||` nested at random. */
const conditionText = fc.letrec<{ condition: string; operand: string }>((tie) => ({
  operand: fc.oneof(
    { depthSize: 'small' },
    { weight: 6, arbitrary: comparison },
    { weight: 3, arbitrary: spaced(bangs, word('('), tie('condition'), word(')')) },
    { weight: 1, arbitrary: spaced(fc.constantFrom('!', '!!'), comparison) },
  ),
  condition: fc
    .tuple(tie('operand'), fc.array(fc.tuple(fc.constantFrom('&&', '||'), tie('operand')), { maxLength: 2 }))
    .map(([first, rest]) => [first, ...rest.flat()].join(' ')),
})).condition;

describe('our parser reads condition text as parseCEL did', () => {
  it(
    'formatted rule groups read back the same, or are refused by both',
    { timeout: PROPERTY_TIMEOUT },
    () => {
      const groups = ruleGroups(['n', 's', 'o.n', 'o.s', 'o.p.q', 'o.p.q.r'], everyCharacter);
      fc.assert(
        fc.property(groups, (group) => {
          let text: string;
          try {
            text = formatCondition(group);
          } catch (error) {
            if (error instanceof ConditionError) return; // text the language cannot hold
            throw error;
          }
          readsAsParseCel(text);
        }),
        { numRuns: 1000 },
      );
    },
  );

  it(
    'hand-written variants (spacing, parentheses, quotes, negations, literals first) read the same',
    { timeout: PROPERTY_TIMEOUT },
    () => {
      fc.assert(fc.property(conditionText, readsAsParseCel), { numRuns: 3000 });
    },
  );

  it(
    'any text, in the language or not, reads the same or is refused by both',
    { timeout: PROPERTY_TIMEOUT },
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string(),
            fc.array(celFragment, { maxLength: 12 }).map((parts) => parts.join('')),
            fc.array(celFragment, { maxLength: 12 }).map((parts) => parts.join(' ')),
            fc.tuple(conditionText, celFragment, fc.nat()).map(([text, piece, at]) => {
              const cut = at % (text.length + 1);
              return text.slice(0, cut) + piece + text.slice(cut);
            }),
          ),
          readsAsParseCel,
        ),
        { numRuns: 3000 },
      );
    },
  );
});
