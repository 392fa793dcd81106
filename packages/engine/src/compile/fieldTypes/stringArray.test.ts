import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

describe('StringArray field', () => {
  it('holds a list of non-empty strings', () => {
    const errors = fieldErrors({ fieldType: 'StringArray' });
    expect(errors(['red', 'blue'])).toEqual({});
    expect(errors([])).toEqual({});
    expect(errors(['red', ''])).toEqual({ '1': ['This field is required'] });
    expect(errors(['red', 7])).toEqual({ '1': ['Must be text'] });
    expect(errors('red')).toEqual({ '': ['Invalid value'] });
  });

  it('needs at least one entry when mandatory', () => {
    const errors = fieldErrors({ fieldType: 'StringArray', mandatory: true });
    expect(errors([])).toEqual({ '': ['Minimum number of entries: 1'] });
    expect(errors(undefined)).toEqual({ '': ['This field is required'] });
    expect(errors(['red'])).toEqual({});
  });

  it('renders with the stringArray widget', () => {
    expect(singleFieldForm({ fieldType: 'StringArray' }).uiSchema.o).toMatchObject({
      f: { 'ui:widget': 'stringArray' },
    });
  });
});
