import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

describe('Numeric field', () => {
  it('holds numbers', () => {
    const errors = fieldErrors({ fieldType: 'Numeric' });
    expect(errors(2.75)).toEqual({});
    expect(errors('2.75')).toEqual({ '': ['Must be a number'] });
  });

  it('allows at most decimalPlaces digits after the point, exactly', () => {
    const errors = fieldErrors({ fieldType: 'Numeric', decimalPlaces: 2 });
    expect(errors(0.29)).toEqual({});
    expect(errors(1.1)).toEqual({});
    expect(errors(12)).toEqual({});
    expect(errors(0.295)).toEqual({ '': ['Maximum number of decimal places: 2'] });
  });

  it('allows no fraction with decimalPlaces 0', () => {
    const errors = fieldErrors({ fieldType: 'Numeric', decimalPlaces: 0 });
    expect(errors(3)).toEqual({});
    expect(errors(3.5)).toEqual({ '': ['Maximum number of decimal places: 0'] });
  });

  it('takes one of the allowed values', () => {
    const errors = fieldErrors({ fieldType: 'Numeric', allowedValues: [0.5, 1.5] });
    expect(errors(1.5)).toEqual({});
    expect(errors(1)).toEqual({ '': ['This value is not allowed'] });
  });

  it('passes decimal places and unit to the numeric widget', () => {
    const { uiSchema } = singleFieldForm({ fieldType: 'Numeric', decimalPlaces: 1, unitOfMeasure: 'm²' });
    expect(uiSchema.o).toMatchObject({
      f: {
        'ui:widget': 'numeric',
        'ui:options': { decimalPlaces: 1, unitOfMeasure: 'm²', unitOfMeasureSide: 'RIGHT' },
      },
    });
  });
});
