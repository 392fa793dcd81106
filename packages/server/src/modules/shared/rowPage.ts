import type { Page } from '@coverline/engine';
import type { Tx } from '../../db/database.js';

/** The rows of a panel's list: a statement (its parameters from $1) and the order of its output columns. */
export interface RowQuery {
  sql: string;
  params: readonly unknown[];
  /** Output columns of `sql`, e.g. `created_at desc, id desc`. */
  orderBy: string;
}

/**
 * One page of the rows, each presented, and how many rows there are in all: counted with the page, and
 * apart only for a page past the end (which has no row to carry the count).
 */
export async function rowPage<R, T>(
  tx: Tx,
  query: RowQuery,
  { page, limit }: { page: number; limit: number },
  present: (row: R) => T,
): Promise<Page<T>> {
  const at = query.params.length;
  const { rows } = await tx.query<R & { total: number }>(
    `select listed.*, count(*) over ()::int as total from (${query.sql}) listed
      order by ${query.orderBy} limit $${at + 1} offset $${at + 2}`,
    [...query.params, limit, page * limit],
  );
  if (rows[0] !== undefined) return { count: rows[0].total, items: rows.map(present) };
  if (page === 0) return { count: 0, items: [] };
  const { rows: counted } = await tx.query<{ total: number }>(
    `select count(*)::int as total from (${query.sql}) listed`,
    query.params as unknown[],
  );
  return { count: counted[0]?.total ?? 0, items: [] };
}
