import { afterEach, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../testing/fixtureServer.js';
import { ALREADY_MODIFIED_MESSAGE, ApiError } from './ApiError.js';
import { createApiClient } from './apiClient.js';
import { sessionCorrelationStore } from './correlationId.js';

let server: FixtureServer | undefined;
afterEach(async () => server?.close());

describe('API calls', () => {
  it('carry the bearer token and resend the correlation id the server last gave', async () => {
    server = await startFixtureServer({
      'GET /api/profile': { body: { email: 'anna@example.com' }, headers: { 'x-correlation-id': 'corr-1' } },
    });
    const correlation = sessionCorrelationStore();
    const api = createApiClient({ baseUrl: server.url, correlation, accessToken: async () => 'token-1' });

    expect(await api.get('/api/profile')).toEqual({ email: 'anna@example.com' });
    await api.get('/api/profile');

    const [first, second] = server.requests;
    expect(first?.headers.authorization).toBe('Bearer token-1');
    expect(first?.headers['x-correlation-id']).toBeUndefined();
    expect(second?.headers['x-correlation-id']).toBe('corr-1');
    expect(window.sessionStorage.getItem('coverline.correlationId')).toBe('corr-1');
  });

  it('wait until the user is signed in', async () => {
    server = await startFixtureServer({ 'GET /api/profile': { body: {} } });
    let signIn: (token: string) => void = () => undefined;
    const signedIn = new Promise<string>((resolve) => (signIn = resolve));
    const api = createApiClient({
      baseUrl: server.url,
      correlation: sessionCorrelationStore(),
      accessToken: () => signedIn,
    });

    const call = api.get('/api/profile');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
    signIn('late-token');
    await call;
    expect(server.requests[0]?.headers.authorization).toBe('Bearer late-token');
  });

  it('sign the user out on any 401', async () => {
    server = await startFixtureServer({
      'GET /api/profile': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    });
    let signedOut = 0;
    const api = createApiClient({
      baseUrl: server.url,
      correlation: sessionCorrelationStore(),
      accessToken: async () => 'expired',
      onUnauthorized: () => (signedOut += 1),
    });
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toBe(1);
  });

  it('turn error answers into errors with status, message, field errors and correlation id', async () => {
    server = await startFixtureServer({
      'PUT /api/lookups/1': {
        status: 409,
        headers: { 'x-correlation-id': 'corr-9' },
        body: { statusCode: 409, error: 'Conflict', message: ALREADY_MODIFIED_MESSAGE },
      },
      'POST /api/public/tenants': {
        status: 400,
        body: { statusCode: 400, message: 'validationFailed', validationErrors: { tenant: ['codeTaken'] } },
      },
    });
    const api = createApiClient({ baseUrl: server.url, correlation: sessionCorrelationStore() });

    const conflict = await api.put('/api/lookups/1', { version: 3 }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({
      status: 409,
      message: ALREADY_MODIFIED_MESSAGE,
      correlationId: 'corr-9',
    });
    expect(server.requests[0]?.body).toEqual({ version: 3 });

    const invalid = await api.post('/api/public/tenants', {}).catch((error: unknown) => error);
    expect(invalid).toMatchObject({ status: 400, validationErrors: { tenant: ['codeTaken'] } });
  });
});
