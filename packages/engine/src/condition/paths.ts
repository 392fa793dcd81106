import { ConditionError } from './conditionError.js';

/**
 * Field references are dotted paths from the data root (`property.area`). A segment is an identifier (`$` is
 * allowed for scopes such as `$root`, though CEL text cannot spell it) and never a name that every object
 * inherits (`constructor`, `__proto__`): JSON Schema's `required` would see those as present on any object.
 */
const SEGMENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function fieldPath(field: string): string[] {
  const segments = field.split('.');
  if (!segments.every((segment) => SEGMENT.test(segment) && !(segment in Object.prototype))) {
    throw new ConditionError('invalidField', field);
  }
  return segments;
}

/** The value at `path`, looking only at own properties of plain objects; `undefined` when missing. */
export function valueAtPath(data: unknown, path: readonly string[]): unknown {
  let value = data;
  for (const segment of path) {
    if (
      typeof value !== 'object' ||
      value === null ||
      Array.isArray(value) ||
      !Object.hasOwn(value, segment)
    ) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
