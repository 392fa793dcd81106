import type {
  Affiliation,
  GroupReference,
  NewUserInput,
  Page,
  User,
  UserAvatar,
  UserDraft,
  UserListItem,
  UserPermissionGroupsChange,
  UserUpdate,
} from '@coverline/engine';
import { VALIDATION_LOCALES } from '@coverline/engine';
import { createUser } from '../../auth/users.js';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { listPage, type ListDeclaration, type ListRequest } from '../../kit/listQuery.js';
import { changeAccess } from '../permissionGroups/administration.js';
import type { Actor } from '../shared/actor.js';
import { recordChange } from '../shared/journal.js';
import { readSettings } from '../tenantSettings/service.js';
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

const USER_LIST: ListDeclaration<UserListItem> = {
  table: 'user_account',
  alias: 'u',
  select: {
    id: 'u.id',
    name: userNameSql('u'),
    email: 'u.email',
    status: `case when u.active then 'ACTIVE' else 'BLOCKED' end`,
    affiliation: `u.affiliation->>'name'`,
  },
  sortable: { name: `lower(${userNameSql('u')})`, email: 'u.email' },
  defaultSorting: [{ field: 'name', direction: 'ASC' }],
  searchColumn: `lower(concat_ws(' ', u.email, u.first_name, u.last_name, u.affiliation->>'name'))`,
  item: (row) => row as UserListItem,
};

/** One page of the tenant's users, blocked ones too, by name unless sorted otherwise. */
export function findUsers(tx: Tx, request: ListRequest): Promise<Page<UserListItem>> {
  return listPage(tx, USER_LIST, request);
}

interface UserRow extends AvatarRow {
  email: string;
  first_name: string | null;
  last_name: string | null;
  locale: string;
  affiliation: Affiliation | null;
  permission_groups: GroupReference[];
}

/** A user of the transaction's tenant with their groups by name; 404 for none (another tenant's too). */
export async function readUser(tx: Tx, id: string, photoBase: string): Promise<User> {
  const { rows } = await tx.query<UserRow>(
    `select ${AVATAR_COLUMNS}, u.email, u.first_name, u.last_name, u.locale, u.affiliation,
            array(select json_build_object('id', g.id, 'name', g.name, 'active', g.active)
                    from user_permission_group m join permission_group g on g.id = m.permission_group_id
                   where m.user_id = u.id order by lower(g.name), g.id) as permission_groups
       from user_account u left join user_photo p on p.user_id = u.id
      where u.id = $1`,
    [id],
  );
  const row = rows[0];
  if (row === undefined) throw httpError(404, 'userNotFound');
  const { avatar } = toAvatar(row, photoBase);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    name: row.name,
    locale: row.locale,
    affiliation: row.affiliation,
    permissionGroups: row.permission_groups,
    active: row.active,
    avatar,
    version: row.version,
  };
}

/** The groups of a user form, refused (400) unless each is one of the tenant's. */
export async function checkedGroupIds(tx: Tx, groups: readonly { id: string }[]): Promise<string[]> {
  const ids = [...new Set(groups.map((group) => group.id))];
  const { rows } = await tx.query('select id from permission_group where id = any($1)', [ids]);
  if (rows.length !== ids.length) {
    throw httpError(400, 'validationFailed', { permissionGroups: ['unknownPermissionGroup'] });
  }
  return ids;
}

/**
 * The affiliation as stored: the intermediary named by id, with its name as the tenant has it (the form's
 * name is only a label); 400 when the tenant has no such intermediary, whose records the user could not own.
 */
export async function checkedAffiliation(
  tx: Tx,
  affiliation: { id: string } | null | undefined,
): Promise<Affiliation | null> {
  if (affiliation == null) return null;
  const { rows } = await tx.query<Affiliation>('select id, name from intermediary where id = $1', [
    affiliation.id,
  ]);
  if (rows[0] === undefined)
    throw httpError(400, 'validationFailed', { affiliation: ['unknownIntermediary'] });
  return { id: rows[0].id, name: rows[0].name };
}

/** What the history keeps of a user: never a password or its hash. */
const stateOf = (user: User) => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  locale: user.locale,
  affiliation: user.affiliation,
  active: user.active,
  permissionGroups: user.permissionGroups.map((group) => group.id),
});

export async function journalUser(
  tx: Tx,
  actor: Actor,
  eventType: string,
  before: User | null,
  after: User,
): Promise<void> {
  await recordChange(tx, actor, {
    objectTable: 'user_account',
    objectId: after.id,
    eventType,
    objectDisplayName: after.name,
    previousState: before && stateOf(before),
    newState: stateOf(after),
  });
}

/** A change of the user, at `version` when given. */
function changeUser(
  tx: Tx,
  actor: Actor,
  photoBase: string,
  change: { id: string; version?: number; eventType: string; write: () => Promise<unknown> },
): Promise<User> {
  return changeAccess(tx, {
    table: 'user_account',
    id: change.id,
    version: change.version,
    read: () => readUser(tx, change.id, photoBase),
    write: change.write,
    journal: (before, after) => journalUser(tx, actor, change.eventType, before, after),
  });
}

export function updateUser(tx: Tx, actor: Actor, photoBase: string, update: UserUpdate): Promise<User> {
  return changeUser(tx, actor, photoBase, {
    id: update.id,
    version: update.version,
    eventType: 'UPDATE',
    write: async () =>
      tx.query(
        'update user_account set first_name = $2, last_name = $3, locale = $4, affiliation = $5 where id = $1',
        [
          update.id,
          blankToNull(update.firstName),
          blankToNull(update.lastName),
          update.locale,
          await checkedAffiliation(tx, update.affiliation),
        ],
      ),
  });
}

/** Blocks (false) or activates a user: a blocked user's sign-in and tokens are refused from now on. */
export function setUserStatus(
  tx: Tx,
  actor: Actor,
  photoBase: string,
  id: string,
  active: boolean,
): Promise<User> {
  return changeUser(tx, actor, photoBase, {
    id,
    eventType: active ? 'ACTIVATE' : 'BLOCK',
    write: () => tx.query('update user_account set active = $2 where id = $1', [id, active]),
  });
}

export function setUserGroups(
  tx: Tx,
  actor: Actor,
  photoBase: string,
  id: string,
  change: UserPermissionGroupsChange,
): Promise<User> {
  return changeUser(tx, actor, photoBase, {
    id,
    version: change.version,
    eventType: 'UPDATE_PERMISSION_GROUPS',
    write: async () => {
      const ids = await checkedGroupIds(tx, change.permissionGroups);
      await tx.query(
        'delete from user_permission_group where user_id = $1 and not (permission_group_id = any($2))',
        [id, ids],
      );
      await tx.query(
        `insert into user_permission_group (tenant_id, user_id, permission_group_id)
         select $1, $2, unnest($3::uuid[]) on conflict do nothing`,
        [actor.tenantId, id, ids],
      );
    },
  });
}

/** Sets another user's password (its hash, made before the transaction); the journal says so, no more. */
export function replaceUserPassword(
  tx: Tx,
  actor: Actor,
  photoBase: string,
  id: string,
  passwordHash: string,
): Promise<User> {
  return changeUser(tx, actor, photoBase, {
    id,
    eventType: 'CHANGE_PASSWORD',
    write: () => tx.query('update user_account set password_hash = $2 where id = $1', [id, passwordHash]),
  });
}

/** An empty or blank name part is no name part. */
export function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A new user of the actor's tenant from the add-user form, the password already hashed. */
export async function addUser(
  tx: Tx,
  actor: Actor,
  photoBase: string,
  input: NewUserInput,
  passwordHash: string,
): Promise<User> {
  const { id } = await createUser(tx, {
    tenantId: actor.tenantId,
    email: input.email,
    passwordHash,
    firstName: blankToNull(input.firstName) ?? undefined,
    lastName: blankToNull(input.lastName) ?? undefined,
    locale: input.locale,
    affiliation: await checkedAffiliation(tx, input.affiliation),
    permissionGroupIds: await checkedGroupIds(tx, input.permissionGroups ?? []),
  });
  const created = await readUser(tx, id, photoBase);
  await journalUser(tx, actor, 'CREATE', null, created);
  return created;
}

/** What the add-user form starts from: the tenant's language, no group, no affiliation. */
export async function userDraft(tx: Tx): Promise<UserDraft> {
  const { locale } = await readSettings(tx);
  return {
    email: '',
    firstName: null,
    lastName: null,
    locale: VALIDATION_LOCALES.find((supported) => supported === locale) ?? 'en-GB',
    affiliation: null,
    permissionGroups: [],
  };
}
