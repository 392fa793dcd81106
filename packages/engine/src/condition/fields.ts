import { foldCondition } from './fold.js';
import type { RuleGroup } from './types.js';

/** The dotted paths the condition reads, each once, in order of appearance. */
export function conditionFields(group: RuleGroup): string[] {
  const fields = foldCondition<string[]>(group, {
    comparison: ({ field }) => [field],
    all: (items) => items.flat(),
    any: (items) => items.flat(),
    not: (item) => item,
    none: [],
  });
  return [...new Set(fields)];
}
