/** The JSON Schema type names. */
export const JSON_TYPES = ['null', 'boolean', 'object', 'array', 'number', 'integer', 'string'] as const;
export type JsonType = (typeof JSON_TYPES)[number];

/**
 * Whether `value` is of the JSON Schema type `type`, as ajv checks it with `strictNumbers`: a number is
 * finite, an integer a finite number without fraction, an object neither null nor an array.
 */
export function hasType(value: unknown, type: JsonType): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    default:
      return typeof value === type;
  }
}
