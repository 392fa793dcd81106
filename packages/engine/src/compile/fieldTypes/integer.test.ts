import { describe, expect, it } from 'vitest';
import { fieldErrors, singleFieldForm } from '../../../test-support/formBuilders.js';

describe('Integer field', () => {
  it('holds whole numbers only', () => {
    const errors = fieldErrors({ fieldType: 'Integer' });
    expect(errors(-3)).toEqual({});
    expect(errors(2.5)).toEqual({ '': ['Must be a whole number'] });
    expect(errors('2')).toEqual({ '': ['Must be a whole number'] });
  });

  it('stays within range, limits included', () => {
    const errors = fieldErrors({
      fieldType: 'Integer',
      attributeType: 'RANGE',
      range: { minValue: 18, maxValue: 99 },
    });
    expect(errors(18)).toEqual({});
    expect(errors(99)).toEqual({});
    expect(errors(17)).toEqual({ '': ['Must be at least 18'] });
    expect(errors(100)).toEqual({ '': ['Must be at most 99'] });
  });

  it('takes one of the allowed values', () => {
    const form = singleFieldForm({
      fieldType: 'Integer',
      attributeType: 'SPECIFIC',
      allowedValues: [1, 2, 2, 5],
    });
    const errors = fieldErrors({ fieldType: 'Integer', attributeType: 'SPECIFIC', allowedValues: [1, 2, 5] });
    expect(errors(5)).toEqual({});
    expect(errors(3)).toEqual({ '': ['This value is not allowed'] });
    expect(form.schema.properties?.o?.properties?.f?.enum).toEqual([1, 2, 5]);
  });

  it('ignores allowed values and range under attribute type ANY', () => {
    const errors = fieldErrors({
      fieldType: 'Integer',
      attributeType: 'ANY',
      allowedValues: [1],
      range: { maxValue: 0 },
    });
    expect(errors(7)).toEqual({});
  });

  it('reports only the type when a value of the wrong type is also not allowed', () => {
    const errors = fieldErrors({ fieldType: 'Integer', allowedValues: [1, 2] });
    expect(errors('x')).toEqual({ '': ['Must be a whole number'] });
  });

  it('carries the unit of measure to the integer widget', () => {
    const { uiSchema } = singleFieldForm({
      fieldType: 'Integer',
      unitOfMeasure: 'kW',
      unitOfMeasureSide: 'LEFT',
    });
    expect(uiSchema.o).toMatchObject({
      f: { 'ui:widget': 'integer', 'ui:options': { unitOfMeasure: 'kW', unitOfMeasureSide: 'LEFT' } },
    });
  });
});
