import type { RJSFSchema } from '@rjsf/utils';

/**
 * What a cleared input stores: the `emptyValue` UI option when given, null when the schema admits null,
 * otherwise undefined so the key leaves the data (and "required" can catch it).
 */
export function emptyValue(schema: RJSFSchema, options: { emptyValue?: unknown }): unknown {
  if ('emptyValue' in options) return options.emptyValue;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('null') ? null : undefined;
}
