import { PARTY_TYPES } from '../../definitions/types.js';
import { enumSchema } from '../enumSchema.js';
import type { FieldTypeCompiler } from './fieldTypeCompiler.js';

/**
 * Customer → a party reference `{ id, name, code?, partyType }`, the party type one of the field's
 * `partyTypes` (all when none are set) that the tenant supports.
 */
export const customerField: FieldTypeCompiler = ({ partyTypes }, { context }) => {
  const allowed = (partyTypes?.length ? partyTypes : PARTY_TYPES).filter(
    (partyType) => !context.partyTypes || context.partyTypes.includes(partyType),
  );
  return {
    schema: {
      type: 'object',
      properties: {
        id: { type: 'string', minLength: 1 },
        name: { type: 'string' },
        code: { type: 'string' },
        partyType: { type: 'string', ...enumSchema(allowed) },
      },
      required: ['id', 'name', 'partyType'],
      additionalProperties: false,
    },
    widget: 'customer',
    options: { partyTypes: [...allowed] },
  };
};
