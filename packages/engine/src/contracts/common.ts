import Type, { type Static, type TSchema } from 'typebox';

/**
 * Wire contracts: every request and response body of the API is a TypeBox schema here, so the server
 * validates, serialises and documents exactly what the app's types say. A value and its type share one
 * name (`Page`, `IdReference`); objects refuse undeclared properties, so a drift fails a test.
 */

/** An object of the wire: declared properties only. */
export function WireObject<P extends Record<string, TSchema>>(
  properties: P,
  options: { description?: string } = {},
) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/** A reference that names a record by id only, e.g. the product of a SAVE. */
export const IdReference = WireObject({ id: Type.String({ format: 'uuid' }) });
export type IdReference = Static<typeof IdReference>;

/**
 * A list counts its matches up to this many, or up to the end of the page asked for when that lies further:
 * a list of a large book says "more than 1,000" rather than pay, on every page, for an exact count of rows
 * nobody pages through.
 */
export const LIST_COUNT_CAP = 1000;

/**
 * One page of a list and how many items the whole list has: exactly unless `countCapped`, when more than
 * `count` match (the count stopped there; see `LIST_COUNT_CAP`).
 */
export function Page<T extends TSchema>(item: T) {
  return WireObject({
    count: Type.Integer({ minimum: 0 }),
    countCapped: Type.Optional(Type.Boolean()),
    items: Type.Array(item),
  });
}
export interface Page<T> {
  count: number;
  countCapped?: boolean;
  items: T[];
}

/** Field errors keyed by dotted path (`items.0.name`), each with its messages; the screens map them onto fields. */
export const ValidationErrors = Type.Record(Type.String(), Type.Array(Type.String()));
export type ValidationErrors = Static<typeof ValidationErrors>;

/**
 * The body of every error answer: the status, its reason phrase, a message key and, for 400, the messages
 * per dotted field path.
 */
export const ErrorBody = WireObject({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  validationErrors: Type.Optional(ValidationErrors),
});
export type ErrorBody = Static<typeof ErrorBody>;
