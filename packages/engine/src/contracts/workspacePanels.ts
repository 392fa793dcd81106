import Type, { type Static } from 'typebox';
import { Page, WireObject } from './common.js';
import { NOTE_MAX_LENGTH } from './textLimits.js';

/**
 * The panels every business object carries (notes, history, assignment): the objects are named by the
 * address spelling of their type, the same for every panel.
 */
export const PANEL_OBJECT_TYPES = ['party', 'quote', 'contract', 'contract-action', 'claim'] as const;
export type PanelObjectType = (typeof PANEL_OBJECT_TYPES)[number];

const uuid = Type.String({ format: 'uuid' });
const dateTime = Type.String({ format: 'date-time' });

/** A note on an object, written by a user who alone may change or delete it. */
export const Note = WireObject({
  id: uuid,
  note: Type.String(),
  important: Type.Boolean(),
  refId: uuid,
  creatorId: Type.Union([uuid, Type.Null()]),
  /** The creator's name (or e-mail when the user has no name). */
  creator: Type.String(),
  /** The intermediary the creator works for; null for internal staff. */
  affiliationCreator: Type.Union([Type.String(), Type.Null()]),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Note = Static<typeof Note>;

/** Text that holds more than blanks: a note needs text. */
const noteText = Type.String({ minLength: 1, maxLength: NOTE_MAX_LENGTH, pattern: '\\S' });

/** `POST /api/notes/{type}`: the creator is the caller, whatever `creatorId` says. */
export const NoteCreate = WireObject({
  note: noteText,
  refId: uuid,
  important: Type.Optional(Type.Boolean()),
  creatorId: Type.Optional(Type.Union([uuid, Type.Null()])),
});
export type NoteCreate = Static<typeof NoteCreate>;

/** `PUT /api/notes/{type}/{id}`: the new text and flag. */
export const NoteUpdate = WireObject({ note: noteText, important: Type.Optional(Type.Boolean()) });
export type NoteUpdate = Static<typeof NoteUpdate>;

export const NotePage = Page(Note);
export type NotePage = Page<Note>;

/** One field that a change changed, with its label and both values as the user reads them. */
export const HistoryChange = WireObject({
  /** The dotted path of the field in the object's state. */
  field: Type.String(),
  label: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});
export type HistoryChange = Static<typeof HistoryChange>;

/** One change of an object: who made it, which event, when, and what it changed field by field. */
export const HistoryItem = WireObject({
  id: uuid,
  objectType: Type.String(),
  objectId: uuid,
  editor: Type.Union([Type.String(), Type.Null()]),
  eventType: Type.String(),
  created: dateTime,
  changes: Type.Array(HistoryChange),
});
export type HistoryItem = Static<typeof HistoryItem>;

export const HistoryPage = Page(HistoryItem);
export type HistoryPage = Page<HistoryItem>;

/** An active user one may assign an object to. */
export const UserAvatar = WireObject({
  id: uuid,
  name: Type.String(),
  active: Type.Boolean(),
  /** The address of the user's photo; null without one (the chip shows initials). */
  avatar: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
});
export type UserAvatar = Static<typeof UserAvatar>;

/** The object an assignment call is about. */
export const AssignmentTarget = WireObject({
  refId: uuid,
  type: Type.Unsafe<PanelObjectType>({ enum: [...PANEL_OBJECT_TYPES] }),
});
export type AssignmentTarget = Static<typeof AssignmentTarget>;

/** Who an object is assigned to, or null. */
export const Assignment = WireObject({
  refId: uuid,
  type: Type.Unsafe<PanelObjectType>({ enum: [...PANEL_OBJECT_TYPES] }),
  assignee: Type.Union([UserAvatar, Type.Null()]),
});
export type Assignment = Static<typeof Assignment>;

/** The 409 of an assignment over another user's: the screen asks whether to reassign, then repeats with force. */
export const AssignmentConflict = WireObject({
  statusCode: Type.Literal(409),
  error: Type.String(),
  message: Type.Literal('alreadyAssigned'),
  assignee: UserAvatar,
});
export type AssignmentConflict = Static<typeof AssignmentConflict>;

/** A file attached to an object; its content is downloaded on its own. */
export const ObjectDocument = WireObject({
  id: uuid,
  name: Type.String(),
  extension: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  createdAt: dateTime,
  creator: Type.String(),
  affiliationCreator: Type.Union([Type.String(), Type.Null()]),
});
export type ObjectDocument = Static<typeof ObjectDocument>;

export const ObjectDocumentPage = Page(ObjectDocument);
export type ObjectDocumentPage = Page<ObjectDocument>;

/** `PUT …/documents`: a new name for a document (a name is required). */
export const DocumentRename = WireObject({
  id: uuid,
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
});
export type DocumentRename = Static<typeof DocumentRename>;
