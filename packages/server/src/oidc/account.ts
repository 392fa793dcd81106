import type { Account, FindAccount } from 'oidc-provider';
import type { Database } from '../db/database.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's account lookup: the subject is our user id. A blocked or deleted user has no account,
 * so the provider refuses to issue or refresh tokens for them.
 */
export function findAccountIn(db: Database, tenantId: string): FindAccount {
  return async (_ctx, sub): Promise<Account | undefined> => {
    if (!UUID.test(sub)) return undefined;
    const { rows } = await db.withTenant(tenantId, (tx) =>
      tx.query<{ email: string }>('select email from user_account where id = $1 and active', [sub]),
    );
    const user = rows[0];
    if (user === undefined) return undefined;
    return { accountId: sub, claims: () => ({ sub, email: user.email }) };
  };
}
