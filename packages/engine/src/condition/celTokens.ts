import type { ConditionScalar } from './types.js';

/** A path segment, a literal's value, or an operator or punctuation mark (`in` among them). */
export type CelToken =
  | { kind: 'name'; text: string }
  | { kind: 'literal'; value: ConditionScalar | null }
  | { kind: 'symbol'; text: string };

/*
 * The tokens react-querybuilder's CEL lexer reads (its longest match), limited to the condition language:
 * strings in one, or three, single or double quotes, raw, without line breaks; integers, hexadecimal and
 * decimal unsigned integers (`1u`, `0x1Fu`) and floats (`-1.5e3`).
 */
const TOKEN =
  /(\s+)|('''[^'\n\r]*'''|"""[^"\n\r]*"""|'[^'\n\r]*'|"[^"\n\r]*")|((?:\d+|0x[\da-fA-F]+)[uU]|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+(?:\.\d+)?)?)|([A-Za-z_]\w*)|(==|!=|<=|>=|&&|\|\||[<>!.,()[\]])/y;

const KEYWORD_VALUES = new Map<string, boolean | null>([
  ['true', true],
  ['false', false],
  ['null', null],
]);
/** Words CEL reserves: never a path segment. */
const RESERVED = new Set(
  'as break const continue else for function if import let loop package namespace return var void while'.split(
    ' ',
  ),
);

/** The tokens of `text` without white space, or undefined when some part of it is no token of the language. */
export function celTokens(text: string): CelToken[] | undefined {
  const tokens: CelToken[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const match = TOKEN.exec(text);
    if (!match) return undefined;
    const [, space, string, number, word, symbol] = match;
    if (string !== undefined) tokens.push({ kind: 'literal', value: stringValue(string) });
    else if (number !== undefined) tokens.push({ kind: 'literal', value: numberValue(number) });
    else if (word !== undefined) {
      if (RESERVED.has(word)) return undefined;
      if (KEYWORD_VALUES.has(word)) tokens.push({ kind: 'literal', value: KEYWORD_VALUES.get(word)! });
      else tokens.push(word === 'in' ? { kind: 'symbol', text: word } : { kind: 'name', text: word });
    } else if (symbol !== undefined) tokens.push({ kind: 'symbol', text: symbol });
    else if (space === undefined) return undefined;
  }
  return tokens;
}

function stringValue(literal: string): string {
  const quotes = /^('''|"""|'|")/.exec(literal)![0].length;
  return literal.slice(quotes, -quotes);
}

function numberValue(literal: string): number {
  return literal.startsWith('0x') ? Number.parseInt(literal.slice(2, -1), 16) : Number.parseFloat(literal);
}
