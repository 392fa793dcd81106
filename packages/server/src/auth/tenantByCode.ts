import type { Database } from '../db/database.js';

export interface TenantRef {
  id: string;
  code: string;
  name: string | null;
}

/** The tenant whose code is exactly `code` (issuer URLs use the code as registered), or undefined. */
export async function tenantByCode(db: Database, code: string): Promise<TenantRef | undefined> {
  const { rows } = await db.withSystem((tx) =>
    tx.query<TenantRef>('select id, code, name from tenant where code = $1', [code]),
  );
  return rows[0];
}
