import { CompileError } from '../types.js';
import { enumSchema } from '../enumSchema.js';
import { localizedName } from '../localizedName.js';
import type { FieldTypeCompiler } from './fieldTypeCompiler.js';

/**
 * Lookup → the `key` of one of the values of the lookup whose `id` (for a lookup not saved yet: `key`) is
 * `lookupId`; the widget shows their titles in the locale.
 */
export const lookupField: FieldTypeCompiler = ({ lookupId }, { context, path }) => {
  const lookup = context.lookups.find(({ id, key }) => (id ?? key) === lookupId);
  if (!lookup) throw new CompileError(path, `unknown lookup ${JSON.stringify(lookupId)}`);
  return {
    schema: { type: 'string', ...enumSchema(lookup.values.map(({ key }) => key)) },
    widget: 'lookup',
    options: { enumNames: lookup.values.map((value) => localizedName(value, context.locale)) },
  };
};
