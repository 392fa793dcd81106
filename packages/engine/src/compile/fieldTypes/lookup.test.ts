import { describe, expect, it } from 'vitest';
import type { Lookup } from '../../definitions/types.js';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';
import { CompileError } from '../types.js';

const fuel: Lookup = {
  id: 'lookup-fuel',
  key: 'fuel',
  name: 'Fuel',
  values: [
    { key: 'PETROL', name: 'Petrol', translations: { de: 'Benzin', lv: 'Benzīns' } },
    { key: 'ELECTRIC', name: 'Electric', translations: { de: 'Elektro' } },
  ],
};

describe('Lookup field', () => {
  it('holds the key of one of the lookup’s values', () => {
    const errors = fieldErrors({ fieldType: 'Lookup', lookupId: 'lookup-fuel' }, { lookups: [fuel] });
    expect(errors('ELECTRIC')).toEqual({});
    expect(errors('Electric')).toEqual({ '': ['This value is not allowed'] });
  });

  it('gives the widget the value titles in the locale, falling back to the name', () => {
    const form = singleFieldForm(
      { fieldType: 'Lookup', lookupId: 'lookup-fuel' },
      { lookups: [fuel], locale: 'lv-LV' },
    );
    expect(form.uiSchema.o).toMatchObject({
      f: { 'ui:widget': 'lookup', 'ui:options': { enumNames: ['Benzīns', 'Electric'] } },
    });
  });

  it('refuses an unknown lookup at compile time', () => {
    expect(() => singleFieldForm({ fieldType: 'Lookup', lookupId: 'nope' }, { lookups: [fuel] })).toThrow(
      CompileError,
    );
  });
});
