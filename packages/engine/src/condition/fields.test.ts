import { describe, expect, it } from 'vitest';
import { conditionFields } from './fields.js';
import { parseCondition } from './parse.js';

describe('conditionFields', () => {
  it('lists each dotted path once, in order of appearance', () => {
    const group = parseCondition('b.c > 1 && (a == 1 || !(b.c in [3])) && d.contains("x") && a != null');
    expect(conditionFields(group)).toEqual(['b.c', 'a', 'd']);
  });

  it('leaves out muted rules, which do not take part', () => {
    expect(
      conditionFields({
        combinator: 'and',
        rules: [
          { field: 'a', operator: '=', value: 1, muted: true },
          { field: 'b', operator: '=', value: 1 },
        ],
      }),
    ).toEqual(['b']);
    expect(conditionFields(parseCondition(''))).toEqual([]);
  });
});
