import { parseCondition, type RuleGroup } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import type { ConditionValueKind } from './conditionFieldOptions.js';
import { conditionText } from './conditionText.js';

const kinds = new Map<string, ConditionValueKind>([
  ['vehicle.seats', 'number'],
  ['vehicle.hasTrailer', 'boolean'],
  ['vehicle.make', 'text'],
  ['vehicle.fuel', 'choice'],
]);
const group = (...rules: RuleGroup['rules']): RuleGroup => ({ combinator: 'and', rules });

describe('conditionText', () => {
  it('writes no rules as no condition', () => {
    expect(conditionText(group(), kinds)).toEqual({ text: '' });
  });

  it('types numbers and yes/no values as the builder gives them as text', () => {
    const result = conditionText(
      group(
        { field: 'vehicle.seats', operator: '>', value: '5' },
        { field: 'vehicle.hasTrailer', operator: '=', value: 'true' },
        { field: 'vehicle.make', operator: 'beginsWith', value: 'Vol' },
      ),
      kinds,
    );
    expect(result).toEqual({
      text: 'vehicle.seats > 5 && vehicle.hasTrailer == true && vehicle.make.startsWith("Vol")',
    });
  });

  it('reads a list from comma-separated text', () => {
    expect(
      conditionText(group({ field: 'vehicle.fuel', operator: 'in', value: 'PETROL, DIESEL' }), kinds),
    ).toEqual({
      text: 'vehicle.fuel in ["PETROL", "DIESEL"]',
    });
  });

  it('is incomplete while a rule has no value, or a number field a value that is no number', () => {
    expect(conditionText(group({ field: 'vehicle.make', operator: '=', value: '' }), kinds)).toEqual({
      incomplete: true,
    });
    expect(conditionText(group({ field: 'vehicle.seats', operator: '=', value: 'five' }), kinds)).toEqual({
      incomplete: true,
    });
  });

  it('needs no value for "is empty" and "is not empty"', () => {
    expect(
      conditionText(group({ field: 'vehicle.make', operator: 'null', value: 'ignored' }), kinds),
    ).toEqual({
      text: 'vehicle.make == null',
    });
  });

  it('writes text that the engine reads back to rules giving the same text', () => {
    const rules = group(
      { field: 'vehicle.seats', operator: '<=', value: '3' },
      { combinator: 'or', rules: [{ field: 'vehicle.make', operator: 'doesNotContain', value: 'x' }] },
    );
    const first = conditionText(rules, kinds);
    if (!('text' in first)) throw new Error('expected a condition');
    expect(first.text).toBe('vehicle.seats <= 3 && !vehicle.make.contains("x")');
    expect(conditionText(parseCondition(first.text), kinds)).toEqual(first);
  });
});
