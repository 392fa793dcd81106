import type { Database, Tx } from '../db/database.js';
import { httpError } from '../http/errors.js';
import { hashPassword, verifyPassword } from './passwordHash.js';

export { hashPassword, verifyPassword };

/** E-mail addresses are compared without regard to case or surrounding blanks. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** What is wrong with an e-mail address a user is to sign in with: missing or malformed; empty when fine. */
export function emailErrors(email: string | undefined): string[] {
  const trimmed = email?.trim() ?? '';
  if (trimmed === '') return ['emailRequired'];
  return EMAIL_PATTERN.test(trimmed) ? [] : ['emailInvalid'];
}

/**
 * A user to create, with their password, or its `hashPassword` hash made before the transaction began:
 * hashing takes tens of milliseconds, during which the embedded database's only session would be held.
 */
export type NewUser = {
  tenantId: string;
  email: string;
  firstName?: string;
  lastName?: string;
  locale?: string;
  /** The intermediary the user works for. */
  affiliation?: { id: string; name: string } | null;
  permissionGroupIds?: string[];
} & ({ password: string } | { passwordHash: string });

/** Creates an active user with a hashed password, member of the given permission groups. */
export async function createUser(tx: Tx, user: NewUser): Promise<{ id: string }> {
  const passwordHash = 'passwordHash' in user ? user.passwordHash : await hashPassword(user.password);
  const inserted = await tx
    .query<{ id: string }>(
      `insert into user_account (tenant_id, email, password_hash, first_name, last_name, locale, affiliation)
       values ($1, $2, $3, $4, $5, coalesce($6, 'en-GB'), $7)
       returning id`,
      [
        user.tenantId,
        normalizeEmail(user.email),
        passwordHash,
        user.firstName ?? null,
        user.lastName ?? null,
        user.locale ?? null,
        user.affiliation ?? null,
      ],
    )
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') {
        throw httpError(400, 'emailTaken', { email: ['emailTaken'] });
      }
      throw error;
    });
  const { id } = inserted.rows[0] as { id: string };
  if (user.permissionGroupIds !== undefined && user.permissionGroupIds.length > 0) {
    await tx.query(
      `insert into user_permission_group (tenant_id, user_id, permission_group_id)
       select $1, $2, unnest($3::uuid[])`,
      [user.tenantId, id, user.permissionGroupIds],
    );
  }
  return { id };
}

/** Creates an active permission group holding the given permission patterns. */
export async function createPermissionGroup(
  tx: Tx,
  group: { tenantId: string; name: string; permissions: string[] },
): Promise<{ id: string }> {
  const inserted = await tx.query<{ id: string }>(
    `insert into permission_group (tenant_id, name, permissions) values ($1, $2, $3) returning id`,
    [group.tenantId, group.name, group.permissions],
  );
  return inserted.rows[0] as { id: string };
}

let unknownUserHash: Promise<string> | undefined;

/**
 * The id of the active user of the tenant with this e-mail and password, or undefined. The password is
 * checked outside the transaction: on the embedded database a transaction holds the only session. An
 * unknown e-mail still costs one password verification, so the answer time does not reveal which
 * addresses exist.
 */
export async function authenticateUser(
  db: Database,
  tenantId: string,
  email: string,
  password: string,
): Promise<string | undefined> {
  const { rows } = await db.withTenant(tenantId, (tx) =>
    tx.query<{ id: string; password_hash: string; active: boolean }>(
      'select id, password_hash, active from user_account where email = $1',
      [normalizeEmail(email)],
    ),
  );
  const user = rows[0];
  if (user === undefined) {
    unknownUserHash ??= hashPassword('no user has this password');
    await verifyPassword(password, await unknownUserHash);
    return undefined;
  }
  const matches = await verifyPassword(password, user.password_hash);
  return matches && user.active ? user.id : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A signed-in user as each request needs them. */
export interface ActiveUser {
  id: string;
  email: string;
  locale: string;
  /**
   * The union of the permissions of the user's active groups, sorted. Read on every request, so taking a
   * permission away (or disabling a group) takes effect on the user's next call.
   */
  permissions: string[];
  /** The intermediary the user works for, or null. */
  affiliationId: string | null;
}

/**
 * The active (not blocked) user of the transaction's tenant with this id or e-mail, or undefined: one
 * statement, as every authenticated request reads it.
 */
export async function findActiveUser(
  tx: Tx,
  by: { id: string } | { email: string },
): Promise<ActiveUser | undefined> {
  if ('id' in by && !UUID.test(by.id)) return undefined;
  const [column, value] = 'id' in by ? ['id', by.id] : ['email', normalizeEmail(by.email)];
  const { rows } = await tx.query<ActiveUser>(
    `select u.id, u.email, u.locale,
            array(select distinct permission
                    from user_permission_group m
                    join permission_group g on g.id = m.permission_group_id and g.active,
                         unnest(g.permissions) as permission
                   where m.user_id = u.id
                   order by 1) as permissions,
            u.affiliation ->> 'id' as "affiliationId"
       from user_account u
      where u.${column} = $1 and u.active`,
    [value],
  );
  return rows[0];
}
