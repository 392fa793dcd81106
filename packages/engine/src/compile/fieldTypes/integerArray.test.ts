import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

describe('IntegerArray field', () => {
  it('holds a list of whole numbers, each within the range', () => {
    const errors = fieldErrors({ fieldType: 'IntegerArray', range: { minValue: 1, maxValue: 10 } });
    expect(errors([1, 10])).toEqual({});
    expect(errors([1, 1.5])).toEqual({ '1': ['Must be a whole number'] });
    expect(errors([0, 11])).toEqual({ '0': ['Must be at least 1'], '1': ['Must be at most 10'] });
  });

  it('limits each entry to the allowed values', () => {
    const errors = fieldErrors({
      fieldType: 'IntegerArray',
      attributeType: 'SPECIFIC',
      allowedValues: [3, 6, 12],
    });
    expect(errors([3, 12])).toEqual({});
    expect(errors([4])).toEqual({ '0': ['This value is not allowed'] });
  });

  it('needs at least one entry when mandatory', () => {
    expect(fieldErrors({ fieldType: 'IntegerArray', mandatory: true })([])).toEqual({
      '': ['Minimum number of entries: 1'],
    });
  });

  it('renders with the integerArray widget and its unit', () => {
    const { uiSchema } = singleFieldForm({ fieldType: 'IntegerArray', unitOfMeasure: 'months' });
    expect(uiSchema.o).toMatchObject({
      f: {
        'ui:widget': 'integerArray',
        'ui:options': { unitOfMeasure: 'months', unitOfMeasureSide: 'RIGHT' },
      },
    });
  });
});
