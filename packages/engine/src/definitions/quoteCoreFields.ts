import type { FieldType, ProductVersionDefinition, QuoteCoreFieldPaths } from './types.js';

/** The field type each core field of a quote must have. */
export const QUOTE_CORE_FIELD_TYPES: Readonly<Record<keyof QuoteCoreFieldPaths, FieldType>> = {
  premium: 'Money',
  sumInsured: 'Money',
  policyHolder: 'Customer',
  beneficiary: 'Customer',
};

/**
 * What is wrong with the core fields a product version names (empty when nothing): each must be
 * `objectKey.fieldKey` of a used single object of the version (`notFound`) and of its core field's type
 * (`wrongFieldType`: Money for premium and sum insured, Customer for policy holder and beneficiary).
 * Errors are keyed `definition.coreFields.{name}`.
 */
export function quoteCoreFieldErrors(definition: ProductVersionDefinition): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, path] of Object.entries(definition.coreFields ?? {})) {
    if (path === undefined) continue;
    const [objectKey, fieldKey, ...rest] = path.split('.');
    const object = definition.objectDefinitions.find(
      (each) =>
        each.key === objectKey &&
        each.attributes.used !== false &&
        each.attributes.controlType !== 'MULTIPLE_OBJECTS',
    );
    const field = rest.length === 0 ? object?.fields.find((each) => each.key === fieldKey) : undefined;
    const expected = QUOTE_CORE_FIELD_TYPES[name as keyof QuoteCoreFieldPaths];
    if (field === undefined || field.attributes.used === false) {
      errors[`definition.coreFields.${name}`] = ['notFound'];
    } else if (field.attributes.fieldType !== expected) {
      errors[`definition.coreFields.${name}`] = ['wrongFieldType'];
    }
  }
  return errors;
}
