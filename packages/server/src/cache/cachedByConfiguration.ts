import type { Tx } from '../db/database.js';
import { BoundedCache } from './boundedCache.js';
import { immutable } from './immutable.js';

/** How many values made from tenants' configuration are remembered in all. */
const CAPACITY = 10_000;

const remembered = new BoundedCache<string, { version: number; value: unknown }>(CAPACITY);

/**
 * `load(tx)` — something made only of the tenant's object definitions, lookups and settings, such as the
 * data definition of a party type — remembered per tenant under `name` while the tenant's configuration
 * version (`Tx.configurationVersion`, read as the request arrived) stays; any change to those tables bumps
 * it (migration 0022). A transaction that knows no version always loads. What it answers is shared by the
 * requests that follow, so it is made `immutable`: a caller that changes it fails.
 */
export async function cachedByConfiguration<T>(
  tx: Tx,
  name: string,
  load: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { tenantId, configurationVersion: version } = tx;
  if (tenantId === undefined || version === undefined) return load(tx);
  const key = `${tenantId} ${name}`;
  const cached = remembered.get(key);
  if (cached !== undefined && cached.version === version) return cached.value as T;
  // Loaded after the version was read: at least as new as the version it is remembered with.
  const value = immutable(await load(tx));
  remembered.set(key, { version, value });
  return value;
}
