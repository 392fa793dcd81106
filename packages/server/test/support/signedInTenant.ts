import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './server.js';
import { api, registerTestTenant, type ApiResponse, type TestTenant, type TestUser } from './tenants.js';

export interface SignedInTenant {
  /** The running test server (set by the `beforeAll` hook). */
  server: TestServer;
  /** The registered tenant whose administrator is signed in. */
  tenant: TestTenant;
  /** The API as `user`, by default the tenant's administrator. */
  call(method: string, path: string, body?: unknown, user?: TestUser): Promise<ApiResponse>;
}

export interface SignedInTenants extends SignedInTenant {
  /** A second registered tenant, to show that the first one's data stays its own. */
  other: TestTenant;
}

/**
 * The setup most API tests share: registers hooks that start the test server before the enclosing
 * `describe` block's tests, register a tenant (and, with `{ other: true }`, a second one) with tenant codes
 * starting with `prefix` and sign their administrators in, and close the server afterwards. The returned
 * object is filled in by the `beforeAll` hook (`env` adds configuration variables of the server), so read its fields inside hooks and tests only.
 */
export function signedInTenant(prefix: string, options?: { env?: Record<string, string> }): SignedInTenant;
export function signedInTenant(
  prefix: string,
  options: { other: true; env?: Record<string, string> },
): SignedInTenants;
export function signedInTenant(
  prefix: string,
  { other = false, env: serverEnv = {} }: { other?: boolean; env?: Record<string, string> } = {},
): SignedInTenant | SignedInTenants {
  const env = {
    call: (method: string, path: string, body?: unknown, user: TestUser = env.tenant.admin) =>
      api(env.server, user, method, path, body),
  } as SignedInTenants;
  beforeAll(async () => {
    env.server = await startTestServer(serverEnv);
    if (other) {
      [env.tenant, env.other] = await Promise.all([
        registerTestTenant(env.server, `${prefix}_a`),
        registerTestTenant(env.server, `${prefix}_b`),
      ]);
    } else {
      env.tenant = await registerTestTenant(env.server, prefix);
    }
  });
  afterAll(() => env.server.close());
  return env;
}
