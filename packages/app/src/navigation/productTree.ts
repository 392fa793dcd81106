import type { ProductType } from '@coverline/engine';
import { displayName, type CatalogProduct, type CatalogProductGroup } from '../api/objectCatalog.js';
import type { MenuAction, MenuItem } from './menu.js';
import type { NavigationContext } from './navigationContext.js';

export interface ProductTreeOptions {
  /** Only products of this business type (and the groups that lead to them); all products when absent. */
  productType?: ProductType;
  productAddress: (product: CatalogProduct) => string;
  groupAddress?: (group: CatalogProductGroup) => string;
  groupActions?: (group: CatalogProductGroup) => MenuAction[];
}

const isRoot = (parentId: string | null | undefined) =>
  parentId === undefined || parentId === null || parentId === '' || parentId === 'none';

/**
 * Product groups and products as nested entries, each level in catalogue order. A group is kept when it
 * leads to a product, or when it has its own page (the admin area edits empty groups too).
 */
export function productTree(context: NavigationContext, options: ProductTreeOptions): MenuItem[] {
  const { catalog, locale } = context;
  const products = catalog.products.filter(
    (product) => options.productType === undefined || product.productType === options.productType,
  );
  const level = (parentId: string | undefined, seen: ReadonlySet<string>): MenuItem[] => {
    const inLevel = (candidate: string | null | undefined) =>
      parentId === undefined ? isRoot(candidate) : candidate === parentId;
    const groups = catalog.productGroups
      .filter((group) => inLevel(group.parentId) && !seen.has(group.id))
      .flatMap((group): MenuItem[] => {
        const children = level(group.id, new Set([...seen, group.id]));
        const to = options.groupAddress?.(group);
        if (children.length === 0 && to === undefined) return [];
        const item: MenuItem = {
          id: `group-${group.id}`,
          label: displayName(group, locale),
          icon: 'productGroup',
          children,
        };
        if (to !== undefined) item.to = to;
        const actions = options.groupActions?.(group);
        if (actions !== undefined && actions.length > 0) item.actions = actions;
        return [item];
      });
    const leaves = products
      .filter((product) => inLevel(product.parentId))
      .map((product): MenuItem => ({
        id: `product-${product.id}`,
        label: displayName(product, locale),
        icon: 'product',
        to: options.productAddress(product),
      }));
    return [...groups, ...leaves];
  };
  return level(undefined, new Set());
}
