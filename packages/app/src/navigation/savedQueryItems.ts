import { mayRunQuery, type QueryObject } from '@coverline/engine';
import { displayName } from '../api/objectCatalog.js';
import type { MenuItem } from './menu.js';
import type { NavigationContext } from './navigationContext.js';

type CatalogQuery = NavigationContext['catalog']['queries'][number];

/**
 * The saved queries of a kind that belong in the sidebar: marked visible in the tree menu and `offered` to the
 * user — by default those they may run (the records' permission and the query's restriction held) — each
 * with its own icon.
 */
export function savedQueryItems(
  context: NavigationContext,
  queryObject: QueryObject,
  addressOf: (id: string) => string,
  offered: (query: CatalogQuery) => boolean = (query) => mayRunQuery(context.permissions, query),
): MenuItem[] {
  return context.catalog.queries
    .filter((query) => query.queryObject === queryObject)
    .filter((query) => query.visibleIn?.includes('TREE_MENU') ?? false)
    .filter(offered)
    .map((query) => ({
      id: `query-${query.id}`,
      label: displayName(query, context.locale),
      icon: 'savedQuery' as const,
      ...(query.iconName ? { iconName: query.iconName } : {}),
      to: addressOf(query.id),
    }));
}
