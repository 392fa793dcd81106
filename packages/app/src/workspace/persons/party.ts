import type { Party } from '@coverline/engine';
import type { PartyReference } from '@coverline/widgets';

/** The person page: `/workspace/persons/{id}`. */
export function personPagePath(id: string): string {
  return `/workspace/persons/${id}`;
}

/** A party as Customer fields hold it. */
export function partyReferenceOf({ id, name, code, partyType }: Party): PartyReference {
  return { id, name, partyType, ...(code === undefined ? {} : { code }) };
}
