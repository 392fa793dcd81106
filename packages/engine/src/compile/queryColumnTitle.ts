import type { QueryField, SavedQuery } from '../definitions/savedQuery.js';
import { localizedName } from './localizedName.js';

/**
 * The title of a saved query's column `key` in `locale`: the query's own translation of the column, else the
 * field's translation, else the field's name (the key when no field describes it). The results table and
 * the exported file title their columns alike.
 */
export function queryColumnTitle(
  query: Pick<SavedQuery, 'columnTranslations'>,
  key: string,
  field: Pick<QueryField, 'name' | 'translations'> | undefined,
  locale: string,
): string {
  const fieldTitle = field === undefined ? key : localizedName(field, locale);
  return localizedName({ name: fieldTitle, translations: query.columnTranslations?.[key] }, locale);
}
