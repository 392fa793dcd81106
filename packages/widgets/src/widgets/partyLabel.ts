import type { PartyReference, PartyType } from '../context/WidgetsContext.js';

export const ALL_PARTY_TYPES: readonly PartyType[] = ['PRIVATE', 'LEGAL'];

/** "Ann Smith (C-001)", or the name alone. */
export function partyLabel(party: PartyReference): string {
  return party.code ? `${party.name} (${party.code})` : party.name;
}
