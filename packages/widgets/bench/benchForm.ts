import { compileForm, type CompiledForm } from '@coverline/engine';
import { MANY_FIELDS_LOOKUP, manyFieldDefinitions } from '../../engine/test-support/manyFields.js';

export { TARGET_LABEL, targetObject } from '../../engine/test-support/manyFields.js';

/** A compiled form of `fieldCount` fields in objects of 50, as a product version would compile. */
export function benchForm(fieldCount: number): CompiledForm {
  return compileForm(manyFieldDefinitions(fieldCount), {
    locale: 'en-GB',
    now: '2026-11-21T12:00:00',
    lookups: [MANY_FIELDS_LOOKUP],
    objectDefinitions: [],
    currencies: ['EUR', 'USD', 'GBP'],
    mode: 'edit',
  });
}
