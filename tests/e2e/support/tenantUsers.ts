import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';

/** The parts of the built server used to change its database directly. */
interface Tx {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}
interface Database {
  withSystem<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const serverModule = <T>(path: string): Promise<T> =>
  import(pathToFileURL(join(REPO_ROOT, 'packages/server/dist', path)).href);

export interface NewUser {
  tenantCode: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  permissions: string[];
}

/**
 * Runs `fn` in a transaction of the tenant `tenantCode` on the server's embedded database, through the
 * server's own functions: for what no API changes (users, the dates of a stored schedule). The server must be
 * stopped: the embedded database has one owner at a time.
 */
export async function inTenantDatabase(
  dataDir: string,
  tenantCode: string,
  fn: (tx: Tx, tenantId: string) => Promise<void>,
): Promise<void> {
  const { openDatabase } = await serverModule<{
    openDatabase(config: { dataDir: string }): Promise<Database>;
  }>('db/database.js');
  const db = await openDatabase({ dataDir });
  try {
    const tenantId = await db.withSystem(async (tx) => {
      const { rows } = await tx.query<{ id: string }>('select id from tenant where code = $1', [tenantCode]);
      if (rows[0] === undefined) throw new Error(`No tenant ${tenantCode}`);
      return rows[0].id;
    });
    await db.withTenant(tenantId, (tx) => fn(tx, tenantId));
  } finally {
    await db.close();
  }
}

/** Adds a user holding exactly `permissions` to a tenant. The server must be stopped. */
export async function addUser(dataDir: string, user: NewUser): Promise<void> {
  const users = await serverModule<{
    createUser(tx: Tx, user: object): Promise<{ id: string }>;
    createPermissionGroup(tx: Tx, group: object): Promise<{ id: string }>;
  }>('auth/users.js');
  await inTenantDatabase(dataDir, user.tenantCode, async (tx, tenantId) => {
    const group = await users.createPermissionGroup(tx, {
      tenantId,
      name: `${user.firstName}'s group`,
      permissions: user.permissions,
    });
    await users.createUser(tx, { tenantId, ...user, permissionGroupIds: [group.id] });
  });
}
