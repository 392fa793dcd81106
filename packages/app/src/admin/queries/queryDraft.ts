import type { QueryObject, SavedQuery } from '@coverline/engine';

/** A saved query has at most this many columns (spec: columns per object 1-10). */
export const MAX_QUERY_COLUMNS = 10;

export const DEFAULT_QUERY_ICON = 'Search';

/** A new query of a type: no columns yet, internal staff only, shown in the sidebar. */
export function emptyQuery(queryObject: QueryObject): SavedQuery {
  return {
    name: '',
    translations: {},
    iconName: DEFAULT_QUERY_ICON,
    queryObject,
    columns: [],
    search: [],
    sorting: [],
    visibleIn: ['TREE_MENU'],
    conditions: '',
    permission: 'internal:Restriction',
    columnTranslations: {},
  };
}

export type QueryErrors = Partial<Record<'name' | 'columns', string[]>>;

/** What the form refuses before asking the server: a name, and one to ten columns. */
export function queryErrors(query: SavedQuery): QueryErrors {
  const errors: QueryErrors = {};
  if (query.name.trim() === '') errors.name = ['required'];
  if (query.columns.length === 0) errors.columns = ['required'];
  else if (query.columns.length > MAX_QUERY_COLUMNS) errors.columns = ['tooMany'];
  return errors;
}

/**
 * The query with its columns changed: searchable columns, sorting and column titles follow, so none names a
 * column that is gone.
 */
export function withColumns(query: SavedQuery, columns: string[]): SavedQuery {
  const kept = new Set(columns);
  return {
    ...query,
    columns,
    search: (query.search ?? []).filter((key) => kept.has(key)),
    sorting: (query.sorting ?? []).filter((sortKey) => kept.has(sortKey.slice(0, sortKey.lastIndexOf(':')))),
    columnTranslations: Object.fromEntries(
      Object.entries(query.columnTranslations ?? {}).filter(([key]) => kept.has(key)),
    ),
  };
}

/** The query sorted by `key` in `direction`, or no longer by it (`''`), keeping the other sorts' order. */
export function withSorting(query: SavedQuery, key: string, direction: 'ASC' | 'DESC' | ''): SavedQuery {
  const others = (query.sorting ?? []).filter((sortKey) => !sortKey.startsWith(`${key}:`));
  const sorting = direction === '' ? others : [...others, `${key}:${direction}` as const];
  return { ...query, sorting };
}
