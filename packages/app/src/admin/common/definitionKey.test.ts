import { describe, expect, it } from 'vitest';
import { isDefinitionKey } from './definitionKey.js';

describe('isDefinitionKey', () => {
  it('accepts letters, digits and underscores that do not start with a digit', () => {
    expect(isDefinitionKey('fuelType')).toBe(true);
    expect(isDefinitionKey('_fuel_2')).toBe(true);
  });

  it('refuses an empty key, a leading digit, spaces and dots', () => {
    for (const key of ['', '1fuel', 'fuel type', 'fuel.type', 'kütus'])
      expect(isDefinitionKey(key)).toBe(false);
  });
});
