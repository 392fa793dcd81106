import { type CelToken, celTokens } from './celTokens.js';
import { toComparison } from './comparison.js';
import { ConditionError } from './conditionError.js';
import {
  type ConditionOperator,
  type ConditionRule,
  type ConditionScalar,
  isRuleGroup,
  type RuleGroup,
} from './types.js';

type Item = ConditionRule | RuleGroup;

/**
 * An item read. A comparison standing alone is marked, because `!( … )` around it reads differently from
 * `!( … )` around anything else.
 */
type Reading = { item: Item; alone?: undefined } | { item: ConditionRule; alone: 'relation' | 'call' };

/** Text outside the language; caught where reading starts. */
class Unreadable extends Error {}

/** Parentheses nested deeper are refused: no condition needs them, and each level costs stack. */
const MAX_DEPTH = 100;

const RELATIONS = new Map<string, ConditionOperator>([
  ['==', '='],
  ['!=', '!='],
  ['<', '<'],
  ['<=', '<='],
  ['>', '>'],
  ['>=', '>='],
]);
/** The operator with the sides swapped (`1 < a` is `a > 1`). */
const FLIPPED = new Map<ConditionOperator, ConditionOperator>([
  ['<', '>'],
  ['<=', '>='],
  ['>', '<'],
  ['>=', '<='],
]);
const METHODS = new Map<string, ConditionOperator>([
  ['contains', 'contains'],
  ['startsWith', 'beginsWith'],
  ['endsWith', 'endsWith'],
]);
/**
 * The operator react-querybuilder gives a lone comparison under `!`: the exact negation, except for ordering,
 * whose opposite (`!(a > 5)` read as `a <= 5`) is false for a missing value.
 */
const OPPOSITE = new Map<ConditionOperator, ConditionOperator>([
  ['=', '!='],
  ['!=', '='],
  ['<', '>='],
  ['<=', '>'],
  ['>', '<='],
  ['>=', '<'],
  ['in', 'notIn'],
  ['null', 'notNull'],
  ['notNull', 'null'],
  ['contains', 'doesNotContain'],
  ['beginsWith', 'doesNotBeginWith'],
  ['endsWith', 'doesNotEndWith'],
]);

/**
 * The rule group of condition text, read as react-querybuilder's `parseCEL` reads it (the meaning stored
 * conditions were written for), or undefined when any part of the text is outside the condition language.
 */
export function readCondition(text: string): RuleGroup | undefined {
  const tokens = celTokens(text);
  if (!tokens) return undefined;
  try {
    return asGroup(read(tokens));
  } catch (error) {
    if (error instanceof Unreadable || error instanceof ConditionError) return undefined;
    throw error;
  }
}

/** The item the tokens spell, by recursive descent; throws `Unreadable` where they leave the language. */
function read(tokens: CelToken[]): Item {
  let position = 0;
  let depth = 0;

  const next = (): CelToken | undefined => tokens[position++];
  const peek = (symbol: string): boolean => {
    const token = tokens[position];
    return token?.kind === 'symbol' && token.text === symbol;
  };
  const accept = (symbol: string): boolean => {
    const found = peek(symbol);
    if (found) position++;
    return found;
  };
  const expect = (symbol: string): void => {
    if (!accept(symbol)) throw new Unreadable();
  };

  /** `&&` binds tighter than `||`: each side of `||` joining several `&&` becomes a group of its own. */
  const disjunction = (): Reading => chain('||', 'or', conjunction);
  const conjunction = (): Reading => chain('&&', 'and', operand);

  function chain(symbol: string, combinator: 'and' | 'or', item: () => Reading): Reading {
    const first = item();
    const rules = [first.item];
    while (accept(symbol)) rules.push(item().item);
    return rules.length === 1 ? first : { item: { combinator, rules } };
  }

  function operand(): Reading {
    let negations = 0;
    while (accept('!')) negations++;
    if (accept('(')) return parenthesised(negations);
    return negations === 0 ? comparison() : { item: negatedCall(negations % 2 === 1) };
  }

  /**
   * Parentheses make a group. Under `!`, a lone relation becomes its opposite and a lone method call its
   * negation in a group, while anything else is a negated group holding the group.
   */
  function parenthesised(negations: number): Reading {
    if (++depth > MAX_DEPTH) throw new Unreadable();
    const inner = disjunction();
    expect(')');
    depth--;
    const negated = negations % 2 === 1;
    if (negations === 0) return { item: asGroup(inner.item) };
    if (inner.alone === 'relation') return { item: negated ? opposite(inner.item) : inner.item };
    if (inner.alone === 'call') {
      return { item: { combinator: 'and', rules: [negated ? opposite(inner.item) : inner.item] } };
    }
    const group: RuleGroup = { combinator: 'and', rules: [asGroup(inner.item)] };
    return { item: negated ? { ...group, not: true } : group };
  }

  /** `a.b == 1`, `1 < a.b`, `a.b in [1, 2]` or `a.b.contains("x")`. */
  function comparison(): Reading {
    const token = next();
    if (token?.kind === 'literal') {
      const operator = relation();
      const field = path().join('.');
      if (peek('(')) throw new Unreadable();
      return { item: rule(field, FLIPPED.get(operator) ?? operator, token.value), alone: 'relation' };
    }
    position--;
    const steps = path();
    if (accept('(')) return { item: call(steps), alone: 'call' };
    const field = steps.join('.');
    if (accept('in')) return { item: rule(field, 'in', list()), alone: 'relation' };
    return { item: rule(field, relation(), literal()), alone: 'relation' };
  }

  /** `!a.contains("x")` or `!a.b.contains("x")`: react-querybuilder reads no longer path there. */
  function negatedCall(negated: boolean): ConditionRule {
    const steps = path();
    if (steps.length > 3 || !accept('(')) throw new Unreadable();
    const called = call(steps);
    return negated ? opposite(called) : called;
  }

  /** The method call ending `steps` (its last name), once its `(` is read. */
  function call(steps: string[]): ConditionRule {
    const operator = METHODS.get(steps.pop()!);
    if (operator === undefined || steps.length === 0) throw new Unreadable();
    const text = literal();
    if (typeof text !== 'string') throw new Unreadable();
    expect(')');
    return rule(steps.join('.'), operator, text);
  }

  function path(): string[] {
    const steps = [name()];
    while (accept('.')) steps.push(name());
    return steps;
  }

  function name(): string {
    const token = next();
    if (token?.kind !== 'name') throw new Unreadable();
    return token.text;
  }

  function relation(): ConditionOperator {
    const token = next();
    const operator = token?.kind === 'symbol' ? RELATIONS.get(token.text) : undefined;
    if (operator === undefined) throw new Unreadable();
    return operator;
  }

  /** `[1, "x", true]`, a trailing comma allowed. */
  function list(): (ConditionScalar | null)[] {
    expect('[');
    const values = [literal()];
    while (accept(',') && !peek(']')) values.push(literal());
    expect(']');
    return values;
  }

  function literal(): ConditionScalar | null {
    const token = next();
    if (token?.kind !== 'literal') throw new Unreadable();
    return token.value;
  }

  const { item } = disjunction();
  if (position < tokens.length) throw new Unreadable();
  return item;
}

function asGroup(item: Item): RuleGroup {
  return isRuleGroup(item) ? item : { combinator: 'and', rules: [item] };
}

function opposite(item: ConditionRule): ConditionRule {
  return rule(item.field, OPPOSITE.get(item.operator)!, item.value);
}

/** A checked rule: `== null` is the `null` operator, and what the translators cannot honour is refused. */
function rule(field: string, operator: ConditionOperator, value: unknown): ConditionRule {
  const nullOperator = value === null && (operator === '=' || operator === '!=');
  const checked = toComparison({
    field,
    operator: nullOperator ? (operator === '=' ? 'null' : 'notNull') : operator,
    value,
  });
  return { field, operator: checked.operator, value: checked.value };
}
