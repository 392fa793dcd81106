import { hasPermission, type ProductType } from '@coverline/engine';
import type { ObjectCatalog } from '../api/objectCatalog.js';

/** What decides which sidebar entries a user sees: permissions, the tenant's business types, its definitions. */
export interface NavigationContext {
  permissions: readonly string[];
  productTypes: readonly ProductType[];
  catalog: ObjectCatalog;
  locale: string;
  /** Translates a text key of the shell (tests may pass the identity). */
  translate: (key: string) => string;
}

export function can(context: NavigationContext, pattern: string): boolean {
  return hasPermission(context.permissions, pattern);
}

export function supports(context: NavigationContext, productType: ProductType): boolean {
  return context.productTypes.includes(productType);
}
