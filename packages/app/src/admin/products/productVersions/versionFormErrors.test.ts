import type { ObjectDefinition } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { hasVersionErrors, versionFormErrors } from './versionFormErrors.js';

const object = (key: string): ObjectDefinition => ({
  key,
  objectType: 'CUSTOM',
  name: key,
  fields: [],
  attributes: { controlType: 'SINGLE_OBJECT' },
});

describe('versionFormErrors', () => {
  it('has nothing to fix for a named version with distinct object keys', () => {
    const errors = versionFormErrors('Motor 2026', [object('vehicle'), object('driver')]);
    expect(hasVersionErrors(errors)).toBe(false);
  });

  it('requires a name', () => {
    expect(versionFormErrors(' ', []).name).toEqual({ code: 'nameRequired' });
  });

  it('reports objects whose keys repeat another object’s, surrounding spaces aside, by position', () => {
    const errors = versionFormErrors('v1', [object('vehicle'), object('driver'), object(' vehicle')]);
    expect(errors.objects).toEqual({
      0: { key: { code: 'keyNotUnique' } },
      2: { key: { code: 'keyNotUnique' } },
    });
  });
});
