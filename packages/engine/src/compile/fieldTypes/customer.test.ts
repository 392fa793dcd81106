import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

describe('Customer field', () => {
  const person = { id: 'p-1', name: 'Anna Bērziņa', partyType: 'PRIVATE' };

  it('holds a party reference', () => {
    const errors = fieldErrors({ fieldType: 'Customer' });
    expect(errors(person)).toEqual({});
    expect(errors({ ...person, code: '010190-12345' })).toEqual({});
    expect(errors({ name: 'Anna', partyType: 'PRIVATE' })).toEqual({ id: ['This field is required'] });
    expect(errors({ ...person, email: 'a@b.lv' })).toEqual({ email: ['This field is not part of the form'] });
  });

  it('limits the party type to the field’s partyTypes', () => {
    const errors = fieldErrors({ fieldType: 'Customer', partyTypes: ['LEGAL'] });
    expect(errors({ id: 'c-1', name: 'SIA Koks', partyType: 'LEGAL' })).toEqual({});
    expect(errors(person)).toEqual({ partyType: ['This value is not allowed'] });
  });

  it('narrows the party types to those the tenant supports', () => {
    const form = singleFieldForm(
      { fieldType: 'Customer', partyTypes: ['PRIVATE', 'LEGAL'] },
      { partyTypes: ['PRIVATE'] },
    );
    expect(form.uiSchema.o).toMatchObject({
      f: { 'ui:widget': 'customer', 'ui:options': { partyTypes: ['PRIVATE'] } },
    });
    const errors = fieldErrors(
      { fieldType: 'Customer', partyTypes: ['PRIVATE', 'LEGAL'] },
      { partyTypes: ['PRIVATE'] },
    );
    expect(errors({ id: 'c-1', name: 'SIA Koks', partyType: 'LEGAL' })).toEqual({
      partyType: ['This value is not allowed'],
    });
  });
});
