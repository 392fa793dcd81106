import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { keyEncryptionKeyOf } from '../oidc/keyEncryptionKey.js';
import { openIssuerKeyStore } from '../oidc/keys.js';
import { insertTenant, openTestDatabase } from '../../test/support/database.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { signIn, signInForTokens } from '../../test/support/signIn.js';
import { createPermissionGroup, createUser } from './users.js';

const PASSWORD = 'Secret-123';

/** A stand-in for an external identity provider (a Keycloak realm): discovery and JWKS, requests counted. */
async function startExternalIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'external', alg: 'RS256', use: 'sig' };
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    requested.push(request.url ?? '');
    const realm = /^\/realms\/(\w+)\//.exec(request.url ?? '')?.[1];
    response.setHeader('content-type', 'application/json');
    if (request.url?.endsWith('/.well-known/openid-configuration')) {
      response.end(
        JSON.stringify({ issuer: `${base}/realms/${realm}`, jwks_uri: `${base}/realms/${realm}/certs` }),
      );
    } else {
      response.end(JSON.stringify({ keys: [jwk] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, privateKey, requested, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('bearer tokens on the API', () => {
  let server: TestServer;
  let external: Awaited<ReturnType<typeof startExternalIssuer>>;
  let tenantA: { id: string; code: string };
  let tenantB: { id: string; code: string };
  let userA: string;
  let userB: string;
  let keyA: { jwk: JWK; key: CryptoKey };
  let keyB: { jwk: JWK; key: CryptoKey };

  const issuerOf = (code: string) => `${server.baseUrl}/oidc/${code}`;
  const call = (token: string | undefined, path = '/api/profile', headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      headers: { ...headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    });

  /** A token as tenant A's issuer would sign it, with any claim or header changed. */
  async function tokenA(
    claims: JWTPayload = {},
    header: Record<string, unknown> = {},
    signer: { jwk: JWK; key: CryptoKey } = keyA,
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: issuerOf(tenantA.code),
      aud: server.config.apiAudience,
      sub: userA,
      iat: now,
      exp: now + 300,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signer.jwk.kid, ...header })
      .sign(signer.key);
  }

  async function issuerKey(tenantId: string) {
    const store = await openIssuerKeyStore(server.db, await keyEncryptionKeyOf(server.config));
    const { signing } = await store.load(tenantId);
    return { jwk: signing, key: (await importJWK(signing, 'RS256')) as CryptoKey };
  }

  beforeAll(async () => {
    external = await startExternalIssuer();
    const db = await openTestDatabase();
    [tenantA, tenantB] = await Promise.all([insertTenant(db), insertTenant(db)]);
    await db.close();
    // The external realm signs users into tenant A.
    server = await startTestServer({
      OIDC_ISSUERS: JSON.stringify([{ issuer: `${external.base}/realms/acme`, tenantCode: tenantA.code }]),
    });
    const create = (tenant: { id: string }, email: string) =>
      server.db.withTenant(tenant.id, (tx) =>
        createUser(tx, { tenantId: tenant.id, email, password: PASSWORD }),
      );
    ({ id: userA } = await create(tenantA, 'a@example.com'));
    ({ id: userB } = await create(tenantB, 'b@example.com'));
    // Signing in once starts both issuers, which creates their keys.
    await Promise.all([
      signIn(server.baseUrl, tenantA.code, 'a@example.com', PASSWORD),
      signIn(server.baseUrl, tenantB.code, 'b@example.com', PASSWORD),
    ]);
    [keyA, keyB] = await Promise.all([issuerKey(tenantA.id), issuerKey(tenantB.id)]);
  });
  afterAll(async () => {
    await server.close();
    await external.close();
  });

  it('accepts a well-formed token of the tenant issuer (the control for every refusal below)', async () => {
    const response = await call(await tokenA());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: userA, tenant_id: tenantA.id });
  });

  it('refuses a request without a bearer token, or with one that is not a JWT', async () => {
    expect((await call(undefined)).status).toBe(401);
    expect((await call(undefined, '/api/profile', { authorization: 'Basic YTpi' })).status).toBe(401);
    const garbage = await call('not-a-token');
    expect(garbage.status).toBe(401);
    expect(await garbage.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
  });

  it("refuses alg none, HS256 keyed with the issuer's public key, and a forged signature", async () => {
    const valid = await tokenA();
    const [, payload] = valid.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    expect((await call(unsigned)).status).toBe(401);

    // The attacker's material: the issuer's published key, used as an HMAC secret.
    const published = (await (await fetch(`${issuerOf(tenantA.code)}/jwks`)).json()) as { keys: JWK[] };
    const publicPem = await exportSPKI((await importJWK(published.keys[0]!, 'RS256')) as CryptoKey);
    const now = Math.floor(Date.now() / 1000);
    const confused = await new SignJWT({
      iss: issuerOf(tenantA.code),
      aud: server.config.apiAudience,
      sub: userA,
      iat: now,
      exp: now + 300,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: keyA.jwk.kid })
      .sign(new TextEncoder().encode(publicPem));
    expect((await call(confused)).status).toBe(401);

    const other = await tokenA({ sub: userA, jti: 'other' });
    const spliced = `${valid.split('.').slice(0, 2).join('.')}.${other.split('.')[2]}`;
    expect((await call(spliced)).status).toBe(401);

    const { privateKey } = await generateKeyPair('RS256');
    const stranger = await tokenA({}, {}, { jwk: keyA.jwk, key: privateKey });
    expect((await call(stranger)).status).toBe(401);
  });

  it('refuses an expired token, one not valid yet, and one for another audience', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await call(await tokenA({ iat: now - 700, exp: now - 60 }))).status).toBe(401);
    expect((await call(await tokenA({ nbf: now + 60 }))).status).toBe(401);
    expect((await call(await tokenA({ aud: 'https://elsewhere.example/api' }))).status).toBe(401);
  });

  it('refuses an ID token, or any token not typed as an access token', async () => {
    const { idToken } = await signInForTokens(server.baseUrl, tenantA.code, 'a@example.com', PASSWORD);
    expect((await call(idToken)).status).toBe(401);
    expect((await call(await tokenA({}, { typ: 'JWT' }))).status).toBe(401);
  });

  it('refuses unknown issuers without fetching anything from them', async () => {
    const stranger = `${external.base}/realms/stranger`;
    expect((await call(await tokenA({ iss: stranger }))).status).toBe(401);
    expect((await call(await tokenA({ iss: issuerOf('no_such_tenant') }))).status).toBe(401);
    expect(external.requested.filter((url) => url.includes('stranger'))).toEqual([]);
  });

  it("takes the tenant from the token's issuer: tenant A's token cannot act in tenant B", async () => {
    const response = await call(await tokenA(), `/api/profile?tenantId=${tenantB.id}`, {
      'x-tenant-id': tenantB.id,
    });
    expect(await response.json()).toMatchObject({ tenant_id: tenantA.id });
    // B's issuer name on a token signed with A's key, and B's genuine signature over A's user.
    expect((await call(await tokenA({ iss: issuerOf(tenantB.code) }))).status).toBe(401);
    expect((await call(await tokenA({ iss: issuerOf(tenantB.code) }, {}, keyB))).status).toBe(401);
    const ownB = await call(await tokenA({ iss: issuerOf(tenantB.code), sub: userB }, {}, keyB));
    expect(await ownB.json()).toMatchObject({ id: userB, tenant_id: tenantB.id });
  });

  it('accepts a configured external issuer, matching its user by e-mail in the configured tenant', async () => {
    const now = Math.floor(Date.now() / 1000);
    const externalToken = (email: string) =>
      new SignJWT({
        iss: `${external.base}/realms/acme`,
        aud: server.config.apiAudience,
        sub: 'kc-1',
        email,
        iat: now,
        exp: now + 300,
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: 'external' })
        .sign(external.privateKey);
    const known = await call(await externalToken('A@example.com'));
    expect(known.status).toBe(200);
    expect(await known.json()).toMatchObject({ id: userA, tenant_id: tenantA.id });
    expect((await call(await externalToken('b@example.com'))).status).toBe(401);
  });

  it('shuts out a blocked user and applies a removed permission on the very next request', async () => {
    const { id: userId } = await server.db.withTenant(tenantA.id, async (tx) => {
      const group = await createPermissionGroup(tx, {
        tenantId: tenantA.id,
        name: 'Clerks',
        permissions: ['party:Read'],
      });
      return createUser(tx, {
        tenantId: tenantA.id,
        email: 'c@example.com',
        password: PASSWORD,
        permissionGroupIds: [group.id],
      });
    });
    const token = await tokenA({ sub: userId });
    expect(await (await call(token, '/api/profile/permissions')).json()).toEqual(['party:Read']);
    await server.db.withTenant(tenantA.id, (tx) =>
      tx.query(`update permission_group set permissions = '{}' where name = 'Clerks'`),
    );
    expect(await (await call(token, '/api/profile/permissions')).json()).toEqual([]);
    await server.db.withTenant(tenantA.id, (tx) =>
      tx.query('update user_account set active = false where id = $1', [userId]),
    );
    expect((await call(token)).status).toBe(401);
  });

  it('applies a change made through another server process on the next request of each', async () => {
    // A second process on the same database: its own pool and its own memory of tokens and identities.
    const otherDb = await openTestDatabase();
    const other = await buildApp({ db: otherDb, config: server.config, logger: false });
    try {
      const { id: userId, groupId } = await server.db.withTenant(tenantA.id, async (tx) => {
        const group = await createPermissionGroup(tx, {
          tenantId: tenantA.id,
          name: 'Readers',
          permissions: ['party:Read'],
        });
        const user = await createUser(tx, {
          tenantId: tenantA.id,
          email: 'd@example.com',
          password: PASSWORD,
          permissionGroupIds: [group.id],
        });
        return { ...user, groupId: group.id };
      });
      const token = await tokenA({ sub: userId });
      const permissionsAt = async (answer: Promise<{ json(): unknown }>) => (await answer).json();
      const askOther = () =>
        other.inject({ url: '/api/profile/permissions', headers: { authorization: `Bearer ${token}` } });
      // Both processes remember the user with their group.
      expect(await permissionsAt(call(token, '/api/profile/permissions'))).toEqual(['party:Read']);
      expect(await permissionsAt(askOther())).toEqual(['party:Read']);
      await otherDb.withTenant(tenantA.id, (tx) =>
        tx.query('delete from user_permission_group where user_id = $1 and permission_group_id = $2', [
          userId,
          groupId,
        ]),
      );
      expect(await permissionsAt(call(token, '/api/profile/permissions'))).toEqual([]);
      expect(await permissionsAt(askOther())).toEqual([]);
      await otherDb.withTenant(tenantA.id, (tx) =>
        tx.query('update user_account set active = false where id = $1', [userId]),
      );
      expect((await call(token)).status).toBe(401);
      expect((await askOther()).statusCode).toBe(401);
    } finally {
      await other.close();
      await otherDb.close();
    }
  });
});
