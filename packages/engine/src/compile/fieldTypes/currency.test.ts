import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

describe('Currency field', () => {
  it('holds the ISO code of a supported currency', () => {
    const errors = fieldErrors({ fieldType: 'Currency' }, { currencies: ['EUR', 'USD'] });
    expect(errors('USD')).toEqual({});
    expect(errors('JPY')).toEqual({ '': ['This value is not allowed'] });
  });

  it('renders with the currency widget', () => {
    expect(singleFieldForm({ fieldType: 'Currency' }).uiSchema.o).toMatchObject({
      f: { 'ui:widget': 'currency' },
    });
  });
});
