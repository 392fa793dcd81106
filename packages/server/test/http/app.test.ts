import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, JSON_BODY_LIMIT } from '../../src/app.js';
import { startTestServer, type TestServer } from '../support/server.js';

describe('the HTTP foundation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('echoes the correlation id the client sends', async () => {
    const response = await fetch(`${server.baseUrl}/.oidc-client`, {
      headers: { 'x-correlation-id': 'abc-123' },
    });
    expect(response.headers.get('x-correlation-id')).toBe('abc-123');
  });

  it('issues a correlation id when the client sends none or an unusable one', async () => {
    const none = await fetch(`${server.baseUrl}/.oidc-client`);
    expect(none.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await fetch(`${server.baseUrl}/.oidc-client`, {
      headers: { 'x-correlation-id': 'a b\tc' },
    });
    expect(forged.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown address with a 404 in the error format', async () => {
    const response = await fetch(`${server.baseUrl}/nothing-here.txt`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends security headers but no HSTS or upgrade-insecure-requests over plain HTTP', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // forms validate with the engine's schema interpreter: scripts never need to evaluate code
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers an unknown API address without a token with 401, revealing nothing about routes', async () => {
    const response = await fetch(`${server.baseUrl}/api/nothing-here`);
    expect(response.status).toBe(401);
  });

  it('publishes an OpenAPI document of the API', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
  });

  it('tells the browser no issuer when the deployment names no tenant', async () => {
    const response = await fetch(`${server.baseUrl}/.oidc-client`);
    expect(await response.json()).toEqual({
      issuer: null,
      logoUrl: null,
      wallpaperUrl: null,
      tenant: null,
      publicUrl: server.baseUrl,
    });
  });

  it('answers 413 to a JSON body over the limit', async () => {
    const response = await fetch(`${server.baseUrl}/api/public/tenants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tenant: 'x'.repeat(JSON_BODY_LIMIT) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('refuses a body that tries to pollute prototypes', async () => {
    const response = await fetch(`${server.baseUrl}/api/public/tenants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"tenant":"abc","__proto__":{"admin":true}}',
    });
    expect(response.status).toBe(400);
  });

  it('answers an unexpected failure with a generic 500 that reveals nothing, and keeps serving', async () => {
    const app = await buildApp({ db: server.db, config: server.config, logger: false });
    app.get('/api/public/failing', { config: { public: true } }, async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
    });
    const failed = await app.inject('/api/public/failing');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect((await app.inject('/.oidc-client')).statusCode).toBe(200);
    await app.close();
  });
});
