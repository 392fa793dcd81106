import { describe, expect, it } from 'vitest';
import { parseCondition } from '../condition/parse.js';
import { rootRules, scopeCondition, unscopedRule } from './scopeCondition.js';

describe('scopeCondition', () => {
  it('keeps root paths for a root object', () => {
    const group = parseCondition('vehicle.hasTrailer == true');
    expect(scopeCondition(group, undefined)).toEqual({ scope: 'root', group });
  });

  it('keeps a condition that does not mention the item as root-scoped', () => {
    const group = parseCondition('policy.type == "FLEET"');
    expect(scopeCondition(group, 'drivers')).toEqual({ scope: 'root', group });
  });

  it('makes paths on the item’s key relative to the item', () => {
    expect(scopeCondition(parseCondition('drivers.age < 25'), 'drivers')).toMatchObject({
      scope: 'item',
      group: { rules: [{ field: 'age', operator: '<', value: 25 }] },
    });
  });

  it('prefixes root paths with $root when the condition also reads the item', () => {
    const { scope, group } = scopeCondition(
      parseCondition('drivers.age < 25 && policy.youngDriver == true'),
      'drivers',
    );
    expect(scope).toBe('item');
    expect(group.rules).toMatchObject([{ field: 'age' }, { field: '$root.policy.youngDriver' }]);
    expect(rootRules(group).map(unscopedRule)).toMatchObject([{ field: 'policy.youngDriver' }]);
  });
});
