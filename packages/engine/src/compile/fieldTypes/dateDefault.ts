import { applyDateOperations } from '../../dates/dateOperations.js';
import type { FieldAttributes } from '../../definitions/types.js';

/**
 * The default of a Date or DateTime field from its `dateDefault`: STATIC its value, CURRENT `now`, DYNAMIC
 * `now` moved by the date operations; undefined for NONE. Date fields get the day only.
 */
export function dateDefault(
  { dateDefault }: FieldAttributes,
  fieldType: 'Date' | 'DateTime',
  now: string,
): string | undefined {
  switch (dateDefault?.type) {
    case 'STATIC':
      return dateDefault.value;
    case 'CURRENT':
      return fieldType === 'Date' ? now.slice(0, 10) : now;
    case 'DYNAMIC':
      return applyDateOperations(now, dateDefault.operations ?? [], fieldType);
    default:
      return undefined;
  }
}
