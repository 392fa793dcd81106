import type { Note, NoteCreate, NotePage, NoteUpdate } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { PanelObject } from '../../kit/panelObjects.js';
import type { UserActor } from '../shared/actor.js';
import { recordChange } from '../shared/journal.js';
import { userNameSql } from '../shared/userName.js';

interface NoteRow {
  id: string;
  ref_id: string;
  note: string;
  important: boolean;
  creator_id: string | null;
  creator: string;
  affiliation_creator: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, ref_id, note, important, creator_id, creator, affiliation_creator, created_at, updated_at';

const toNote = (row: NoteRow): Note => ({
  id: row.id,
  note: row.note,
  important: row.important,
  refId: row.ref_id,
  creatorId: row.creator_id,
  creator: row.creator,
  affiliationCreator: row.affiliation_creator,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** A page of an object's notes, the newest first. */
export async function findNotes(
  tx: Tx,
  object: PanelObject,
  refId: string,
  { page, limit }: { page: number; limit: number },
): Promise<NotePage> {
  const { rows } = await tx.query<NoteRow & { total: string }>(
    `select ${COLUMNS}, count(*) over () as total from note
      where ref_type = $1 and ref_id = $2 order by created_at desc, id limit $3 offset $4`,
    [object.type, refId, limit, page * limit],
  );
  const count = rows[0] === undefined ? await countNotes(tx, object, refId) : Number(rows[0].total);
  return { count, items: rows.map(toNote) };
}

async function countNotes(tx: Tx, object: PanelObject, refId: string): Promise<number> {
  const { rows } = await tx.query<{ total: string }>(
    'select count(*) as total from note where ref_type = $1 and ref_id = $2',
    [object.type, refId],
  );
  return Number(rows[0]?.total ?? 0);
}

/** Adds a note by the caller, with the caller's name and affiliation as they are now. */
export async function createNote(
  tx: Tx,
  actor: UserActor,
  object: PanelObject,
  body: NoteCreate,
): Promise<Note> {
  const { rows } = await tx.query<NoteRow>(
    `insert into note (tenant_id, ref_type, ref_id, note, important, creator_id, creator, affiliation_creator)
     select $1, $2, $3, $4, $5, u.id, ${userNameSql('u')}, u.affiliation ->> 'name'
       from user_account u where u.id = $6
     returning ${COLUMNS}`,
    [actor.tenantId, object.type, body.refId, body.note, body.important ?? false, actor.userId],
  );
  const note = toNote(rows[0] as NoteRow);
  await journal(tx, actor, 'CREATE', null, note);
  return note;
}

/**
 * The note `id` of `object`'s kind, locked, for its creator to change or delete: 404 when there is none
 * (another tenant's, another kind's), 403 for anybody but its creator.
 */
export async function creatorsNote(tx: Tx, actor: UserActor, object: PanelObject, id: string): Promise<Note> {
  const { rows } = await tx.query<NoteRow>(
    `select ${COLUMNS} from note where id = $1 and ref_type = $2 for update`,
    [id, object.type],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  if (rows[0].creator_id !== actor.userId) throw httpError(403, 'notNoteCreator');
  return toNote(rows[0]);
}

export async function updateNote(tx: Tx, actor: UserActor, before: Note, body: NoteUpdate): Promise<Note> {
  const { rows } = await tx.query<NoteRow>(
    `update note set note = $2, important = $3, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [before.id, body.note, body.important ?? before.important],
  );
  const note = toNote(rows[0] as NoteRow);
  await journal(tx, actor, 'UPDATE', before, note);
  return note;
}

export async function deleteNote(tx: Tx, actor: UserActor, before: Note): Promise<void> {
  await tx.query('delete from note where id = $1', [before.id]);
  await journal(tx, actor, 'DELETE', before, null);
}

/** The activity list names a note by the start of its text. */
function journal(tx: Tx, actor: UserActor, eventType: string, before: Note | null, after: Note | null) {
  const note = (after ?? before) as Note;
  return recordChange(tx, actor, {
    objectTable: 'note',
    objectId: note.id,
    eventType,
    objectDisplayName: note.note.slice(0, 50),
    previousState: before,
    newState: after,
  });
}
