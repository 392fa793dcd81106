import type { PartyType } from '../definitions/types.js';
import type { DataDefinition } from './dataDefinition.js';

/**
 * A person (workspace.md §3 "Party") as `/api/parties` answers it: `data` holds the values of the tenant's
 * object definitions of its type and is the source of truth; `name`, `code` and `email` are derived from it
 * by the server on every save and absent when empty. The timestamps are ISO 8601 instants.
 */
export interface Party {
  id: string;
  partyType: PartyType;
  name: string;
  code?: string;
  email?: string;
  data: Record<string, unknown>;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A person still to be saved: its type and its data (at first, the form's defaults). */
export interface NewParty {
  partyType: PartyType;
  data: Record<string, unknown>;
}

/** What `POST /api/parties/{partyType}/init` answers: a person to fill in and its form's definition. */
export interface PartyDraft {
  party: NewParty;
  dataDefinition: DataDefinition;
}

/** What `GET /api/parties/{id}` answers: the person and the form of its type. */
export interface PartyContext {
  party: Party;
  dataDefinition: DataDefinition;
}
