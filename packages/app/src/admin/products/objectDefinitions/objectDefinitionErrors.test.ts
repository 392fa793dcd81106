import type { ObjectAttributes, ObjectDefinition } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { objectDefinitionErrors } from './objectDefinitionErrors.js';

const object = (
  changes: Partial<ObjectDefinition> = {},
  attributes: Partial<ObjectAttributes> = {},
): ObjectDefinition => ({
  key: 'drivers',
  objectType: 'CUSTOM',
  name: 'Drivers',
  fields: [],
  ...changes,
  attributes: { controlType: 'MULTIPLE_OBJECTS', ...attributes },
});
const codes = (value: ObjectDefinition, otherKeys: string[] = ['vehicle']) =>
  Object.fromEntries(
    Object.entries(objectDefinitionErrors(value, otherKeys)).map(([path, { code }]) => [path, code]),
  );

describe('objectDefinitionErrors', () => {
  it('accepts a complete object', () => {
    expect(codes(object({}, { columns: 10, minElements: 0, maxElements: 3 }))).toEqual({});
  });

  it('requires a key usable in data paths, unique in the version, and a name', () => {
    expect(codes(object({ key: '', name: ' ' }))).toEqual({ key: 'keyRequired', name: 'nameRequired' });
    expect(codes(object({ key: 'main driver' }))).toEqual({ key: 'keyPattern' });
    expect(codes(object({ key: 'vehicle' }))).toEqual({ key: 'keyNotUnique' });
  });

  it('keeps the columns from 1 to 10', () => {
    expect(objectDefinitionErrors(object({}, { columns: 0 }), [])).toEqual({
      columns: { code: 'columnsRange', values: { min: 1, max: 10 } },
    });
    expect(codes(object({}, { columns: 11 }))).toEqual({ columns: 'columnsRange' });
    expect(codes(object({}, { columns: 2.5 }))).toEqual({ columns: 'columnsRange' });
    expect(codes(object({}, { columns: 1 }))).toEqual({});
  });

  it('wants element bounds from 0, the maximum not below the minimum', () => {
    expect(codes(object({}, { minElements: -1, maxElements: -1 }))).toEqual({
      minElements: 'elementsMinimum',
      maxElements: 'elementsMinimum',
    });
    expect(codes(object({}, { minElements: 3, maxElements: 2 }))).toEqual({ maxElements: 'elementsOrder' });
    expect(codes(object({}, { minElements: 2, maxElements: 2 }))).toEqual({});
  });

  it('ignores element bounds of an object that is not repeated', () => {
    const single = { ...object(), attributes: { controlType: 'SINGLE_OBJECT' as const, maxElements: -1 } };
    expect(codes(single)).toEqual({});
  });
});
