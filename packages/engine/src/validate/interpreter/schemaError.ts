/**
 * One failed keyword, in the shape of ajv's `ErrorObject` (without its English `message`): the catalogue
 * turns it into text, and errors read exactly as they did when ajv produced them.
 */
export interface SchemaError {
  keyword: string;
  /** JSON Pointer to the failing value in the data; '' for the root. */
  instancePath: string;
  /** URI fragment of the failing keyword in the schema (`#/properties/make/maxLength`). */
  schemaPath: string;
  params: Record<string, unknown>;
}
