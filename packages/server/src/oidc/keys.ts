import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database, Tx } from '../db/database.js';
import { createKeyCipher, KeyDecryptionError, type KeyCipher } from './keyCipher.js';
import { KEY_FILE } from './keyEncryptionKey.js';

/** What a tenant's issuer signs with: tokens with an RSA key, cookies with a secret. */
export interface IssuerKeys {
  /** Private RS256 JWK with `kid`, `alg` and `use`. */
  signing: JWK;
  cookieSecrets: string[];
}

type Kind = 'signing' | 'cookie';

/** The issuers' keys, kept encrypted in the `oidc_key` table. */
export interface IssuerKeyStore {
  /**
   * The tenant's issuer keys, created and stored on first use, so tokens and sign-in sessions stay valid
   * across restarts. Concurrent first uses agree on one set (the first insert wins).
   */
  load(tenantId: string): Promise<IssuerKeys>;
  /** The public half of the tenant's token signing keys (none before its issuer was first used). */
  publicSigningKeys(tenantId: string): Promise<JWK[]>;
}

/**
 * The key store of the issuers, with the stored keys encrypted under `keyEncryptionKey` (AES-256-GCM,
 * bound to tenant and kind). Refuses a key that does not decrypt what is stored, so a wrong or lost key
 * stops the start instead of failing every sign-in; keys stored in plaintext by an older version are
 * encrypted now.
 */
export async function openIssuerKeyStore(db: Database, keyEncryptionKey: Buffer): Promise<IssuerKeyStore> {
  const cipher = createKeyCipher(keyEncryptionKey);
  await db.withSystem(async (tx) => {
    // One key tells whether this is the key everything was encrypted with: the oldest, for a stable answer.
    const { rows } = await tx.query<{ tenant_id: string; kind: Kind; sealed: Buffer }>(
      `select tenant_id, kind, sealed from oidc_key where sealed is not null
        order by created_at, tenant_id, kind limit 1`,
    );
    for (const row of rows) openKey(cipher, row.tenant_id, row.kind, row.sealed);
    await sealPlaintextKeys(tx, cipher);
  });

  async function readKeys(tx: Tx, tenantId: string): Promise<Partial<IssuerKeys>> {
    const { rows } = await tx.query<{ kind: Kind; sealed: Buffer }>(
      'select kind, sealed from oidc_key where sealed is not null',
    );
    const keys: Partial<IssuerKeys> = {};
    for (const { kind, sealed } of rows) {
      const material = openKey(cipher, tenantId, kind, sealed);
      if (kind === 'signing') keys.signing = material as JWK;
      else keys.cookieSecrets = (material as { secrets: string[] }).secrets;
    }
    return keys;
  }

  return {
    async load(tenantId) {
      const existing = await db.withTenant(tenantId, (tx) => readKeys(tx, tenantId));
      if (isComplete(existing)) return existing;
      // Generating an RSA key takes a while: not inside a transaction, which on the embedded database
      // would hold its only session.
      const signing = cipher.seal(await newSigningKey(), context(tenantId, 'signing'));
      const cookie = cipher.seal(
        { secrets: [randomBytes(32).toString('base64url')] },
        context(tenantId, 'cookie'),
      );
      const keys = await db.withTenant(tenantId, async (tx) => {
        await tx.query(
          `insert into oidc_key (tenant_id, kind, sealed) values ($1, 'signing', $2), ($1, 'cookie', $3)
           on conflict (tenant_id, kind) do nothing`,
          [tenantId, signing, cookie],
        );
        return readKeys(tx, tenantId);
      });
      if (!isComplete(keys)) throw new Error(`The issuer keys of tenant ${tenantId} could not be stored`);
      return keys;
    },

    async publicSigningKeys(tenantId) {
      const { signing } = await db.withTenant(tenantId, (tx) => readKeys(tx, tenantId));
      if (signing === undefined) return [];
      const { kty, n, e, kid, alg, use } = signing;
      return [{ kty, n, e, kid, alg, use }];
    },
  };
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

function isComplete(keys: Partial<IssuerKeys>): keys is IssuerKeys {
  return keys.signing !== undefined && keys.cookieSecrets !== undefined;
}

/** What a sealed key is bound to: a row's value copied into another tenant's row does not open. */
function context(tenantId: string, kind: Kind): string {
  return `oidc_key:${tenantId}:${kind}`;
}

function openKey(cipher: KeyCipher, tenantId: string, kind: Kind, sealed: Buffer): unknown {
  try {
    return cipher.open(sealed, context(tenantId, kind));
  } catch (error) {
    if (!(error instanceof KeyDecryptionError)) throw error;
    throw new Error(
      'The sign-in keys stored in the database do not decrypt with this key encryption key ' +
        `(KEY_ENCRYPTION_KEY, or ${KEY_FILE} in DATA_DIR): start the server with the key they were ` +
        'encrypted with. Only if that key is lost: delete the rows of table oidc_key; every tenant then ' +
        'gets new keys and everybody signs in again.',
      { cause: error },
    );
  }
}

/** Encrypts the keys that a version before migration 0004 stored in plaintext. */
async function sealPlaintextKeys(tx: Tx, cipher: KeyCipher): Promise<void> {
  const { rows } = await tx.query<{ tenant_id: string; kind: Kind; plaintext_material: unknown }>(
    'select tenant_id, kind, plaintext_material from oidc_key where plaintext_material is not null for update',
  );
  for (const row of rows) {
    await tx.query(
      `update oidc_key set sealed = $3, plaintext_material = null where tenant_id = $1 and kind = $2`,
      [row.tenant_id, row.kind, cipher.seal(row.plaintext_material, context(row.tenant_id, row.kind))],
    );
  }
}
