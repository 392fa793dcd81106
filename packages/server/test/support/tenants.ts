import { createPermissionGroup, createUser } from '../../src/auth/users.js';
import { registerTenant } from '../../src/modules/tenants/service.js';
import { uniqueTenantCode } from './database.js';
import type { TestServer } from './server.js';
import { signIn } from './signIn.js';

export const TEST_PASSWORD = 'Correct-horse-1';

export interface TestUser {
  email: string;
  /** Bearer access token from a real sign-in at the tenant's embedded issuer. */
  token: string;
}

export interface TestTenant {
  id: string;
  code: string;
  /** The registrant: member of "Administrators", which holds `*`. */
  admin: TestUser;
}

/** Registers a tenant through the real registration service and signs its administrator in. */
export async function registerTestTenant(server: TestServer, prefix = 't'): Promise<TestTenant> {
  const code = uniqueTenantCode(prefix);
  const email = `admin@${code}.test`;
  const tenant = await registerTenant(server.db, {
    tenant: code,
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });
  return {
    id: tenant.id,
    code,
    admin: { email, token: await signIn(server.baseUrl, code, email, TEST_PASSWORD) },
  };
}

/** Adds a signed-in user holding exactly `permissions` (an empty list: a user in no group). */
export async function addTestUser(
  server: TestServer,
  tenant: TestTenant,
  permissions: string[],
): Promise<TestUser> {
  const email = `user${Math.random().toString(36).slice(2, 10)}@${tenant.code}.test`;
  await server.db.withTenant(tenant.id, async (tx) => {
    const groups =
      permissions.length === 0
        ? []
        : [
            (await createPermissionGroup(tx, { tenantId: tenant.id, name: `Group of ${email}`, permissions }))
              .id,
          ];
    await createUser(tx, { tenantId: tenant.id, email, password: TEST_PASSWORD, permissionGroupIds: groups });
  });
  return { email, token: await signIn(server.baseUrl, tenant.code, email, TEST_PASSWORD) };
}

/** An API answer: its status and its parsed JSON body (`undefined` when empty). */
export interface ApiResponse {
  status: number;
  body: unknown;
}

/** `fetch` of the test server's API with a user's token and JSON in and out. */
export async function api(
  server: TestServer,
  user: TestUser | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (user !== undefined) headers.authorization = `Bearer ${user.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
