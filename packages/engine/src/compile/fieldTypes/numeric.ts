import type { FieldTypeCompiler } from './fieldTypeCompiler.js';
import { numberConstraints } from './numberConstraints.js';
import { unitOfMeasure } from './unitOfMeasure.js';

/** Numeric → a number with at most `decimalPlaces` digits after the point, within allowed values or range. */
export const numericField: FieldTypeCompiler = (attributes) => {
  const { decimalPlaces } = attributes;
  return {
    schema: {
      type: 'number',
      ...(decimalPlaces !== undefined ? { decimalPlaces } : {}),
      ...numberConstraints(attributes),
    },
    widget: 'numeric',
    options: { ...unitOfMeasure(attributes), ...(decimalPlaces !== undefined ? { decimalPlaces } : {}) },
  };
};
