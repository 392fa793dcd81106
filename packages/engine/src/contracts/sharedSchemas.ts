import Type, { type Static, type TSchema } from 'typebox';

/** Where the repository's `schemas/*.schema.json` live by `$id`; the server loads them all. */
export const SHARED_SCHEMA_BASE = 'https://coverline.dev/schemas/';

/**
 * A reference to one of the shared definition schemas (`lookup`, `object-definition`, or a `$defs` entry
 * with `pointer` such as `#/$defs/translations`), typed as the engine's definition type: the schema stays
 * the one source of the rules, the contract only names it.
 */
export function SharedSchema<T>(name: string, pointer = '') {
  return Type.Unsafe<T>({ $ref: `${SHARED_SCHEMA_BASE}${name}.schema.json${pointer}` });
}

/**
 * A record as the server reads it back: the same schema, typed with the `id` and `version` that a stored
 * record always has (a payload to create has neither).
 */
export function Stored<S extends TSchema>(schema: S) {
  return Type.Unsafe<Static<S> & { id: string; version: number }>(schema);
}
