import { BoundedCache } from '../cache/boundedCache.js';
import type { Database } from '../db/database.js';
import { tenantByCode, type TenantRef } from './tenantByCode.js';

/** How many tenants the cache remembers by default: far more than one server signs in between restarts. */
const DEFAULT_CAPACITY = 10_000;

/**
 * `tenantByCode` for the hot path of every API request, remembering the tenants it found. Tenants are
 * never renamed or deleted, so a found tenant stays right for the process' life. Unknown codes are not
 * remembered: a tenant registered a moment later is found at once, and probing with made-up issuers
 * cannot fill the memory. Past `capacity` the least recently used tenant is forgotten.
 */
export function createTenantCache(
  db: Database,
  capacity = DEFAULT_CAPACITY,
): (code: string) => Promise<TenantRef | undefined> {
  const tenants = new BoundedCache<string, TenantRef>(capacity);
  return async (code) => {
    const cached = tenants.get(code);
    if (cached !== undefined) return cached;
    const tenant = await tenantByCode(db, code);
    if (tenant !== undefined) tenants.set(code, tenant);
    return tenant;
  };
}
