import Type, { type Static } from 'typebox';
import { PARTY_TYPES } from '../definitions/types.js';
import { Page, WireObject } from './common.js';
import { DataDefinition } from './dataDefinition.js';

export const PartyTypeName = Type.Enum(PARTY_TYPES);

/** The values of a record's form, the source of truth of a party or a quote. */
export const FormValues = Type.Record(Type.String(), Type.Unknown());

/**
 * A person (party) as `/api/parties` answers it: `data` holds the values of the tenant's object definitions
 * of its type and is the source of truth; `name`, `code` and `email` are derived from it by the server on
 * every save and absent when empty. The timestamps are ISO 8601 instants.
 */
const partyProperties = {
  id: Type.String({ format: 'uuid' }),
  partyType: PartyTypeName,
  name: Type.String(),
  code: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  version: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

export const Party = WireObject({ ...partyProperties, data: FormValues });
export type Party = Static<typeof Party>;

/** A party in lists: everything but its data. */
export const PartySummary = WireObject(partyProperties);
export type PartySummary = Static<typeof PartySummary>;

/** A party as Customer fields hold it and party look-ups list it. */
export const PartyReference = WireObject({
  id: Type.String(),
  name: Type.String(),
  code: Type.Optional(Type.String()),
  partyType: PartyTypeName,
});
export type PartyReference = Static<typeof PartyReference>;

/** A person still to be saved: its type and its data (at first, the form's defaults). */
export const NewParty = WireObject({ partyType: PartyTypeName, data: FormValues });
export type NewParty = Static<typeof NewParty>;

/** What `POST /api/parties/{partyType}/init` answers: a person to fill in and its form's definition. */
export const PartyDraft = WireObject({ party: NewParty, dataDefinition: DataDefinition });
export type PartyDraft = Static<typeof PartyDraft>;

/** What `GET /api/parties/{id}` answers: the person and the form of its type. */
export const PartyContext = WireObject({ party: Party, dataDefinition: DataDefinition });
export type PartyContext = Static<typeof PartyContext>;

const partyTypeText = Type.String({ minLength: 1, maxLength: 20 });

/** `POST /api/parties`: a new party's type (any case) and data; everything else is the server's. */
export const CreateParty = WireObject({ partyType: partyTypeText, data: FormValues });
export type CreateParty = Static<typeof CreateParty>;

/** `PUT /api/parties`: a party as read, with new data; the derived and server-kept properties are ignored. */
export const UpdateParty = WireObject({
  id: Type.String({ format: 'uuid' }),
  version: Type.Integer({ minimum: 0 }),
  partyType: partyTypeText,
  data: FormValues,
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  code: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  createdAt: Type.Optional(Type.String({ maxLength: 40 })),
  updatedAt: Type.Optional(Type.String({ maxLength: 40 })),
});
export type UpdateParty = Static<typeof UpdateParty>;

export const PartyPage = Page(PartySummary);
export const PartyReferencePage = Page(PartyReference);
