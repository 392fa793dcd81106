import { readCondition } from './celParser.js';
import type { RuleGroup } from './types.js';

/** The rule group of a CEL condition; empty or unreadable text gives the empty AND group (always true). */
export function parseCondition(text: string): RuleGroup {
  return tryParseCondition(text) ?? { combinator: 'and', rules: [] };
}

/**
 * The rule group of a CEL condition, or undefined when the text is not entirely in the condition language, so
 * that a definition is refused on save instead of silently meaning something broader. Blank text is the empty
 * group.
 */
export function tryParseCondition(text: string): RuleGroup | undefined {
  return text.trim() ? readCondition(text) : { combinator: 'and', rules: [] };
}
