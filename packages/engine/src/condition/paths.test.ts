import { describe, expect, it } from 'vitest';
import { fieldPath, valueAtPath } from './paths.js';

describe('field paths', () => {
  it('splits a dotted path into identifier steps', () => {
    expect(fieldPath('property.area')).toEqual(['property', 'area']);
    expect(fieldPath('$root.party.type')).toEqual(['$root', 'party', 'type']);
  });

  it('refuses empty steps, non-identifiers and names every object inherits', () => {
    for (const field of [
      '',
      'a..b',
      'a.',
      '1a',
      'a-b',
      'a["b"]',
      'constructor',
      'a.__proto__',
      'a.toString',
    ]) {
      expect(() => fieldPath(field), field).toThrow(/invalidField/);
    }
  });

  it('reads own properties of objects only', () => {
    const data = { a: { b: 0, list: [{ c: 1 }] } };
    expect(valueAtPath(data, ['a', 'b'])).toBe(0);
    expect(valueAtPath(data, ['a', 'missing'])).toBeUndefined();
    expect(valueAtPath(data, ['a', 'list', '0'])).toBeUndefined();
    expect(valueAtPath(Object.create({ inherited: 1 }), ['inherited'])).toBeUndefined();
    expect(valueAtPath('text', ['length'])).toBeUndefined();
  });
});
