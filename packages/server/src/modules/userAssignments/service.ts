import type { Assignment, AssignmentTarget, UserAvatar } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { UserActor } from '../shared/actor.js';
import { recordChange } from '../shared/journal.js';
import { userNameSql } from '../shared/userName.js';
import { userAvatar } from '../users/service.js';

interface AssignmentRow {
  id: string;
  user_id: string;
}

/** The assignee of an object, locked when the caller is about to change it. */
async function assignmentOf(tx: Tx, target: AssignmentTarget, forUpdate = false) {
  const { rows } = await tx.query<AssignmentRow>(
    `select id, user_id from user_assignment where ref_type = $1 and ref_id = $2${forUpdate ? ' for update' : ''}`,
    [target.type, target.refId],
  );
  return rows[0];
}

/** Thrown when an object is assigned to somebody else and the caller did not say to reassign. */
export class AlreadyAssigned extends Error {
  constructor(readonly assignee: UserAvatar) {
    super('alreadyAssigned');
  }
}

async function avatarOf(tx: Tx, userId: string, photoBase: string): Promise<UserAvatar> {
  const avatar = await userAvatar(tx, userId, photoBase);
  if (avatar === undefined) throw new Error(`user ${userId} of an assignment not found`);
  return avatar;
}

/** The name of the object's assignee, as a record's context shows it; null when nobody is assigned. */
export async function assigneeName(tx: Tx, target: AssignmentTarget): Promise<{ name: string } | null> {
  const { rows } = await tx.query<{ name: string }>(
    `select ${userNameSql('u')} as name from user_assignment a join user_account u on u.id = a.user_id
      where a.ref_type = $1 and a.ref_id = $2`,
    [target.type, target.refId],
  );
  return rows[0] ?? null;
}

/** Who the object is assigned to now. */
export async function currentAssignment(
  tx: Tx,
  target: AssignmentTarget,
  photoBase: string,
): Promise<Assignment> {
  const row = await assignmentOf(tx, target);
  return { ...target, assignee: row === undefined ? null : await avatarOf(tx, row.user_id, photoBase) };
}

/**
 * Assigns the object to `userId`, an active user of the tenant (400 otherwise). Over somebody else's assignment
 * only with `force`: without, `AlreadyAssigned` names the current assignee, also when another assignment was
 * made a moment before (the unique row decides between concurrent first assignments).
 */
export async function assign(
  tx: Tx,
  actor: UserActor,
  target: AssignmentTarget,
  userId: string,
  { force, photoBase }: { force: boolean; photoBase: string },
): Promise<Assignment> {
  const assignee = await userAvatar(tx, userId, photoBase);
  if (assignee === undefined || !assignee.active)
    throw httpError(400, 'validationFailed', { id: ['notFound'] });
  const current = await assignmentOf(tx, target, true);
  if (current?.user_id === userId) return { ...target, assignee };
  if (current !== undefined && !force)
    throw new AlreadyAssigned(await avatarOf(tx, current.user_id, photoBase));
  const { rows } = await tx.query<{ id: string }>(
    `insert into user_assignment (tenant_id, ref_type, ref_id, user_id) values ($1, $2, $3, $4)
     on conflict (tenant_id, ref_type, ref_id) do ${force ? 'update set user_id = excluded.user_id, version = user_assignment.version + 1, assigned_at = now()' : 'nothing'}
     returning id`,
    [actor.tenantId, target.type, target.refId, userId],
  );
  if (rows[0] === undefined) {
    const winner = (await assignmentOf(tx, target)) as AssignmentRow;
    throw new AlreadyAssigned(await avatarOf(tx, winner.user_id, photoBase));
  }
  const previous = current === undefined ? null : await avatarOf(tx, current.user_id, photoBase);
  await journal(tx, actor, rows[0].id, 'ASSIGN', previous, assignee);
  return { ...target, assignee };
}

/**
 * Removes the object's assignee: with `mayDeleteAny` anybody's, else only the caller's own (403). Removing
 * none changes nothing.
 */
export async function unassign(
  tx: Tx,
  actor: UserActor,
  target: AssignmentTarget,
  { mayDeleteAny, photoBase }: { mayDeleteAny: boolean; photoBase: string },
): Promise<void> {
  const current = await assignmentOf(tx, target, true);
  if (current === undefined) return;
  if (!mayDeleteAny && current.user_id !== actor.userId) throw httpError(403, 'lackPermission');
  await tx.query('delete from user_assignment where id = $1', [current.id]);
  await journal(tx, actor, current.id, 'UNASSIGN', await avatarOf(tx, current.user_id, photoBase), null);
}

function journal(
  tx: Tx,
  actor: UserActor,
  id: string,
  eventType: string,
  before: UserAvatar | null,
  after: UserAvatar | null,
) {
  return recordChange(tx, actor, {
    objectTable: 'user_assignment',
    objectId: id,
    eventType,
    objectDisplayName: (after ?? before)?.name ?? '',
    previousState: before && { assignee: before.name },
    newState: after && { assignee: after.name },
  });
}
