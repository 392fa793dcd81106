import { enumSchema } from '../enumSchema.js';
import type { FieldTypeCompiler } from './fieldTypeCompiler.js';

/** Currency → the ISO code of one of the supported currencies. */
export const currencyField: FieldTypeCompiler = (_attributes, { context }) => ({
  schema: { type: 'string', ...enumSchema(context.currencies) },
  widget: 'currency',
});
