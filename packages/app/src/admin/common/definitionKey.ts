import { DEFINITION_KEY_PATTERN } from './definitionSchemaRules.js';

/** Whether a key can name a property in data and in dotted condition paths (`vehicle.make`). */
export function isDefinitionKey(key: string): boolean {
  return DEFINITION_KEY_PATTERN.test(key);
}
