import type { ObjectType, ProductType } from '@coverline/engine';

/** Object types a tenant defines itself; every other type is predefined. */
export const CUSTOM_OBJECT_TYPES: readonly ObjectType[] = ['CUSTOM', 'ENRICHMENT'];

/** Whether objects of the type are predefined: only those can carry a unique-fields constraint. */
export function isPredefinedObjectType(objectType: ObjectType): boolean {
  return !CUSTOM_OBJECT_TYPES.includes(objectType);
}

/** Whether a product of the type can hold objects of `objectType`: POLICY is insurance only, LOAN lending only. */
export function fitsProductType(objectType: ObjectType, productType: ProductType | undefined): boolean {
  if (objectType === 'POLICY') return productType !== 'LENDING';
  if (objectType === 'LOAN') return productType !== 'INSURANCE';
  return true;
}
