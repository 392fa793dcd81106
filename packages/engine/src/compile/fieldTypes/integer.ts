import type { FieldTypeCompiler } from './fieldTypeCompiler.js';
import { numberConstraints } from './numberConstraints.js';
import { unitOfMeasure } from './unitOfMeasure.js';

/** Integer → a whole number within the field's allowed values or range. */
export const integerField: FieldTypeCompiler = (attributes) => ({
  schema: { type: 'integer', ...numberConstraints(attributes) },
  widget: 'integer',
  options: unitOfMeasure(attributes),
});
