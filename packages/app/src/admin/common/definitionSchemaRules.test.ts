import { describe, expect, it } from 'vitest';
import { COLUMN_BOUNDS, DECIMAL_PLACES_BOUNDS, DEFINITION_KEY_PATTERN } from './definitionSchemaRules.js';

describe('definition rules read from the schemas', () => {
  it('take a key to be an identifier', () => {
    expect(['vehicle', '_make', 'seats2'].every((key) => DEFINITION_KEY_PATTERN.test(key))).toBe(true);
    expect(['2seats', 'vehicle.make', 'make-model', ''].some((key) => DEFINITION_KEY_PATTERN.test(key))).toBe(
      false,
    );
  });

  it('bound decimal places to 0–10 and columns to 1–10', () => {
    expect(DECIMAL_PLACES_BOUNDS).toEqual({ min: 0, max: 10 });
    expect(COLUMN_BOUNDS).toEqual({ min: 1, max: 10 });
  });
});
