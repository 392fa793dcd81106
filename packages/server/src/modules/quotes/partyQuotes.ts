import type { PartyQuote, PartyRole, ProductType, QuoteStatus } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { listPage, type ListDeclaration, type Page } from '../../kit/listQuery.js';
import { decimalAmount } from '../shared/decimalAmount.js';
import { LOCALIZED_PRODUCT_NAME, productJoin } from '../shared/productName.js';

export interface PartyQuotesQuery {
  page: number;
  limit: number;
  productType?: ProductType;
}

/** Quotes and loan applications by the parties they name (their copies), newest first; deleted ones left out. */
const PARTY_QUOTES: ListDeclaration<PartyQuote> = {
  table: 'quote',
  alias: 'q',
  joins: [productJoin('q'), { table: 'quote_party', alias: 'qp', on: 'qp.quote_id = q.id' }],
  scope: `q.status <> 'DELETED'`,
  select: {
    id: 'q.id',
    quoteNr: 'q.quote_nr',
    productType: 'q.product_type',
    productName: LOCALIZED_PRODUCT_NAME,
    contracteeName: `q.contractee ->> 'name'`,
    status: 'q.status',
    startDate: 'q.start_date::text',
    endDate: 'q.end_date::text',
    premium: 'q.premium',
    currency: 'q.currency',
    roles: 'qp.roles',
    createdAt: 'q.created_at',
  },
  sortable: { createdAt: 'q.created_at' },
  defaultSorting: [{ field: 'createdAt', direction: 'DESC' }],
  item: (row) => ({
    entityId: row.id as string,
    quoteNr: row.quoteNr as string,
    productType: row.productType as ProductType,
    productName: row.productName as string,
    contracteeName: (row.contracteeName as string | null) ?? '',
    status: row.status as QuoteStatus,
    startDate: row.startDate as string | null,
    endDate: row.endDate as string | null,
    premium: decimalAmount(row.premium as number | null, row.currency as string | null),
    currency: row.currency as string | null,
    roles: row.roles as PartyRole[],
    createdAt: (row.createdAt as Date).toISOString(),
  }),
};

/**
 * `GET /api/parties/{id}/quotes?page&limit&productType`: the quotes (INSURANCE) and loan applications
 * (LENDING) that name the party in any Customer field, with its roles there. 404 for a party that is not
 * the tenant's.
 */
export async function partyQuotes(
  tx: Tx,
  partyId: string,
  query: PartyQuotesQuery,
): Promise<Page<PartyQuote>> {
  const { rows } = await tx.query('select 1 from party where id = $1', [partyId]);
  if (rows.length === 0) throw httpError(404, 'Not Found');
  return listPage(tx, PARTY_QUOTES, {
    page: query.page,
    limit: query.limit,
    where: [
      (first) => ({ sql: `qp.party_id = $${first}`, params: [partyId] }),
      ...(query.productType === undefined
        ? []
        : [(first: number) => ({ sql: `q.product_type = $${first}`, params: [query.productType] })]),
    ],
  });
}
