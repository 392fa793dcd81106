import { describe, expect, it } from 'vitest';
import { versionServerErrors } from './versionServerErrors.js';

describe('versionServerErrors', () => {
  it('puts the name, each object’s attributes and everything else where they are shown', () => {
    expect(
      versionServerErrors({
        name: ['notUnique', 'second'],
        'definition.objectDefinitions.1.key': ['pattern'],
        'definition.objectDefinitions.1.attributes.columns': ['maximum'],
        'definition.objectDefinitions.1.attributes.uniqueFieldsConstraint.0': ['pattern'],
        'definition.objectDefinitions.0.fields.2.attributes.lookupId': ['required'],
      }),
    ).toEqual({
      version: { name: 'notUnique' },
      objects: { 1: { key: 'pattern', columns: 'maximum', uniqueFieldsConstraint: 'pattern' } },
      others: [{ path: 'definition.objectDefinitions.0.fields.2.attributes.lookupId', message: 'required' }],
    });
  });
});
