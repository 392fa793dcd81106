import type { UserAvatar } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { userNameSql } from '../shared/userName.js';

interface AvatarRow {
  id: string;
  name: string;
  active: boolean;
  version: number;
  photo_updated_at: Date | null;
}

/** The select list of a user as an avatar; `u` is `user_account`, `p` its `user_photo`. */
export const AVATAR_COLUMNS = `u.id, ${userNameSql('u')} as name, u.active, u.version, p.updated_at as photo_updated_at`;

/** A user as an avatar, the photo's address (when there is a photo) built on `photoBase` (`…/api/users`). */
export function toAvatar(row: AvatarRow, photoBase: string): UserAvatar {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    version: row.version,
    avatar:
      row.photo_updated_at === null
        ? null
        : `${photoBase}/${row.id}/photo?version=${row.photo_updated_at.getTime()}`,
  };
}

/** The users of the tenant who may work, by name: whom an object can be assigned to. */
export async function activeUserAvatars(tx: Tx, photoBase: string): Promise<UserAvatar[]> {
  const { rows } = await tx.query<AvatarRow>(
    `select ${AVATAR_COLUMNS} from user_account u left join user_photo p on p.user_id = u.id
      where u.active order by lower(${userNameSql('u')}), u.id`,
  );
  return rows.map((row) => toAvatar(row, photoBase));
}

/** One user of the tenant as an avatar, active or not; undefined for none. */
export async function userAvatar(tx: Tx, userId: string, photoBase: string): Promise<UserAvatar | undefined> {
  const { rows } = await tx.query<AvatarRow>(
    `select ${AVATAR_COLUMNS} from user_account u left join user_photo p on p.user_id = u.id where u.id = $1`,
    [userId],
  );
  return rows[0] && toAvatar(rows[0], photoBase);
}
