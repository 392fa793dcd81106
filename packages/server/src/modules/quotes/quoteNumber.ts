import type { ProductType } from '@coverline/engine';
import type { Tx } from '../../db/database.js';

const PREFIXES: Record<ProductType, string> = { INSURANCE: 'Q', LENDING: 'LA' };

/** `Q-000042` for the 42nd insurance quote, `LA-000042` for the 42nd loan application; wider past a million. */
export function formatQuoteNr(productType: ProductType, sequence: number): string {
  return `${PREFIXES[productType]}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The tenant's next number for a product type: one more than the last given. The counter row stays locked
 * until the transaction ends, so concurrent quotes take turns and no number is given twice; a rolled-back
 * quote gives its number back.
 */
export async function nextQuoteNr(tx: Tx, tenantId: string, productType: ProductType): Promise<string> {
  const { rows } = await tx.query<{ last_number: number }>(
    `insert into quote_number (tenant_id, product_type, last_number) values ($1, $2, 1)
     on conflict (tenant_id, product_type) do update set last_number = quote_number.last_number + 1
     returning last_number`,
    [tenantId, productType],
  );
  return formatQuoteNr(productType, (rows[0] as { last_number: number }).last_number);
}
