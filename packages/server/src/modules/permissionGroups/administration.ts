import { administersTenant } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';

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
