/** The fields of the product and product group form that have rules. */
export type ProductNodeField = 'name' | 'code' | 'parentId';
export type ProductNodeError = 'required' | 'notUnique';

export interface ProductNodeValues {
  name: string;
  code: string;
  /** A group's id or `none`; empty while nothing is chosen. */
  parentId: string;
}

/** Names and codes compare as the server's unique indexes do: ignoring case (and the spaces trimmed on save). */
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What is wrong with a product or group form: name and code required and unique among all products and groups
 * (`others`, the node itself left out), and a parent (or "none") chosen. The server checks uniqueness again.
 */
export function productNodeErrors(
  values: ProductNodeValues,
  others: readonly { name: string; code: string }[],
): Partial<Record<ProductNodeField, ProductNodeError>> {
  const errors: Partial<Record<ProductNodeField, ProductNodeError>> = {};
  if (values.name.trim() === '') errors.name = 'required';
  else if (others.some((other) => sameText(other.name, values.name))) errors.name = 'notUnique';
  if (values.code.trim() === '') errors.code = 'required';
  else if (others.some((other) => sameText(other.code, values.code))) errors.code = 'notUnique';
  if (values.parentId === '') errors.parentId = 'required';
  return errors;
}
