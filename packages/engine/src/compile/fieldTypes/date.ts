import type { FieldTypeCompiler } from './fieldTypeCompiler.js';
import { dateDefault } from './dateDefault.js';

/** Date → `YYYY-MM-DD`; not after today unless `allowFutureDate`. */
export const dateField: FieldTypeCompiler = (attributes, { context }) => {
  const today = context.now.slice(0, 10);
  const allowFutureDate = attributes.allowFutureDate ?? false;
  return {
    schema: { type: 'string', format: 'date', ...(allowFutureDate ? {} : { notAfter: today }) },
    widget: 'date',
    options: { allowFutureDate, ...(allowFutureDate ? {} : { maxDate: today }) },
    defaultValue: dateDefault(attributes, 'Date', context.now),
  };
};
