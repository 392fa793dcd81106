import type { JsonSchema } from '../condition/types.js';

/** `{ enum }` of the distinct values; no values allowed at all is `{ not: {} }` (JSON Schema wants a non-empty enum). */
export function enumSchema(values: readonly unknown[]): JsonSchema {
  return values.length > 0 ? { enum: [...new Set(values)] } : { not: {} };
}
