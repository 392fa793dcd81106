import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

describe('Money field', () => {
  const errors = fieldErrors({ fieldType: 'Money' }, { currencies: ['EUR', 'JPY', 'KWD'] });

  it('holds an amount in a supported currency', () => {
    expect(errors({ amount: 1234.5, currency: 'EUR' })).toEqual({});
    expect(errors({ amount: 10, currency: 'GBP' })).toEqual({ currency: ['This value is not allowed'] });
    expect(errors({ amount: '10', currency: 'EUR' })).toEqual({ amount: ['Must be a number'] });
    expect(errors({ amount: 10 })).toEqual({ currency: ['This field is required'] });
    expect(errors({ amount: 10, currency: 'EUR', rate: 1 })).toEqual({
      rate: ['This field is not part of the form'],
    });
  });

  it('limits the amount to the decimals of the currency subunit', () => {
    expect(errors({ amount: 0.29, currency: 'EUR' })).toEqual({});
    expect(errors({ amount: 0.295, currency: 'EUR' })).toEqual({
      amount: ['Maximum number of decimal places: 2'],
    });
    expect(errors({ amount: 1500, currency: 'JPY' })).toEqual({});
    expect(errors({ amount: 1500.5, currency: 'JPY' })).toEqual({
      amount: ['Maximum number of decimal places: 0'],
    });
    expect(errors({ amount: 1.125, currency: 'KWD' })).toEqual({});
    expect(errors({ amount: 1.1255, currency: 'KWD' })).toEqual({
      amount: ['Maximum number of decimal places: 3'],
    });
  });

  it('states the precision once when all supported currencies share it', () => {
    const { schema } = singleFieldForm({ fieldType: 'Money' }, { currencies: ['EUR', 'USD'] });
    expect(schema.properties?.o?.properties?.f).toMatchObject({
      properties: { amount: { type: 'number', decimalPlaces: 2 }, currency: { enum: ['EUR', 'USD'] } },
    });
    expect(schema.properties?.o?.properties?.f?.allOf).toBeUndefined();
  });

  it('accepts no currency when none is supported', () => {
    expect(fieldErrors({ fieldType: 'Money' }, { currencies: [] })({ amount: 1, currency: 'EUR' })).toEqual({
      currency: ['This value is not allowed'],
    });
  });

  it('renders with the money widget', () => {
    expect(singleFieldForm({ fieldType: 'Money' }).uiSchema.o).toMatchObject({ f: { 'ui:widget': 'money' } });
  });
});
