import type { PartyChange, PartyReference } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { partyChanges } from '../quotes/partyCopies.js';
import type { LoanRow } from './service.js';

/**
 * The loan's parties whose name or code differ from the loan's copy (what a sync takes), as the
 * party-difference dialog lists them: each party once, in the order of the loan's parties.
 */
export async function loanPartiesChanged(tx: Tx, loan: Pick<LoanRow, 'parties'>): Promise<PartyChange[]> {
  const copies = new Map(loan.parties.map(({ party }) => [party.id.toLowerCase(), party]));
  if (copies.size === 0) return [];
  const { rows } = await tx.query<{
    id: string;
    name: string;
    code: string | null;
    party_type: PartyReference['partyType'];
  }>('select id, name, code, party_type from party where id = any($1::uuid[])', [[...copies.keys()]]);
  const current = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  return [...copies].flatMap(([id, copy]) => {
    const now = current.get(id);
    if (now === undefined) return [];
    const changes = partyChanges(
      { name: copy.name, code: copy.code ?? null, data: {} },
      { name: now.name, code: now.code, data: {} },
    );
    return changes.length === 0 ? [] : [{ id: now.id, partyType: now.party_type, name: now.name, changes }];
  });
}
