import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

describe('Boolean field', () => {
  it('holds true or false', () => {
    const errors = fieldErrors({ fieldType: 'Boolean' });
    expect(errors(true)).toEqual({});
    expect(errors(false)).toEqual({});
    expect(errors('yes')).toEqual({ '': ['Must be yes or no'] });
  });

  it('renders as yes/no with the highlighted answer', () => {
    const { uiSchema } = singleFieldForm({ fieldType: 'Boolean', yesHighlighted: true });
    expect(uiSchema.o).toMatchObject({ f: { 'ui:widget': 'yesNo', 'ui:options': { yesHighlighted: true } } });
  });
});
