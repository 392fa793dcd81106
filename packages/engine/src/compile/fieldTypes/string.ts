import type { JsonSchema } from '../../condition/types.js';
import type { FieldAttributes } from '../../definitions/types.js';
import { CompileError } from '../types.js';
import type { FieldTypeCompiler } from './fieldTypeCompiler.js';

/**
 * The longest single-line and multi-line texts a form keeps: a limit on every string, so no payload can
 * grow a row without bound.
 */
export const STRING_MAX_LENGTH = 1000;
export const TEXT_MAX_LENGTH = 4000;

/**
 * A string of at most `maxLength` characters: non-empty when mandatory, matching `matchPattern` (checked to
 * be a valid expression) when set.
 */
export function textSchema(
  { mandatory, matchPattern }: FieldAttributes,
  path: string,
  maxLength: number,
): JsonSchema {
  if (matchPattern !== undefined) {
    try {
      new RegExp(matchPattern, 'u');
    } catch {
      throw new CompileError(path, `matchPattern is not a valid regular expression: ${matchPattern}`);
    }
  }
  return {
    type: 'string',
    maxLength,
    ...(mandatory ? { minLength: 1 } : {}),
    ...(matchPattern !== undefined ? { pattern: matchPattern } : {}),
  };
}

/** String → a single-line text. */
export const stringField: FieldTypeCompiler = (attributes, { path }) => ({
  schema: textSchema(attributes, path, STRING_MAX_LENGTH),
  widget: 'text',
});
