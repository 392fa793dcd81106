import type { JsonSchema } from '../../condition/types.js';
import type { FieldAttributes } from '../../definitions/types.js';
import { CompileError } from '../types.js';
import type { FieldTypeCompiler } from './fieldTypeCompiler.js';

/** A string: non-empty when mandatory, matching `matchPattern` (checked to be a valid expression) when set. */
export function textSchema({ mandatory, matchPattern }: FieldAttributes, path: string): JsonSchema {
  if (matchPattern !== undefined) {
    try {
      new RegExp(matchPattern, 'u');
    } catch {
      throw new CompileError(path, `matchPattern is not a valid regular expression: ${matchPattern}`);
    }
  }
  return {
    type: 'string',
    ...(mandatory ? { minLength: 1 } : {}),
    ...(matchPattern !== undefined ? { pattern: matchPattern } : {}),
  };
}

/** String → a single-line text. */
export const stringField: FieldTypeCompiler = (attributes, { path }) => ({
  schema: textSchema(attributes, path),
  widget: 'text',
});
