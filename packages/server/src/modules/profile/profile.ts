import type { Affiliation, Profile } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../../http/errors.js';
import type { UserActor } from '../shared/actor.js';
import { recordChange } from '../shared/journal.js';

interface ProfileRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  locale: string;
  affiliation: Affiliation | null;
  tenant_id: string;
  photo_updated_at: Date | null;
}

/** The profile of a user of the transaction's tenant; `photoUrl` is the address of the photo route. */
export async function readProfile(tx: Tx, userId: string, photoUrl: string): Promise<Profile | undefined> {
  const { rows } = await tx.query<ProfileRow>(
    `select u.id, u.email, u.first_name, u.last_name, u.locale, u.affiliation, u.tenant_id,
            p.updated_at as photo_updated_at
       from user_account u
       left join user_photo p on p.user_id = u.id
      where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    name: displayName(row.first_name, row.last_name),
    avatar: row.photo_updated_at === null ? null : `${photoUrl}?version=${row.photo_updated_at.getTime()}`,
    locale: row.locale,
    affiliation: row.affiliation,
    tenant_id: row.tenant_id,
  };
}

/** The password hash that the current password is checked against, before `replacePasswordHash`. */
export async function passwordHashOf(tx: Tx, userId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ password_hash: string }>(
    'select password_hash from user_account where id = $1',
    [userId],
  );
  return rows[0]?.password_hash;
}

export async function readPhoto(
  tx: Tx,
  userId: string,
): Promise<{ mediaType: string; content: Buffer } | undefined> {
  const { rows } = await tx.query<{ media_type: string; content: Buffer }>(
    'select media_type, content from user_photo where user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row && { mediaType: row.media_type, content: row.content };
}

// Each change below locks the user's row, so concurrent changes of one user take turns, and journals what
// changed in the same transaction: a change and its history and activity rows are committed or rolled back
// together. Language and password are the signed-in user's own (`owner` is both the editor and the changed
// user); a photo is one's own or, for an administrator, another user's.

/** Sets the user's language; the history keeps the language before and after. */
export async function updateLocale(tx: Tx, owner: UserActor, locale: string): Promise<void> {
  const user = await lockUser(tx, owner.userId);
  await tx.query(
    'update user_account set locale = $2, version = version + 1, updated_at = now() where id = $1',
    [owner.userId, locale],
  );
  await journal(tx, owner, owner.userId, user, {
    objectTable: 'user_account',
    eventType: 'UPDATE',
    previousState: { locale: user.locale },
    newState: { locale },
  });
}

/**
 * Replaces the password hash, provided it is still `checkedHash`, the one the current password was verified
 * against (else 409: the password changed meanwhile). The journal records the change, never a hash.
 */
export async function replacePasswordHash(
  tx: Tx,
  owner: UserActor,
  checkedHash: string,
  newHash: string,
): Promise<void> {
  const user = await lockUser(tx, owner.userId);
  if (user.password_hash !== checkedHash) throw httpError(409, STALE_VERSION_MESSAGE);
  await tx.query(
    'update user_account set password_hash = $2, version = version + 1, updated_at = now() where id = $1',
    [owner.userId, newHash],
  );
  await journal(tx, owner, owner.userId, user, {
    objectTable: 'user_account',
    eventType: 'CHANGE_PASSWORD',
    previousState: null,
    newState: null,
  });
}

/** Stores or replaces a user's photo; the history keeps the type and size of the old and new one. */
export async function savePhoto(
  tx: Tx,
  editor: UserActor,
  userId: string,
  photo: { mediaType: string; content: Buffer },
): Promise<void> {
  const user = await lockUser(tx, userId);
  const { rows } = await tx.query<PhotoState>(
    'select media_type as "mediaType", octet_length(content) as size from user_photo where user_id = $1',
    [userId],
  );
  await tx.query(
    `insert into user_photo (tenant_id, user_id, media_type, content) values ($1, $2, $3, $4)
     on conflict (user_id) do update
       set media_type = excluded.media_type, content = excluded.content, updated_at = now()`,
    [editor.tenantId, userId, photo.mediaType, photo.content],
  );
  await journal(tx, editor, userId, user, {
    objectTable: 'user_photo',
    eventType: 'UPLOAD',
    previousState: rows[0] ?? null,
    newState: { mediaType: photo.mediaType, size: photo.content.length },
  });
}

/** Removes a user's photo; without one nothing changes and nothing is journaled. */
export async function deletePhoto(tx: Tx, editor: UserActor, userId: string): Promise<void> {
  const user = await lockUser(tx, userId);
  const { rows } = await tx.query<PhotoState>(
    'delete from user_photo where user_id = $1 returning media_type as "mediaType", octet_length(content) as size',
    [userId],
  );
  if (rows[0] === undefined) return;
  await journal(tx, editor, userId, user, {
    objectTable: 'user_photo',
    eventType: 'DELETE',
    previousState: rows[0],
    newState: null,
  });
}

/** What the history keeps of a photo: never its content. */
interface PhotoState {
  mediaType: string;
  size: number;
}

interface LockedUser {
  email: string;
  first_name: string | null;
  last_name: string | null;
  locale: string;
  password_hash: string;
}

async function lockUser(tx: Tx, userId: string): Promise<LockedUser> {
  const { rows } = await tx.query<LockedUser>(
    `select email, first_name, last_name, locale, password_hash from user_account where id = $1 for update`,
    [userId],
  );
  if (rows[0] === undefined) throw httpError(404, 'userNotFound');
  return rows[0];
}

function journal(
  tx: Tx,
  editor: UserActor,
  userId: string,
  user: LockedUser,
  change: { objectTable: string; eventType: string; previousState: unknown; newState: unknown },
): Promise<void> {
  return recordChange(tx, editor, {
    ...change,
    objectId: userId,
    objectDisplayName: displayName(user.first_name, user.last_name) ?? user.email,
  });
}

/** First and last name, or null when the user has neither. */
function displayName(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName].filter((part) => part !== null && part !== '').join(' ');
  return name === '' ? null : name;
}
