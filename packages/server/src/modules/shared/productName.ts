import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { ListJoin } from '../../kit/listQuery.js';

/**
 * The name of the product joined as `pr`, in the transaction's locale (`app.locale`, set from the caller's
 * profile): the translation for the full locale (`de-DE`), else for its language (`de`), else the product's
 * own name — as the engine's `localizedName` picks it. One SQL expression, so lists sort and export by the
 * name their readers see.
 */
export const LOCALIZED_PRODUCT_NAME = `coalesce(
  nullif(pr.document -> 'translations' ->> current_setting('app.locale', true), ''),
  nullif(pr.document -> 'translations' ->> split_part(current_setting('app.locale', true), '-', 1), ''),
  pr.name)`;

/**
 * The product of the records of the table `alias`, joined as `pr`. Every record has its product, so a left
 * join finds the same rows as an inner one, and the planner drops it from a statement (or a part of one) that
 * reads nothing of the product: a list's count, or the search for its page's rows — a table less to plan.
 */
export function productJoin(alias: string): ListJoin {
  return { table: 'product', alias: 'pr', on: `pr.id = ${alias}.product_id`, kind: 'left' };
}

/** How a record names its product: the name in the caller's language. */
export interface ProductReference {
  id: string;
  name: string;
  code: string;
  iconName: string | null;
}

/** The product a quote, policy or claim is of, as its page shows it; 404 for a product not the tenant's. */
export async function productReference(tx: Tx, productId: string): Promise<ProductReference> {
  const { rows } = await tx.query<ProductReference>(
    `select pr.id, ${LOCALIZED_PRODUCT_NAME} as name, pr.code, pr.document ->> 'iconName' as "iconName"
       from product pr where pr.id = $1 and not pr.is_group`,
    [productId],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return rows[0];
}
