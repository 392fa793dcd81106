/** The shape of a definition key (`common.schema.json#/$defs/key`): it is a property name in data and CEL. */
const DEFINITION_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whether a key can name a property in data and in dotted condition paths (`vehicle.make`). */
export function isDefinitionKey(key: string): boolean {
  return DEFINITION_KEY.test(key);
}
