import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTenantCode } from '../../../test/support/database.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { signIn } from '../../../test/support/signIn.js';
import { api, TEST_PASSWORD } from '../../../test/support/tenants.js';

describe('tenant registration and login lookups', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_RATE_LIMIT: '1000' });
  });
  afterAll(() => server.close());

  const register = (body: Record<string, unknown>) =>
    api(server, undefined, 'POST', '/api/public/tenants', body);
  const valid = (tenant: string) => ({
    tenant,
    email: `owner@${tenant}.test`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });

  it('registers a tenant whose administrator can sign in at once and holds every permission', async () => {
    const code = uniqueTenantCode('reg');
    const response = await register(valid(code));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code, logins: [`${server.baseUrl}/oidc/${code}`] });

    const token = await signIn(server.baseUrl, code, `owner@${code}.test`, TEST_PASSWORD);
    const permissions = await fetch(`${server.baseUrl}/api/profile/permissions`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await permissions.json()).toEqual(['*']);
  });

  it('gives the new tenant its default settings and the predefined object definitions', async () => {
    const code = uniqueTenantCode('reg');
    const { body } = await register(valid(code));
    const { id } = body as { id: string };
    const state = await server.db.withTenant(id, async (tx) => ({
      settings: (await tx.query('select settings from tenant_settings')).rows[0]?.settings,
      objectTypes: (await tx.query('select object_type from object_definition order by seq')).rows.map(
        (row) => row.object_type,
      ),
    }));
    expect(state.settings).toMatchObject({ initialized: false, defaultCurrency: 'EUR', country: 'LV' });
    expect(state.objectTypes).toEqual(expect.arrayContaining(['PRIVATE', 'LEGAL']));
  });

  it('reports every broken rule of the form on its field', async () => {
    const response = await register({
      tenant: '-x',
      email: 'nope',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      validationErrors: {
        tenant: ['codeLengthMin', 'matchPattern'],
        email: ['emailInvalid'],
        password: expect.arrayContaining([
          'passwordLengthMin',
          'passwordUppercase',
          'passwordDigit',
          'passwordSymbol',
        ]),
        confirmPassword: ['passwordMismatch'],
      },
    });
  });

  it('requires every field, and limits the code to 50 characters', async () => {
    expect((await register({})).body).toMatchObject({
      validationErrors: {
        tenant: ['codeRequired'],
        email: ['emailRequired'],
        password: ['passwordRequired'],
        confirmPassword: ['confirmPasswordRequired'],
      },
    });
    const long = (await register(valid('a'.repeat(51)))).body as {
      validationErrors: Record<string, string[]>;
    };
    expect(long.validationErrors.tenant).toEqual(['codeLengthMax']);
  });

  it('refuses an account name taken in any letter case, with a message the screen can show', async () => {
    const code = uniqueTenantCode('dup');
    await register(valid(code));
    const response = await register(valid(code.toUpperCase()));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'An account with this name already exists',
      validationErrors: { tenant: ['codeTaken'] },
    });
  });

  it('rejects properties the form does not have instead of ignoring them', async () => {
    const response = await register({ ...valid(uniqueTenantCode('x')), tenantId: 'b' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ validationErrors: { tenantId: ['unknownField'] } });
  });

  it('lists the login URLs of an account by name (any case) and by id; unknown → 404 with a message', async () => {
    const code = uniqueTenantCode('login');
    const { body } = await register(valid(code));
    const { id } = body as { id: string };
    const issuer = `${server.baseUrl}/oidc/${code}`;
    expect(
      await api(server, undefined, 'GET', `/api/public/tenants/name/${code.toUpperCase()}/logins`),
    ).toEqual({
      status: 200,
      body: [issuer],
    });
    expect(await api(server, undefined, 'GET', `/api/public/tenants/id/${id}/logins`)).toEqual({
      status: 200,
      body: [issuer],
    });
    expect(
      await api(server, undefined, 'GET', '/api/public/tenants/name/no_such_account/logins'),
    ).toMatchObject({
      status: 404,
      body: { message: 'No account with this name exists' },
    });
  });
});

describe('public calls are rate limited per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_RATE_LIMIT: '3' });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After once the limit is used up', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let call = 0; call < 4; call++) {
      const response = await fetch(`${server.baseUrl}/api/public/tenants/name/nobody/logins`);
      statuses.push(response.status);
      retryAfter = response.headers.get('retry-after');
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
