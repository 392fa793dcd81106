import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

describe('Phone field', () => {
  it('holds digits only', () => {
    const errors = fieldErrors({ fieldType: 'Phone' });
    expect(errors('37120000000')).toEqual({});
    expect(errors('+37120000000')).toEqual({ '': ['Enter digits only'] });
    expect(errors('371 2000')).toEqual({ '': ['Enter digits only'] });
    expect(errors('')).toEqual({ '': ['Enter digits only'] });
  });

  it('is required when mandatory', () => {
    expect(fieldErrors({ fieldType: 'Phone', mandatory: true })(undefined)).toEqual({
      '': ['This field is required'],
    });
  });

  it('renders with the phone widget', () => {
    expect(singleFieldForm({ fieldType: 'Phone' }).uiSchema.o).toMatchObject({ f: { 'ui:widget': 'phone' } });
  });
});
