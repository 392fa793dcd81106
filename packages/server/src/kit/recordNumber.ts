import type { Tx } from '../db/database.js';

/** How a kind of record is numbered: its sequence and how a number is written (`Q-000042`). */
export interface NumberSequence {
  /** The counter's name in `record_number`, e.g. `quote`; one counter per tenant and name. */
  sequence: string;
  format(sequenceNumber: number): string;
}

/** `{prefix}-000042`: six digits, wider past a million. */
export function prefixedNumber(prefix: string): (sequenceNumber: number) => string {
  return (sequenceNumber) => `${prefix}-${String(sequenceNumber).padStart(6, '0')}`;
}

/**
 * The tenant's next number of a sequence: one more than the last given. The counter row stays locked until
 * the transaction ends, so concurrent records take turns and no number is given twice; a rolled-back record
 * gives its number back.
 */
export async function nextRecordNumber(tx: Tx, tenantId: string, numbering: NumberSequence): Promise<string> {
  const { rows } = await tx.query<{ last_number: number }>(
    `insert into record_number (tenant_id, sequence, last_number) values ($1, $2, 1)
     on conflict (tenant_id, sequence) do update set last_number = record_number.last_number + 1
     returning last_number`,
    [tenantId, numbering.sequence],
  );
  return numbering.format((rows[0] as { last_number: number }).last_number);
}
