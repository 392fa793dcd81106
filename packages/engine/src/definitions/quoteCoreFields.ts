import type { FieldType, ProductVersionDefinition, QuoteCoreFieldPaths } from './types.js';

/** The field type each core field of a quote must have. */
export const QUOTE_CORE_FIELD_TYPES: Readonly<Record<keyof QuoteCoreFieldPaths, FieldType>> = {
  premium: 'Money',
  sumInsured: 'Money',
  policyHolder: 'Customer',
  beneficiary: 'Customer',
  borrower: 'Customer',
  guarantor: 'Customer',
};

/**
 * What is wrong with the core fields a product version names (empty when nothing): each must be
 * `objectKey.fieldKey` of a used single object of the version (`coreFieldNotFound`) and of its core field's type
 * (`coreFieldWrongType`: Money for premium and sum insured, Customer for the parties).
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
      errors[`definition.coreFields.${name}`] = ['coreFieldNotFound'];
    } else if (field.attributes.fieldType !== expected) {
      errors[`definition.coreFields.${name}`] = ['coreFieldWrongType'];
    }
  }
  return errors;
}

/**
 * The path of the Customer field that names a quote's contractee: the borrower a lending version names, else
 * its policy holder; undefined when it names neither (the first Customer field is then the contractee).
 */
export const contracteePath = (paths: QuoteCoreFieldPaths | undefined): string | undefined =>
  paths?.borrower ?? paths?.policyHolder;
