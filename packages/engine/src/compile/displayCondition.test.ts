import { describe, expect, it } from 'vitest';
import { compileDisplayCondition } from './displayCondition.js';

const at = (operation?: string, scopeKey?: string) => ({ scopeKey, operation });

describe('compileDisplayCondition', () => {
  it('always shows a node without condition', () => {
    expect(compileDisplayCondition(undefined, at())).toBe(true);
    expect(compileDisplayCondition('  ', at())).toBe(true);
  });

  it('always shows a node whose condition cannot be read (the empty AND group)', () => {
    expect(compileDisplayCondition('vehicle.make ==', at())).toBe(true);
  });

  it('decides rules on `operation` from the context at compile time', () => {
    expect(compileDisplayCondition('operation == "ISSUE"', at('ISSUE'))).toBe(true);
    expect(compileDisplayCondition('operation == "ISSUE"', at('QUOTE'))).toBe(false);
    expect(compileDisplayCondition('operation == "ISSUE"', at())).toBe(false);
    expect(compileDisplayCondition('operation != "ISSUE"', at())).toBe(true);
    expect(
      compileDisplayCondition('operation in ["ISSUE", "RENEW"] && vehicle.age > 3', at('RENEW')),
    ).toMatchObject({
      scope: 'root',
      group: { rules: [{ field: 'vehicle.age' }] },
    });
  });

  it('scopes the condition to the object holding the node', () => {
    expect(compileDisplayCondition('drivers.age > 70', at(undefined, 'drivers'))).toMatchObject({
      scope: 'item',
      group: { rules: [{ field: 'age' }] },
    });
  });
});
