import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createUser } from '../auth/users.js';
import { insertTenant } from '../../test/support/database.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import {
  authorize,
  Browser,
  exchangeCode,
  signInForTokens,
  type TokenSet,
} from '../../test/support/signIn.js';

describe('a restart of the server on the same database and key encryption key', () => {
  let server: TestServer;
  let restarted: FastifyInstance;
  let tenant: { id: string; code: string };
  const browser = new Browser();
  let before: TokenSet;

  beforeAll(async () => {
    server = await startTestServer();
    tenant = await insertTenant(server.db);
    await server.db.withTenant(tenant.id, (tx) =>
      createUser(tx, { tenantId: tenant.id, email: 'ida@example.com', password: 'Secret-123' }),
    );
    before = await signInForTokens(server.baseUrl, tenant.code, 'ida@example.com', 'Secret-123', { browser });
    // A new application (new providers, key caches and memory) on the same port and database.
    await server.app.close();
    restarted = await buildApp({ db: server.db, config: server.config, logger: false });
    await restarted.listen({ port: server.config.port, host: '127.0.0.1' });
    // fetch's pool may still hold a keep-alive socket to the old server: one request discards it.
    await fetch(`${server.baseUrl}/.oidc-client`).catch(() => undefined);
  });
  afterAll(async () => {
    await restarted.close();
    await server.db.close();
  });

  it('still accepts access tokens issued before it', async () => {
    const response = await fetch(`${server.baseUrl}/api/profile`, {
      headers: { authorization: `Bearer ${before.accessToken}` },
    });
    expect(response.status).toBe(200);
  });

  it('keeps the browser signed in', async () => {
    const authorization = await authorize(server.baseUrl, tenant.code, 'ida@example.com', 'wrong', {
      browser,
    });
    await expect(exchangeCode(authorization)).resolves.toHaveProperty('accessToken');
  });

  it('refuses to start with another key encryption key, naming the setting', async () => {
    const config = { ...server.config, keyEncryptionKey: randomBytes(32) };
    await expect(buildApp({ db: server.db, config, logger: false })).rejects.toThrow(
      /sign-in keys stored in the database do not decrypt with this key encryption key \(KEY_ENCRYPTION_KEY/,
    );
  });

  it('still refreshes with a refresh token issued before it', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/${tenant.code}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: before.refreshToken!,
        client_id: 'coverline-app',
      }),
    });
    expect(response.status).toBe(200);
  });
});
