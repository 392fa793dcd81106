import type { FieldTypeCompiler } from './fieldTypeCompiler.js';
import { numberConstraints } from './numberConstraints.js';
import { unitOfMeasure } from './unitOfMeasure.js';

/** IntegerArray → a list of whole numbers, each within the allowed values or range; at least one when mandatory. */
export const integerArrayField: FieldTypeCompiler = (attributes) => ({
  schema: {
    type: 'array',
    items: { type: 'integer', ...numberConstraints(attributes) },
    ...(attributes.mandatory ? { minItems: 1 } : {}),
  },
  widget: 'integerArray',
  options: unitOfMeasure(attributes),
});
