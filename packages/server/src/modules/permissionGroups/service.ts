import {
  isGrantablePermission,
  type GroupMember,
  type NewPermissionGroupInput,
  type Page,
  type PermissionGroup,
  type PermissionGroupListItem,
  type PermissionGroupUpdate,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, type ValidationErrors } from '../../http/errors.js';
import { listPage, type ListDeclaration, type ListRequest } from '../../kit/listQuery.js';
import type { Actor } from '../shared/actor.js';
import { recordChange } from '../shared/journal.js';
import { escapeLike } from '../shared/searchText.js';
import { userNameSql } from '../shared/userName.js';
import { changeAccess } from './administration.js';

const MEMBER_COLUMNS = `u.id, ${userNameSql('u')} as name, u.email, u.active`;

const GROUP_LIST: ListDeclaration<PermissionGroupListItem> = {
  table: 'permission_group',
  alias: 'g',
  select: {
    id: 'g.id',
    name: 'g.name',
    translations: 'g.translations',
    status: `case when g.active then 'ACTIVE' else 'DISABLED' end`,
    // Group ids are unique across tenants, so the memberships counted are this group's only.
    memberCount: '(select count(*)::int from user_permission_group m where m.permission_group_id = g.id)',
    permissionCount: 'cardinality(g.permissions)',
  },
  sortable: { name: 'lower(g.name)' },
  defaultSorting: [{ field: 'name', direction: 'ASC' }],
  searchColumn: 'lower(g.name)',
  item: (row) => row as PermissionGroupListItem,
};

/** One page of the tenant's groups, by name unless sorted otherwise. */
export function findGroups(tx: Tx, request: ListRequest): Promise<Page<PermissionGroupListItem>> {
  return listPage(tx, GROUP_LIST, request);
}

/** The groups with these ids or whose name contains `name` (the user form's group choice), by name. */
export async function findAllGroups(
  tx: Tx,
  filter: { ids?: string[]; name?: string },
): Promise<PermissionGroupListItem[]> {
  const { rows } = await tx.query<PermissionGroupListItem>(
    `select ${Object.entries(GROUP_LIST.select)
      .map(([name, sql]) => `${sql} as "${name}"`)
      .join(', ')}
       from permission_group g
      where ($1::uuid[] is null or g.id = any($1)) and ($2::text is null or g.name ilike $2)
      order by lower(g.name), g.id`,
    [filter.ids ?? null, filter.name === undefined ? null : `%${escapeLike(filter.name)}%`],
  );
  return rows;
}

/**
 * Users who are or may become members (the group form's transfer list): those with these ids, or whose
 * name or e-mail contains `name`; at most fifty, by name.
 */
export async function findMembers(tx: Tx, filter: { ids?: string[]; name?: string }): Promise<GroupMember[]> {
  const { rows } = await tx.query<GroupMember>(
    `select ${MEMBER_COLUMNS} from user_account u
      where ($1::uuid[] is null or u.id = any($1))
        and ($2::text is null or concat_ws(' ', u.email, u.first_name, u.last_name) ilike $2)
      order by lower(${userNameSql('u')}), u.id
      limit 50`,
    [filter.ids ?? null, filter.name === undefined ? null : `%${escapeLike(filter.name)}%`],
  );
  return rows;
}

interface GroupRow {
  id: string;
  name: string;
  translations: Record<string, string>;
  permissions: string[];
  active: boolean;
  version: number;
}

async function groupRow(tx: Tx, id: string): Promise<GroupRow> {
  const { rows } = await tx.query<GroupRow>(
    'select id, name, translations, permissions, active, version from permission_group where id = $1',
    [id],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return rows[0];
}

/** A group of the transaction's tenant with its members by name; 404 for none (another tenant's too). */
export async function readGroup(tx: Tx, id: string): Promise<PermissionGroup> {
  const group = await groupRow(tx, id);
  const { rows: members } = await tx.query<GroupMember>(
    `select ${MEMBER_COLUMNS} from user_permission_group m join user_account u on u.id = m.user_id
      where m.permission_group_id = $1 order by lower(${userNameSql('u')}), u.id`,
    [id],
  );
  return { ...group, members };
}

/** Field errors of a group's name and permissions: each entry a catalogued permission or area wildcard. */
function groupErrors(input: NewPermissionGroupInput): ValidationErrors {
  const errors: ValidationErrors = {};
  if (input.name.trim() === '') errors.name = ['required'];
  input.permissions.forEach((permission, index) => {
    if (!isGrantablePermission(permission)) errors[`permissions.${index}`] = ['permissionNotGrantable'];
  });
  return errors;
}

/** Replaces the group's members; ids of users the tenant does not have are refused. */
async function setMembers(tx: Tx, actor: Actor, groupId: string, userIds: string[]): Promise<void> {
  const unique = [...new Set(userIds)];
  const { rows } = await tx.query<{ id: string }>('select id from user_account where id = any($1)', [unique]);
  if (rows.length !== unique.length) throw httpError(400, 'validationFailed', { members: ['unknownUser'] });
  await tx.query(
    'delete from user_permission_group where permission_group_id = $1 and not (user_id = any($2))',
    [groupId, unique],
  );
  await tx.query(
    `insert into user_permission_group (tenant_id, user_id, permission_group_id)
     select $1, unnest($2::uuid[]), $3 on conflict do nothing`,
    [actor.tenantId, unique, groupId],
  );
}

function nameTaken(error: unknown): never {
  if ((error as { code?: string }).code === '23505') {
    throw httpError(400, 'validationFailed', { name: ['notUnique'] });
  }
  throw error;
}

/** What the history keeps of a group. */
const stateOf = (group: PermissionGroup) => ({
  name: group.name,
  translations: group.translations,
  permissions: group.permissions,
  active: group.active,
  members: group.members.map((member) => member.id),
});

async function journal(
  tx: Tx,
  actor: Actor,
  eventType: string,
  before: PermissionGroup | null,
  after: PermissionGroup,
): Promise<void> {
  await recordChange(tx, actor, {
    objectTable: 'permission_group',
    objectId: after.id,
    eventType,
    objectDisplayName: after.name,
    previousState: before && stateOf(before),
    newState: stateOf(after),
  });
}

export async function createGroup(
  tx: Tx,
  actor: Actor,
  input: NewPermissionGroupInput,
): Promise<PermissionGroup> {
  const errors = groupErrors(input);
  if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
  const { rows } = await tx
    .query<{ id: string }>(
      `insert into permission_group (tenant_id, name, translations, permissions)
       values ($1, $2, $3, $4) returning id`,
      [actor.tenantId, input.name.trim(), input.translations ?? {}, [...new Set(input.permissions)]],
    )
    .catch(nameTaken);
  const id = (rows[0] as { id: string }).id;
  await setMembers(
    tx,
    actor,
    id,
    (input.members ?? []).map((member) => member.id),
  );
  const created = await readGroup(tx, id);
  await journal(tx, actor, 'CREATE', null, created);
  return created;
}

/** A change of the group, at `version` when given. */
function changeGroup(
  tx: Tx,
  actor: Actor,
  id: string,
  version: number | undefined,
  eventType: string,
  write: () => Promise<unknown>,
): Promise<PermissionGroup> {
  return changeAccess(tx, {
    table: 'permission_group',
    id,
    version,
    read: () => readGroup(tx, id),
    write,
    journal: (before, after) => journal(tx, actor, eventType, before, after),
  });
}

export function updateGroup(tx: Tx, actor: Actor, input: PermissionGroupUpdate): Promise<PermissionGroup> {
  const errors = groupErrors(input);
  if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
  return changeGroup(tx, actor, input.id, input.version, 'UPDATE', async () => {
    await tx
      .query('update permission_group set name = $2, translations = $3, permissions = $4 where id = $1', [
        input.id,
        input.name.trim(),
        input.translations ?? {},
        [...new Set(input.permissions)],
      ])
      .catch(nameTaken);
    if (input.members !== undefined) {
      await setMembers(
        tx,
        actor,
        input.id,
        input.members.map((member) => member.id),
      );
    }
  });
}

export function setGroupStatus(tx: Tx, actor: Actor, id: string, active: boolean): Promise<PermissionGroup> {
  return changeGroup(tx, actor, id, undefined, active ? 'ACTIVATE' : 'DISABLE', () =>
    tx.query('update permission_group set active = $2 where id = $1', [id, active]),
  );
}

export function addMember(tx: Tx, actor: Actor, groupId: string, userId: string): Promise<PermissionGroup> {
  return changeGroup(tx, actor, groupId, undefined, 'ADD_MEMBER', async () => {
    const { rows } = await tx.query('select 1 from user_account where id = $1', [userId]);
    if (rows[0] === undefined) throw httpError(404, 'userNotFound');
    await tx.query(
      `insert into user_permission_group (tenant_id, user_id, permission_group_id)
       values ($1, $2, $3) on conflict do nothing`,
      [actor.tenantId, userId, groupId],
    );
  });
}

export function removeMember(
  tx: Tx,
  actor: Actor,
  groupId: string,
  userId: string,
): Promise<PermissionGroup> {
  return changeGroup(tx, actor, groupId, undefined, 'REMOVE_MEMBER', async () => {
    const { rowCount } = await tx.query(
      'delete from user_permission_group where permission_group_id = $1 and user_id = $2',
      [groupId, userId],
    );
    if (rowCount === 0) throw httpError(404, 'userNotFound');
  });
}
