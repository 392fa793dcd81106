import type { Party } from '@coverline/engine';
import type { PartyReference } from '@coverline/widgets';

/** A party as Customer fields hold it. */
export function partyReferenceOf({ id, name, code, partyType }: Party): PartyReference {
  return { id, name, partyType, ...(code === undefined ? {} : { code }) };
}
