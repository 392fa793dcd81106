import type { ContractParty, ContractStatus, PartyReference } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import type { RecordRow } from '../../kit/recordKind.js';
import { productReference } from './productName.js';

/** The columns every contract table (policy, loan) has. */
export interface ContractRow extends RecordRow {
  contract_nr: string;
  status: ContractStatus;
  product_id: string;
  product_version_id: string;
  start_date: string;
  end_date: string;
  issue_date: string;
  currency: string;
  contractee: PartyReference | null;
  parties: ContractParty[];
}

/** What a contract (policy or loan) shows of the columns every contract has. */
export async function presentContract(tx: Tx, row: ContractRow) {
  // The version's name only: its definitions are not needed to show it.
  const { rows } = await tx.query<{ name: string }>('select name from product_version where id = $1', [
    row.product_version_id,
  ]);
  return {
    id: row.id,
    contractNr: row.contract_nr,
    status: row.status,
    product: await productReference(tx, row.product_id),
    productVersion: { id: row.product_version_id, name: rows[0]?.name ?? '' },
    startDate: row.start_date,
    endDate: row.end_date,
    issueDate: row.issue_date,
    currency: row.currency,
    contractee: row.contractee,
    parties: row.parties,
    data: row.data,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
