import type { PartyReference } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { readSettings } from '../tenantSettings/service.js';

/**
 * The tenant's own party: the LEGAL party whose code is the company registration number of the tenant's
 * settings (the first stored, should there be several); null when there is none. It lends the tenant's loans
 * (LN) and pays their discounts.
 */
export async function tenantParty(tx: Tx): Promise<PartyReference | null> {
  const { companyRegistrationNumber } = await readSettings(tx);
  const { rows } = await tx.query<PartyReference>(
    `select id, name, code, party_type as "partyType" from party
      where party_type = 'LEGAL' and code = $1 and $1 <> '' order by created_at limit 1`,
    [companyRegistrationNumber],
  );
  const party = rows[0];
  if (party === undefined) return null;
  const { code, ...reference } = party;
  return code ? { ...reference, code } : reference;
}
