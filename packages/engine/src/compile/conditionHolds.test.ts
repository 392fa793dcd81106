import { describe, expect, it } from 'vitest';
import { parseCondition } from '../condition/parse.js';
import { conditionHolds } from './conditionHolds.js';

describe('conditionHolds', () => {
  const root = { policy: { type: 'FLEET' }, drivers: [{ age: 20 }, { age: 70 }] };

  it('reads a root-scoped condition from the data root', () => {
    const condition = { scope: 'root' as const, group: parseCondition('policy.type == "FLEET"') };
    expect(conditionHolds(condition, root, root.drivers[0])).toBe(true);
    expect(conditionHolds(condition, { policy: {} }, undefined)).toBe(false);
  });

  it('reads an item-scoped condition from the holding object, with $root for the data root', () => {
    const condition = { scope: 'item' as const, group: parseCondition('age > 65') };
    expect(conditionHolds(condition, root, root.drivers[1])).toBe(true);
    expect(conditionHolds(condition, root, root.drivers[0])).toBe(false);
    const both = {
      scope: 'item' as const,
      group: {
        combinator: 'and' as const,
        rules: [{ field: '$root.policy.type', operator: '=' as const, value: 'FLEET' }],
      },
    };
    expect(conditionHolds(both, root, root.drivers[0])).toBe(true);
  });
});
