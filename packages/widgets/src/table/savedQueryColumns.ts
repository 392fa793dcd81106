import { localizedName, type FieldType, type SavedQuery, type SortDirection } from '@coverline/engine';

/** A column of a schema-driven table. */
export interface TableColumn {
  /** Query field key, dotted for data of object definitions (`vehicle.make`). */
  key: string;
  /** Already translated. */
  title: string;
  fieldType: FieldType;
  sortable: boolean;
  /** Lookup fields: the lookup whose translated names the cells show. */
  lookupId?: string;
  /** `chip`: each value is shown as a chip (a status, say). */
  display?: 'chip';
  /** The row property naming the icon shown before each value (a product's icon). */
  iconKey?: string;
}

/** A sort of the table: `createdAt:DESC` parsed. */
export interface ColumnSort {
  key: string;
  direction: SortDirection;
}

/**
 * The columns of a saved query in its order, titled in `locale`: the query's column translation, else the
 * query field's translation, else the field's name. Column keys the query fields do not describe are
 * shown as text, titled by their key.
 */
export function savedQueryColumns(query: SavedQuery, locale: string): TableColumn[] {
  const fields = new Map((query.queryFields ?? []).map((field) => [field.key, field]));
  return query.columns.map((key) => {
    const field = fields.get(key);
    const fieldTitle = field ? localizedName(field, locale) : key;
    return {
      key,
      title: localizedName({ name: fieldTitle, translations: query.columnTranslations?.[key] }, locale),
      fieldType: field?.fieldType ?? 'String',
      sortable: field?.sortable ?? false,
      ...(field?.meta?.lookupId ? { lookupId: field.meta.lookupId } : {}),
    };
  });
}

/** `['createdAt:DESC']` → `[{ key: 'createdAt', direction: 'DESC' }]`; entries of another shape are dropped. */
export function parseSorting(sorting: readonly string[]): ColumnSort[] {
  return sorting.flatMap((entry) => {
    const match = /^(.+):(ASC|DESC)$/.exec(entry);
    return match ? [{ key: match[1] as string, direction: match[2] as SortDirection }] : [];
  });
}

/**
 * The sorting after a click on `key`'s header: the column comes first ascending, an ascending first column
 * turns descending, a descending first column is dropped. Other sorts keep their order behind it.
 */
export function toggleSorting(sorting: readonly string[], key: string): string[] {
  const sorts = parseSorting(sorting);
  const others = sorts
    .filter((sort) => sort.key !== key)
    .map(({ key: other, direction }) => `${other}:${direction}`);
  const first = sorts[0]?.key === key ? sorts[0].direction : undefined;
  if (first === 'ASC') return [`${key}:DESC`, ...others];
  if (first === 'DESC') return others;
  return [`${key}:ASC`, ...others];
}
