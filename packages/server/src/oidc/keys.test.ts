import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { insertTenant, openTestDatabase } from '../../test/support/database.js';
import { TEST_KEY_ENCRYPTION_KEY } from '../../test/support/server.js';
import { openIssuerKeyStore, type IssuerKeyStore } from './keys.js';

const KEY = Buffer.from(TEST_KEY_ENCRYPTION_KEY, 'base64');

interface StoredKey {
  kind: string;
  sealed: Buffer | null;
  plaintext_material: unknown;
}

describe('the issuer key store', () => {
  let db: Database;
  let store: IssuerKeyStore;

  const storedKeys = (tenantId: string) =>
    db.withTenant(tenantId, async (tx) => {
      const { rows } = await tx.query<StoredKey>(
        'select kind, sealed, plaintext_material from oidc_key order by kind',
      );
      return rows;
    });

  beforeAll(async () => {
    db = await openTestDatabase();
    store = await openIssuerKeyStore(db, KEY);
  });
  afterAll(() => db.close());

  it('stores the signing key and the cookie secrets encrypted, not as readable JWKs', async () => {
    const tenant = await insertTenant(db);
    const keys = await store.load(tenant.id);
    const rows = await storedKeys(tenant.id);
    expect(rows.map((row) => row.kind)).toEqual(['cookie', 'signing']);
    for (const row of rows) {
      expect(row.plaintext_material).toBeNull();
      const stored = (row.sealed as Buffer).toString('latin1');
      expect(stored).not.toContain('"kty"');
      expect(stored).not.toContain(keys.signing.d);
      expect(stored).not.toContain(keys.cookieSecrets[0]);
    }
  });

  it('gives the same keys after a restart with the same key encryption key', async () => {
    const tenant = await insertTenant(db);
    const keys = await store.load(tenant.id);
    const restarted = await openIssuerKeyStore(db, Buffer.from(KEY));
    expect(await restarted.load(tenant.id)).toEqual(keys);
    expect(await restarted.publicSigningKeys(tenant.id)).toEqual([
      { kty: 'RSA', n: keys.signing.n, e: keys.signing.e, kid: keys.signing.kid, alg: 'RS256', use: 'sig' },
    ]);
  });

  it('refuses to open with another key encryption key, saying which setting is wrong', async () => {
    await store.load((await insertTenant(db)).id);
    await expect(openIssuerKeyStore(db, randomBytes(32))).rejects.toThrow(
      /do not decrypt with this key encryption key \(KEY_ENCRYPTION_KEY/,
    );
  });

  it("will not use another tenant's key copied into a tenant's row", async () => {
    const [a, b] = [await insertTenant(db), await insertTenant(db)];
    await store.load(a.id);
    await store.load(b.id);
    await db.withSystem((tx) =>
      tx.query(
        `update oidc_key set sealed = (select sealed from oidc_key where tenant_id = $1 and kind = 'signing')
          where tenant_id = $2 and kind = 'signing'`,
        [a.id, b.id],
      ),
    );
    try {
      await expect(store.load(b.id)).rejects.toThrow(/do not decrypt/);
    } finally {
      // Servers of other test files check the oldest stored key at start, never this newer one; still,
      // leave no row behind that the run's key cannot open.
      await db.withSystem((tx) => tx.query('delete from oidc_key where tenant_id = $1', [b.id]));
    }
  });

  it('encrypts the plaintext keys of an older data directory when it opens, keeping them', async () => {
    const tenant = await insertTenant(db);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const signing = { ...(await exportJWK(privateKey)), kid: 'older', alg: 'RS256', use: 'sig' };
    const cookie = { secrets: ['older-cookie-secret'] };
    await db.withTenant(tenant.id, (tx) =>
      tx.query(
        `insert into oidc_key (tenant_id, kind, plaintext_material) values ($1, 'signing', $2), ($1, 'cookie', $3)`,
        [tenant.id, signing, cookie],
      ),
    );
    const opened = await openIssuerKeyStore(db, KEY);
    for (const row of await storedKeys(tenant.id)) {
      expect(row.plaintext_material).toBeNull();
      expect(row.sealed).toBeInstanceOf(Buffer);
    }
    expect(await opened.load(tenant.id)).toEqual({ signing, cookieSecrets: cookie.secrets });
  });
});
