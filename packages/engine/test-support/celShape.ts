/**
 * react-querybuilder's `parseCEL` silently drops what it cannot map to a rule (`a == 1 && b.size() > 2` parses
 * as `a == 1`), which would widen a condition. This lexical census let `parseCondition` refuse such text (now it
 * guards the test oracle, `parseCelOracle`):
 * when every comparison became a rule, the rules number the comparisons and the `&&`/`||` between them number
 * one less. Tokens outside the supported subset (arithmetic, maps, ternaries, macros) are refused outright.
 */
export interface CelShape {
  /** `==`, `!=`, `<`, `<=`, `>`, `>=`, `in` and `.contains(`/`.startsWith(`/`.endsWith(` calls. */
  comparisons: number;
  /** `&&` and `||`. */
  combinators: number;
}

const TOKEN =
  /\s+|"[^"\n\r]*"|'[^'\n\r]*'|[A-Za-z_][A-Za-z0-9_]*|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?[uU]?|==|!=|<=|>=|&&|\|\||[<>!.,()[\]]/gy;
const COMPARISON = new Set(['==', '!=', '<', '<=', '>', '>=', 'in']);
const METHODS = new Set(['contains', 'startsWith', 'endsWith']);

/** The census of `text`, or undefined when it holds something the condition language does not support. */
export function celShape(text: string): CelShape | undefined {
  const tokens = tokenize(text);
  if (!tokens) return undefined;
  let comparisons = 0;
  let combinators = 0;
  for (const [index, token] of tokens.entries()) {
    if (COMPARISON.has(token)) comparisons++;
    else if (token === '&&' || token === '||') combinators++;
    else if (tokens[index + 1] === '(' && /^[A-Za-z_]/.test(token)) {
      if (!METHODS.has(token) || tokens[index - 1] !== '.') return undefined;
      comparisons++;
    } else if (/^[A-Za-z_]/.test(token) && /^["']/.test(tokens[index + 1] ?? '')) {
      return undefined; // raw (r"…") and bytes (b"…") literals
    }
  }
  return { comparisons, combinators };
}

/** The tokens without white space, or undefined when some character starts no token. */
function tokenize(text: string): string[] | undefined {
  const tokens: string[] = [];
  let consumed = 0;
  for (const [token] of text.matchAll(TOKEN)) {
    consumed += token.length;
    if (token.trim()) tokens.push(token);
  }
  return consumed === text.length ? tokens : undefined;
}
