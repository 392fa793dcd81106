import type { ObjectDefinition } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { objectDefinitionPayload } from './objectDefinitionPayload.js';

const drivers: ObjectDefinition = {
  key: ' drivers ',
  objectType: 'CUSTOM',
  name: 'Drivers ',
  fields: [
    { key: 'name', name: 'Name', iconName: 'Badge', seq: 7, attributes: { fieldType: 'String' } },
    { key: 'age', name: 'Age', iconName: 'Cake', attributes: { fieldType: 'Integer' } },
  ],
  attributes: {
    controlType: 'SINGLE_OBJECT',
    columns: 2,
    minElements: 1,
    maxElements: 3,
    uniqueFieldsConstraint: ['name'],
  },
};

describe('objectDefinitionPayload', () => {
  it('places the object, numbers its fields in order and trims key and name', () => {
    const payload = objectDefinitionPayload(drivers, 2);
    expect(payload.seq).toBe(2);
    expect(payload.fields.map((field) => field.seq)).toEqual([0, 1]);
    expect([payload.key, payload.name]).toEqual(['drivers', 'Drivers']);
  });

  it('keeps element bounds only for repeated objects and the constraint only for predefined types', () => {
    expect(objectDefinitionPayload(drivers, 0).attributes).toEqual({
      controlType: 'SINGLE_OBJECT',
      columns: 2,
    });
    const repeated = {
      ...drivers,
      objectType: 'PRIVATE' as const,
      attributes: { ...drivers.attributes, controlType: 'MULTIPLE_OBJECTS' as const },
    };
    expect(objectDefinitionPayload(repeated, 0).attributes).toEqual({
      controlType: 'MULTIPLE_OBJECTS',
      columns: 2,
      minElements: 1,
      maxElements: 3,
      uniqueFieldsConstraint: ['name'],
    });
  });
});
