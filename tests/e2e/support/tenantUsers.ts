import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';

/** The parts of the built server used to add a user directly (there is no users API yet). */
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
 * Adds a user holding exactly `permissions` to a tenant, through the server's own user functions on its
 * database. The server must be stopped: the embedded database has one owner at a time.
 */
export async function addUser(dataDir: string, user: NewUser): Promise<void> {
  const { openDatabase } = await serverModule<{
    openDatabase(config: { dataDir: string }): Promise<Database>;
  }>('db/database.js');
  const users = await serverModule<{
    createUser(tx: Tx, user: object): Promise<{ id: string }>;
    createPermissionGroup(tx: Tx, group: object): Promise<{ id: string }>;
  }>('auth/users.js');
  const db = await openDatabase({ dataDir });
  try {
    const tenantId = await db.withSystem(async (tx) => {
      const { rows } = await tx.query<{ id: string }>('select id from tenant where code = $1', [
        user.tenantCode,
      ]);
      if (rows[0] === undefined) throw new Error(`No tenant ${user.tenantCode}`);
      return rows[0].id;
    });
    await db.withTenant(tenantId, async (tx) => {
      const group = await users.createPermissionGroup(tx, {
        tenantId,
        name: `${user.firstName}'s group`,
        permissions: user.permissions,
      });
      await users.createUser(tx, { tenantId, ...user, permissionGroupIds: [group.id] });
    });
  } finally {
    await db.close();
  }
}
