import type { PartyType } from '@coverline/engine';
import type { PartyReference } from '@coverline/widgets';
import type { DataDefinition } from '../forms/dataDefinition.js';

/**
 * A person (workspace.md §3 "Party") as the server reads it: `data` holds the values of the tenant's object
 * definitions of its type; name, code and e-mail are derived from it by the server.
 */
export interface Party {
  id: string;
  partyType: PartyType;
  name: string;
  code?: string;
  email?: string;
  data: Record<string, unknown>;
  version: number;
}

/** A person still to be saved: its type and the form's defaults. */
export interface NewParty {
  partyType: PartyType;
  data: Record<string, unknown>;
}

/** What `POST /api/parties/{partyType}/init` answers. */
export interface PartyDraft {
  party: NewParty;
  dataDefinition: DataDefinition;
}

/** What `GET /api/parties/{id}` answers: the person and the form of its type. */
export interface PartyContext {
  party: Party;
  dataDefinition: DataDefinition;
}

/** The person page: `/workspace/persons/{id}`. */
export function personPagePath(id: string): string {
  return `/workspace/persons/${id}`;
}

/** A party as Customer fields hold it. */
export function partyReferenceOf({ id, name, code, partyType }: Party): PartyReference {
  return { id, name, partyType, ...(code === undefined ? {} : { code }) };
}
