import type { Tx } from '../../db/database.js';

/** The signed-in user as the app shows them (foundations.md §3 "Profile"). */
export interface Profile {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** First and last name, or null when the user has neither (the app then shows the e-mail's initial). */
  name: string | null;
  /** Address of the photo, changing whenever the photo does; null without one. */
  avatar: string | null;
  locale: string;
  affiliation: Affiliation | null;
  tenant_id: string;
}

/** The intermediary a user works for. */
export interface Affiliation {
  id: string;
  name: string;
}

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
  const name = [row.first_name, row.last_name].filter((part) => part !== null && part !== '').join(' ');
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    name: name === '' ? null : name,
    avatar: row.photo_updated_at === null ? null : `${photoUrl}?version=${row.photo_updated_at.getTime()}`,
    locale: row.locale,
    affiliation: row.affiliation,
    tenant_id: row.tenant_id,
  };
}

export async function updateLocale(tx: Tx, userId: string, locale: string): Promise<void> {
  await tx.query(
    'update user_account set locale = $2, version = version + 1, updated_at = now() where id = $1',
    [userId, locale],
  );
}

export async function passwordHashOf(tx: Tx, userId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ password_hash: string }>(
    'select password_hash from user_account where id = $1',
    [userId],
  );
  return rows[0]?.password_hash;
}

export async function updatePasswordHash(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  await tx.query(
    'update user_account set password_hash = $2, version = version + 1, updated_at = now() where id = $1',
    [userId, passwordHash],
  );
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

export async function savePhoto(
  tx: Tx,
  photo: { tenantId: string; userId: string; mediaType: string; content: Buffer },
): Promise<void> {
  await tx.query(
    `insert into user_photo (tenant_id, user_id, media_type, content) values ($1, $2, $3, $4)
     on conflict (user_id) do update
       set media_type = excluded.media_type, content = excluded.content, updated_at = now()`,
    [photo.tenantId, photo.userId, photo.mediaType, photo.content],
  );
}

export async function deletePhoto(tx: Tx, userId: string): Promise<void> {
  await tx.query('delete from user_photo where user_id = $1', [userId]);
}
