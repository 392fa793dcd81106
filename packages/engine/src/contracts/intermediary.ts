import Type, { type Static } from 'typebox';
import { Page, WireObject } from './common.js';
import { DataDefinition } from './dataDefinition.js';
import { FormValues } from './party.js';

/**
 * An intermediary (agent, broker, partner) as `/api/intermediaries` answers it: `data` holds the values of
 * the tenant's INTERMEDIARY object definitions and is the source of truth; `name` and `code` are derived
 * from it by the server on every save (`code` absent when empty).
 */
const intermediaryProperties = {
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  code: Type.Optional(Type.String()),
  active: Type.Boolean(),
  version: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

export const Intermediary = WireObject({ ...intermediaryProperties, data: FormValues });
export type Intermediary = Static<typeof Intermediary>;

/** An intermediary in lists: everything but its data. */
export const IntermediarySummary = WireObject(intermediaryProperties);
export type IntermediarySummary = Static<typeof IntermediarySummary>;

/** An intermediary still to be saved: its data (at first, the form's defaults). */
export const NewIntermediary = WireObject({ data: FormValues });
export type NewIntermediary = Static<typeof NewIntermediary>;

/** `POST /api/intermediaries/init`: a new intermediary to fill in and its form's definition. */
export const IntermediaryDraft = WireObject({
  intermediary: NewIntermediary,
  dataDefinition: DataDefinition,
});
export type IntermediaryDraft = Static<typeof IntermediaryDraft>;

/** `GET /api/intermediaries/{id}`: the intermediary and its form's definition. */
export const IntermediaryContext = WireObject({ intermediary: Intermediary, dataDefinition: DataDefinition });
export type IntermediaryContext = Static<typeof IntermediaryContext>;

/** `POST /api/intermediaries`: a new intermediary's data (and whether it is active, by default yes). */
export const CreateIntermediary = WireObject({ data: FormValues, active: Type.Optional(Type.Boolean()) });
export type CreateIntermediary = Static<typeof CreateIntermediary>;

/** `PUT /api/intermediaries`: an intermediary as read, with new data; derived properties are ignored. */
export const UpdateIntermediary = WireObject({
  id: Type.String({ format: 'uuid' }),
  version: Type.Integer({ minimum: 0 }),
  data: FormValues,
  active: Type.Optional(Type.Boolean()),
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  code: Type.Optional(Type.String({ maxLength: 1000 })),
  createdAt: Type.Optional(Type.String({ maxLength: 40 })),
  updatedAt: Type.Optional(Type.String({ maxLength: 40 })),
});
export type UpdateIntermediary = Static<typeof UpdateIntermediary>;

/** A user working for an intermediary, as its users table lists them. */
export const IntermediaryUser = WireObject({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
  active: Type.Boolean(),
});
export type IntermediaryUser = Static<typeof IntermediaryUser>;

/** A permission group with members working for an intermediary. */
export const IntermediaryGroup = WireObject({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  active: Type.Boolean(),
});
export type IntermediaryGroup = Static<typeof IntermediaryGroup>;

/** An intermediary as look-ups (`find-all`) and affiliations name it. */
export const IntermediaryReference = WireObject({ id: Type.String({ format: 'uuid' }), name: Type.String() });
export type IntermediaryReference = Static<typeof IntermediaryReference>;

export const IntermediaryPage = Page(IntermediarySummary);
export const IntermediaryUserPage = Page(IntermediaryUser);
export const IntermediaryGroupPage = Page(IntermediaryGroup);
export const IntermediaryReferencePage = Page(IntermediaryReference);
