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
    const reader = new Reader(tokens);
    const { item } = reader.disjunction();
    reader.end();
    return asGroup(item);
  } catch (error) {
    if (error instanceof Unreadable || error instanceof ConditionError) return undefined;
    throw error;
  }
}

class Reader {
  private position = 0;
  private depth = 0;

  constructor(private readonly tokens: CelToken[]) {}

  /** `&&` binds tighter than `||`: each side of `||` joining several `&&` becomes a group of its own. */
  disjunction(): Reading {
    return this.chain('||', 'or', () => this.conjunction());
  }

  end(): void {
    if (this.position < this.tokens.length) throw new Unreadable();
  }

  private conjunction(): Reading {
    return this.chain('&&', 'and', () => this.operand());
  }

  private chain(symbol: string, combinator: 'and' | 'or', next: () => Reading): Reading {
    const first = next();
    const rules = [first.item];
    while (this.accept(symbol)) rules.push(next().item);
    return rules.length === 1 ? first : { item: { combinator, rules } };
  }

  private operand(): Reading {
    let negations = 0;
    while (this.accept('!')) negations++;
    if (this.accept('(')) return this.parenthesised(negations);
    return negations === 0 ? this.comparison() : { item: this.negatedCall(negations % 2 === 1) };
  }

  /**
   * Parentheses make a group. Under `!`, a lone relation becomes its opposite and a lone method call its
   * negation in a group, while anything else is a negated group holding the group.
   */
  private parenthesised(negations: number): Reading {
    if (++this.depth > MAX_DEPTH) throw new Unreadable();
    const inner = this.disjunction();
    this.expect(')');
    this.depth--;
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
  private comparison(): Reading {
    const token = this.next();
    if (token?.kind === 'literal') {
      const operator = this.relation();
      const field = this.path().join('.');
      if (this.peek('(')) throw new Unreadable();
      return { item: rule(field, FLIPPED.get(operator) ?? operator, token.value), alone: 'relation' };
    }
    this.position--;
    const path = this.path();
    if (this.accept('(')) return { item: this.call(path), alone: 'call' };
    const field = path.join('.');
    if (this.accept('in')) return { item: rule(field, 'in', this.list()), alone: 'relation' };
    return { item: rule(field, this.relation(), this.literal()), alone: 'relation' };
  }

  /** `!a.contains("x")` or `!a.b.contains("x")`: react-querybuilder reads no longer path there. */
  private negatedCall(negated: boolean): ConditionRule {
    const path = this.path();
    if (path.length > 3 || !this.accept('(')) throw new Unreadable();
    const call = this.call(path);
    return negated ? opposite(call) : call;
  }

  /** The method call ending `path` (its last name), once its `(` is read. */
  private call(path: string[]): ConditionRule {
    const operator = METHODS.get(path.pop()!);
    if (operator === undefined || path.length === 0) throw new Unreadable();
    const text = this.literal();
    if (typeof text !== 'string') throw new Unreadable();
    this.expect(')');
    return rule(path.join('.'), operator, text);
  }

  private path(): string[] {
    const segments = [this.name()];
    while (this.accept('.')) segments.push(this.name());
    return segments;
  }

  private name(): string {
    const token = this.next();
    if (token?.kind !== 'name') throw new Unreadable();
    return token.text;
  }

  private relation(): ConditionOperator {
    const token = this.next();
    const operator = token?.kind === 'symbol' ? RELATIONS.get(token.text) : undefined;
    if (operator === undefined) throw new Unreadable();
    return operator;
  }

  /** `[1, "x", true]`, a trailing comma allowed. */
  private list(): (ConditionScalar | null)[] {
    this.expect('[');
    const values = [this.literal()];
    while (this.accept(',') && !this.peek(']')) values.push(this.literal());
    this.expect(']');
    return values;
  }

  private literal(): ConditionScalar | null {
    const token = this.next();
    if (token?.kind !== 'literal') throw new Unreadable();
    return token.value;
  }

  private next(): CelToken | undefined {
    return this.tokens[this.position++];
  }

  private peek(symbol: string): boolean {
    const token = this.tokens[this.position];
    return token?.kind === 'symbol' && token.text === symbol;
  }

  private accept(symbol: string): boolean {
    const found = this.peek(symbol);
    if (found) this.position++;
    return found;
  }

  private expect(symbol: string): void {
    if (!this.accept(symbol)) throw new Unreadable();
  }
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
