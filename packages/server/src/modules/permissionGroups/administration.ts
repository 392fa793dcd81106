import { administersTenant } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, STALE_VERSION_MESSAGE } from '../../http/errors.js';

/** Whether some active group holding the administration permissions has an active member. */
async function isAdministered(tx: Tx): Promise<boolean> {
  const { rows } = await tx.query<{ permissions: string[] }>(
    `select g.permissions from permission_group g
      where g.active and exists (select 1 from user_permission_group m
                                   join user_account u on u.id = m.user_id and u.active
                                  where m.permission_group_id = g.id)`,
  );
  return rows.some((row) => administersTenant(row.permissions));
}

/**
 * Makes a change of users, groups or memberships, refusing it (400 `lastAdministratorGroup`, nothing
 * changed) when the tenant could administer itself before and could not after: so it cannot lock itself
 * out. Such changes of one tenant take turns, so that two of them cannot each remove the other's last
 * administrator.
 */
export async function keepingAdministration<T>(tx: Tx, change: () => Promise<T>): Promise<T> {
  await tx.query(
    `select pg_advisory_xact_lock(hashtext('administration:' || current_setting('app.tenant_id')))`,
  );
  const before = await isAdministered(tx);
  const result = await change();
  if (before && !(await isAdministered(tx))) throw httpError(400, 'lastAdministratorGroup');
  return result;
}

/** A change of a user or a group: who may do what. */
export interface AccessChange<T> {
  table: 'user_account' | 'permission_group';
  id: string;
  /** The version the change was made on; none for changes that do not build on it (status, one membership). */
  version?: number;
  /** The record as answered and journaled. */
  read: () => Promise<T>;
  write: () => Promise<unknown>;
  journal: (before: T, after: T) => Promise<void>;
}

/**
 * Locks the user or group (404 when the tenant has none), refuses a stale version (409), writes the change
 * keeping the tenant administrable, raises the version and journals the states before and after.
 */
export async function changeAccess<T>(tx: Tx, change: AccessChange<T>): Promise<T> {
  const { rows } = await tx.query<{ version: number }>(
    `select version from ${change.table} where id = $1 for update`,
    [change.id],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  if (change.version !== undefined && change.version !== rows[0].version) {
    throw httpError(409, STALE_VERSION_MESSAGE);
  }
  const before = await change.read();
  await keepingAdministration(tx, change.write);
  await tx.query(`update ${change.table} set version = version + 1, updated_at = now() where id = $1`, [
    change.id,
  ]);
  const after = await change.read();
  await change.journal(before, after);
  return after;
}
