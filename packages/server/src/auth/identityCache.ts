import { PARTNER_RESTRICTION } from '@coverline/engine';
import { BoundedCache } from '../cache/boundedCache.js';
import { immutable } from '../cache/immutable.js';
import { sharedReads } from '../cache/sharedReads.js';
import type { Database } from '../db/database.js';
import type { Identity } from './identity.js';
import { findActiveUser } from './users.js';
import type { VerifiedAccessToken } from './verifyAccessToken.js';

/** How many signed-in users' identities are remembered. */
const DEFAULT_CAPACITY = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenant's cache versions (migration 0022): a tenant that never changed has none yet, i.e. 0. */
export interface CacheVersions {
  access: number;
  configuration: number;
}

/** The identity of a verified token's user with the tenant's cache versions as this request reads them. */
export interface CurrentIdentity {
  /** Undefined when the user does not exist or is blocked. */
  identity: Identity | undefined;
  versions: CacheVersions;
}

/**
 * Who a verified token speaks for, for every request: the tenant's cache versions are read first (one
 * statement without a transaction, begun after the request arrived but shared with the tenant's other
 * requests that wait for one at the same time), and the user's identity and permissions are read again
 * only when the access version moved since they were remembered. Any change to users, permission groups
 * or their members bumps that version in the database (triggers), so a revoked permission or a blocked
 * user is refused on the very next request, whichever server process answers it.
 */
export function createIdentityCache(
  db: Database,
  capacity = DEFAULT_CAPACITY,
): (token: VerifiedAccessToken) => Promise<CurrentIdentity> {
  const identities = new BoundedCache<string, { identity: Identity; access: number }>(capacity);
  const versionsOf = sharedReads(async (tenantId: string): Promise<CacheVersions> => {
    if (!UUID.test(tenantId)) throw new Error(`Not a tenant id: ${tenantId}`);
    const [row] = await db.statement<CacheVersions>(
      `select access, configuration from cache_version where tenant_id = '${tenantId}'`,
    );
    return row ?? { access: 0, configuration: 0 };
  });

  return async (token) => {
    const { issuer } = token;
    const versions = await versionsOf(issuer.tenantId);
    const key = `${issuer.tenantId} ${issuer.embedded ? `id ${token.subject}` : `email ${token.email ?? ''}`}`;
    const cached = identities.get(key);
    if (cached !== undefined && cached.access === versions.access)
      return { identity: cached.identity, versions };
    // Read after the version: what is read is at least as new as the version it is remembered with.
    const identity = await readIdentity(db, token);
    // Shared by the requests that follow: nobody may change it.
    immutable(identity);
    if (identity === undefined) identities.delete(key);
    else identities.set(key, { identity, access: versions.access });
    return { identity, versions };
  };
}

/** The token's user as the database holds them now, or undefined for an unknown or blocked user. */
function readIdentity(db: Database, token: VerifiedAccessToken): Promise<Identity | undefined> {
  const { issuer } = token;
  return db.withTenant(issuer.tenantId, async (tx) => {
    const by = issuer.embedded ? { id: token.subject } : { email: token.email ?? '' };
    const user = await findActiveUser(tx, by);
    if (user === undefined) return undefined;
    return {
      tenantId: issuer.tenantId,
      tenantCode: issuer.tenantCode,
      userId: user.id,
      email: user.email,
      locale: user.locale,
      ...(user.affiliationId === null
        ? { permissions: user.permissions }
        : {
            // Whoever works for an intermediary is a partner: restricted whatever their groups hold.
            permissions: [...new Set([...user.permissions, PARTNER_RESTRICTION])].sort(),
            affiliationId: user.affiliationId,
          }),
    };
  });
}
