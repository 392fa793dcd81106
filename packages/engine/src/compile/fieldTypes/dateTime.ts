import type { FieldTypeCompiler } from './fieldTypeCompiler.js';
import { dateDefault } from './dateDefault.js';

/**
 * DateTime → ISO 8601 date-time on the tenant's wall clock (`YYYY-MM-DDTHH:mm:ss`, a zone designator
 * tolerated, hence the `iso-date-time` format, as ajv-formats defines it); not after `now` unless `allowFutureDate`.
 */
export const dateTimeField: FieldTypeCompiler = (attributes, { context }) => {
  const allowFutureDate = attributes.allowFutureDate ?? false;
  return {
    schema: {
      type: 'string',
      format: 'iso-date-time',
      ...(allowFutureDate ? {} : { notAfter: context.now }),
    },
    widget: 'dateTime',
    options: { allowFutureDate, ...(allowFutureDate ? {} : { maxDate: context.now }) },
    defaultValue: dateDefault(attributes, 'DateTime', context.now),
  };
};
