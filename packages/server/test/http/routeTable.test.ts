import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { SIGNED_IN } from '../../src/http/permissions.js';
import type { TestServer } from '../support/server.js';
import { signedInTenant } from '../support/signedInTenant.js';
import { addTestUser, type TestUser } from '../support/tenants.js';

interface Operation {
  method: string;
  path: string;
  permission?: string;
  isPublic: boolean;
}

/** Every API operation with its declared access rule, from the server's own OpenAPI document. */
async function apiOperations(server: TestServer): Promise<Operation[]> {
  const document = (await (await fetch(`${server.baseUrl}/api/docs`)).json()) as {
    paths: Record<string, Record<string, { 'x-permission'?: string; security?: unknown[] }>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        // Any value matches a path parameter; access is decided before the request is validated.
        path: path.replace(/\{[^}]+\}/g, randomUUID()),
        permission: operation['x-permission'],
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
      })),
    );
}

describe('the route table', () => {
  const env = signedInTenant('routes');
  let operations: Operation[];
  let noPermissions: TestUser;
  beforeAll(async () => {
    noPermissions = await addTestUser(env.server, env.tenant, []);
    operations = await apiOperations(env.server);
  });

  const call = (operation: Operation, user?: TestUser) =>
    fetch(`${env.server.baseUrl}${operation.path}`, {
      method: operation.method,
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
    });

  it('declares an access rule on every API operation', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(
      operations.filter((operation) => !operation.isPublic && operation.permission === undefined),
    ).toEqual([]);
  });

  it('answers 401 without a token on every operation that is not public', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((each) => !each.isPublic)) {
      const response = await call(operation);
      if (response.status !== 401)
        failures.push(`${operation.method} ${operation.path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 lackPermission on every operation whose permission the user does not hold', async () => {
    const guarded = operations.filter(
      (each) => each.permission !== undefined && each.permission !== SIGNED_IN,
    );
    expect(guarded.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const operation of guarded) {
      const response = await call(operation, noPermissions);
      const body = (await response.json()) as { message?: string };
      if (response.status !== 403 || body.message !== 'lackPermission') {
        failures.push(`${operation.method} ${operation.path} (${operation.permission}) → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets every signed-in user through the routes open to all of them', async () => {
    for (const operation of operations.filter((each) => each.permission === SIGNED_IN)) {
      expect((await call(operation, noPermissions)).status, `${operation.method} ${operation.path}`).not.toBe(
        403,
      );
    }
  });

  it('refuses to start when an API route declares no access rule', async () => {
    const app = await buildApp({ db: env.server.db, config: env.server.config, logger: false });
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      /declares neither config.permission nor config.public/,
    );
    await app.close();
  });
});
