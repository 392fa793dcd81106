import type { QueryObject } from '@coverline/engine';
import { displayName } from '../api/objectCatalog.js';
import type { MenuItem } from './menu.js';
import { can, type NavigationContext } from './navigationContext.js';

/**
 * The saved queries of a kind that belong in the sidebar: marked visible in the tree menu, and either
 * unrestricted or restricted to a permission the user holds.
 */
export function savedQueryItems(
  context: NavigationContext,
  queryObject: QueryObject,
  addressOf: (id: string) => string,
): MenuItem[] {
  return context.catalog.queries
    .filter((query) => query.queryObject === queryObject)
    .filter((query) => query.visibleIn?.includes('TREE_MENU') ?? false)
    .filter((query) => query.permission == null || can(context, query.permission))
    .map((query) => ({
      id: `query-${query.id}`,
      label: displayName(query, context.locale),
      icon: 'savedQuery' as const,
      to: addressOf(query.id),
    }));
}
