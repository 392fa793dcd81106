import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database, Tx } from '../db/database.js';

/** What a tenant's issuer signs with: tokens with an RSA key, cookies with a secret. */
export interface IssuerKeys {
  /** Private RS256 JWK with `kid`, `alg` and `use`. */
  signing: JWK;
  cookieSecrets: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

async function readKeys(tx: Tx): Promise<Partial<IssuerKeys>> {
  const { rows } = await tx.query<{ kind: 'signing' | 'cookie'; material: unknown }>(
    'select kind, material from oidc_key',
  );
  const keys: Partial<IssuerKeys> = {};
  for (const { kind, material } of rows) {
    if (kind === 'signing') keys.signing = material as JWK;
    else keys.cookieSecrets = (material as { secrets: string[] }).secrets;
  }
  return keys;
}

function isComplete(keys: Partial<IssuerKeys>): keys is IssuerKeys {
  return keys.signing !== undefined && keys.cookieSecrets !== undefined;
}

/**
 * The tenant's issuer keys, created and stored on first use, so tokens and sign-in sessions stay valid
 * across restarts. Concurrent first uses agree on one set (the first insert wins).
 */
export async function loadIssuerKeys(db: Database, tenantId: string): Promise<IssuerKeys> {
  const existing = await db.withTenant(tenantId, readKeys);
  if (isComplete(existing)) return existing;
  const signing = await newSigningKey();
  const cookie = { secrets: [randomBytes(32).toString('base64url')] };
  const keys = await db.withTenant(tenantId, async (tx) => {
    await tx.query(
      `insert into oidc_key (tenant_id, kind, material) values ($1, 'signing', $2), ($1, 'cookie', $3)
       on conflict (tenant_id, kind) do nothing`,
      [tenantId, signing, cookie],
    );
    return readKeys(tx);
  });
  if (!isComplete(keys)) throw new Error(`The issuer keys of tenant ${tenantId} could not be stored`);
  return keys;
}

/** The public half of the tenant's token signing keys (none before its issuer was first used). */
export async function publicSigningKeys(tx: Tx): Promise<JWK[]> {
  const { rows } = await tx.query<{ material: JWK }>(`select material from oidc_key where kind = 'signing'`);
  return rows.map(({ material: { kty, n, e, kid, alg, use } }) => ({ kty, n, e, kid, alg, use }));
}
