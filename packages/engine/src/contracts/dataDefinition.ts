import Type, { type Static } from 'typebox';
import type { Lookup, ObjectDefinition } from '../definitions/types.js';
import { WireObject } from './common.js';
import { SharedSchema } from './sharedSchemas.js';

const ObjectDefinitions = Type.Array(SharedSchema<ObjectDefinition>('object-definition'));

/**
 * Everything a browser needs to compile a party's or a quote's form itself, the very form the server
 * validates with: the form's definitions and what they refer to, plus the tenant's currencies and time
 * zone. Sent as `dataDefinition` by the party init, the quote context and the loan application context.
 * Compile it with `compileForm(objectDefinitions, { locale, mode, now: localNow(at, timeZone), lookups,
 * objectDefinitions: referencedObjectDefinitions, currencies })`.
 */
export const DataDefinition = WireObject({
  /** The form's objects: a party type's library definitions, or a product version's own definitions. */
  objectDefinitions: ObjectDefinitions,
  /** The lookups that Lookup fields name (`lookupId`), here and in the referenced definitions. */
  lookups: Type.Array(SharedSchema<Lookup>('lookup')),
  /** Library definitions that Object fields name (`referenceId`), also indirectly: the compiler's `objectDefinitions`. */
  referencedObjectDefinitions: ObjectDefinitions,
  /** The tenant's supported currencies, in the order offered. */
  currencies: Type.Array(Type.String()),
  /** The tenant's IANA time zone, in which "now" (date defaults, no future dates) is taken. */
  timeZone: Type.String(),
});
export type DataDefinition = Static<typeof DataDefinition>;
