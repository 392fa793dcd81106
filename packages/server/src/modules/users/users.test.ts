import { randomUUID } from 'node:crypto';
import type { PermissionGroup, User } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { signIn } from '../../../test/support/signIn.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';
import { tracedApp } from '../../../test/support/tracedApp.js';

const PASSWORD = 'Quote-maker-1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('user administration', () => {
  const env = signedInTenant('us', { other: true });
  const { call } = env;

  /** A new group of the tenant holding `permissions`. */
  const group = async (permissions: string[], name = `Group ${randomUUID()}`) => {
    const response = await call('POST', '/api/permission-groups', { name, permissions });
    if (response.status !== 200) throw new Error(JSON.stringify(response));
    return response.body as PermissionGroup;
  };

  /** A new user added by the administrator through the API, in these groups. */
  const addUser = async (groups: { id: string }[] = [], extra: Record<string, unknown> = {}) => {
    const email = `${randomUUID()}@example.com`;
    const response = await call('POST', '/api/users', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      locale: 'lv-LV',
      permissionGroups: groups.map(({ id }) => ({ id })),
      ...extra,
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response));
    return response.body as User;
  };

  const signedIn = async (user: User): Promise<TestUser> => ({
    email: user.email,
    token: await signIn(env.server.baseUrl, env.tenant.code, user.email, PASSWORD),
  });

  it('adds a user who signs in at once, holding the permissions of their groups', async () => {
    const quotes = await group(['quote:Read', 'quote:Find']);
    const broker = await call('POST', '/api/intermediaries', {
      data: { intermediary: { name: 'Broker Ltd', code: `BL${Date.now()}`, email: 'office@broker.test' } },
    });
    expect(broker.status, JSON.stringify(broker.body)).toBe(200);
    const intermediaryId = (broker.body as { id: string }).id;
    const user = await addUser([quotes], {
      email: `  Ilze.${randomUUID()}@Example.com `,
      firstName: 'Ilze',
      lastName: 'Kalniņa',
      // the name is the intermediary's, whatever the form sends
      affiliation: { id: intermediaryId, name: 'Brokers' },
    });
    expect(user).toMatchObject({
      firstName: 'Ilze',
      name: 'Ilze Kalniņa',
      locale: 'lv-LV',
      active: true,
      affiliation: { id: intermediaryId, name: 'Broker Ltd' },
      permissionGroups: [{ id: quotes.id, name: quotes.name, active: true }],
      avatar: null,
    });
    expect(user.email).toMatch(/^ilze\.[0-9a-f-]+@example\.com$/);
    const member = await signedIn(user);
    // working for an intermediary restricts the user to its records
    expect((await call('GET', '/api/profile/permissions', undefined, member)).body).toEqual([
      'partner:Restriction',
      'quote:Find',
      'quote:Read',
    ]);
    await expect(addUser([], { affiliation: { id: randomUUID(), name: 'Nobody' } })).rejects.toThrow(
      /unknownIntermediary/,
    );
    expect((await call('GET', `/api/users/${user.id}`)).body).toEqual(user);
  });

  it('starts the add form with the tenant language and no group', async () => {
    expect((await call('POST', '/api/users/init', {})).body).toEqual({
      email: '',
      firstName: null,
      lastName: null,
      locale: 'en-GB',
      affiliation: null,
      permissionGroups: [],
    });
  });

  it('refuses a malformed e-mail, a weak or unconfirmed password and a taken e-mail, field by field', async () => {
    const refused = await call('POST', '/api/users', {
      email: 'not-an-email',
      password: 'weak',
      confirmPassword: 'other',
      locale: 'en-GB',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        validationErrors: {
          email: ['emailInvalid'],
          password: ['passwordLengthMin', 'passwordUppercase', 'passwordDigit', 'passwordSymbol'],
          confirmPassword: ['passwordMismatch'],
        },
      },
    });
    const existing = await addUser();
    const taken = await call('POST', '/api/users', {
      email: existing.email.toUpperCase(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      locale: 'en-GB',
    });
    expect(taken).toMatchObject({ status: 400, body: { validationErrors: { email: ['emailTaken'] } } });
    const badLocale = await call('POST', '/api/users', {
      email: `${randomUUID()}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      locale: 'xx-XX',
    });
    expect(badLocale.status).toBe(400);
  });

  it('lists users a page at a time, searchable, blocked ones too', async () => {
    const marker = randomUUID().slice(0, 8);
    const first = await addUser([], { firstName: `Zz${marker}`, lastName: 'One' });
    const second = await addUser([], { firstName: `Zz${marker}`, lastName: 'Two' });
    await call('PUT', `/api/users/${second.id}/update-status`, { active: false });
    const page = await call('GET', `/api/users/find?search=zz${marker}&limit=1`);
    expect(page.body).toEqual({
      count: 2,
      items: [
        { id: first.id, name: `Zz${marker} One`, email: first.email, status: 'ACTIVE', affiliation: null },
      ],
    });
    const next = await call('GET', `/api/users/find?search=zz${marker}&limit=1&page=1`);
    expect(next.body).toMatchObject({ items: [{ id: second.id, status: 'BLOCKED' }] });
    expect((await call('GET', '/api/users/find?sorting=password:ASC')).status).toBe(400);
  });

  it('edits names, language and affiliation; a stale version is refused with 409', async () => {
    const user = await addUser();
    const update = {
      id: user.id,
      version: user.version,
      firstName: 'Jānis',
      lastName: ' ',
      locale: 'de-DE',
      affiliation: null,
    };
    const saved = await call('PUT', '/api/users', update);
    expect(saved).toMatchObject({
      status: 200,
      body: { firstName: 'Jānis', lastName: null, name: 'Jānis', locale: 'de-DE', version: user.version + 1 },
    });
    expect((await call('PUT', '/api/users', update)).status).toBe(409);
  });

  it('blocks a user: their token is refused on the next call and they cannot sign in until activated', async () => {
    const user = await addUser();
    const member = await signedIn(user);
    expect((await call('GET', '/api/profile', undefined, member)).status).toBe(200);

    const blocked = await call('PUT', `/api/users/${user.id}/update-status`, { active: false });
    expect(blocked).toMatchObject({ status: 200, body: { active: false, version: user.version + 1 } });
    expect((await call('GET', '/api/profile', undefined, member)).status).toBe(401);
    await expect(signedIn(user)).rejects.toThrow();

    await call('PUT', `/api/users/${user.id}/update-status`, { active: true });
    expect((await call('GET', '/api/profile', undefined, await signedIn(user))).status).toBe(200);
  });

  it('applies a change of a group to its members on their next request', async () => {
    const readers = await group(['quote:Read']);
    const member = await signedIn(await addUser([readers]));
    expect((await call('GET', '/api/users/find', undefined, member)).status).toBe(403);

    const granted = await call('PUT', '/api/permission-groups', {
      id: readers.id,
      version: readers.version,
      name: readers.name,
      permissions: ['quote:Read', 'user:Read'],
    });
    expect(granted.status).toBe(200);
    expect((await call('GET', '/api/users/find', undefined, member)).status).toBe(200);

    await call('PUT', `/api/permission-groups/${readers.id}/update-status`, { active: false });
    expect((await call('GET', '/api/users/find', undefined, member)).status).toBe(403);
  });

  it("sets another user's groups, and replaces their password: the new one signs in, the old one not", async () => {
    const user = await addUser();
    const quotes = await group(['quote:*']);
    const changed = await call('PUT', `/api/users/${user.id}/update-permission-groups`, {
      version: user.version,
      permissionGroups: [{ id: quotes.id }],
    });
    expect(changed).toMatchObject({ status: 200, body: { permissionGroups: [{ id: quotes.id }] } });

    const weak = await call('PUT', `/api/users/${user.id}/change-password`, {
      password: 'short',
      confirmPassword: 'short',
    });
    expect(weak).toMatchObject({ status: 400, body: { validationErrors: { password: expect.any(Array) } } });
    const reset = await call('PUT', `/api/users/${user.id}/change-password`, {
      password: 'Brand-new-2',
      confirmPassword: 'Brand-new-2',
    });
    expect(reset).toEqual({ status: 204, body: undefined });
    await expect(signedIn(user)).rejects.toThrow();
    await signIn(env.server.baseUrl, env.tenant.code, user.email, 'Brand-new-2');
  });

  it("stores, serves and removes another user's photo", async () => {
    const user = await addUser();
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${env.server.baseUrl}/api/users/${user.id}/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.tenant.admin.token}` },
      body: form,
    });
    const { avatar } = (await uploaded.json()) as User;
    expect(avatar).toMatch(new RegExp(`/api/users/${user.id}/photo\\?version=\\d+$`));
    const photo = await fetch(avatar as string, {
      headers: { authorization: `Bearer ${env.tenant.admin.token}` },
    });
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG);
    expect((await call('GET', `/api/users/${user.id}/avatar`)).body).toMatchObject({ id: user.id, avatar });
    expect((await call('DELETE', `/api/users/${user.id}/photo`)).status).toBe(204);
    expect((await call('GET', `/api/users/${user.id}/photo`)).status).toBe(404);
  });

  describe('keeps the tenant administrable', () => {
    it('refuses to block, or take out of their group, the last active administrator', async () => {
      const admin = (await call('GET', '/api/profile')).body as { id: string };
      const me = (await call('GET', `/api/users/${admin.id}`)).body as User;
      const administrators = me.permissionGroups[0] as { id: string };
      const last = { status: 400, body: { message: 'lastAdministratorGroup' } };

      expect(await call('PUT', `/api/users/${me.id}/update-status`, { active: false })).toMatchObject(last);
      expect(
        await call('PUT', `/api/users/${me.id}/update-permission-groups`, {
          version: me.version,
          permissionGroups: [],
        }),
      ).toMatchObject(last);
      expect(
        await call('DELETE', `/api/permission-groups/${administrators.id}/users/${me.id}`),
      ).toMatchObject(last);
      expect(
        await call('PUT', `/api/permission-groups/${administrators.id}/update-status`, { active: false }),
      ).toMatchObject(last);
      const current = (await call('GET', `/api/permission-groups/${administrators.id}`))
        .body as PermissionGroup;
      expect(
        await call('PUT', '/api/permission-groups', {
          id: current.id,
          version: current.version,
          name: current.name,
          permissions: ['tenant:UpdateSettings'],
        }),
      ).toMatchObject(last);
      expect(
        await call('PUT', '/api/permission-groups', {
          id: current.id,
          version: current.version,
          name: current.name,
          permissions: current.permissions,
          members: [],
        }),
      ).toMatchObject(last);
      // Nothing changed: the administrator still administers.
      expect((await call('GET', `/api/permission-groups/${administrators.id}`)).body).toEqual(current);

      // With a second administering group holding an active member, the first may be disabled.
      const deputies = await group(['tenant:*', 'user:*'], `Deputies ${randomUUID()}`);
      const deputy = await addUser([deputies]);
      expect(
        (await call('PUT', `/api/permission-groups/${administrators.id}/update-status`, { active: false }))
          .status,
      ).toBe(200);
      const deputyToken = await signedIn(deputy);
      expect(
        (
          await call(
            'PUT',
            `/api/permission-groups/${administrators.id}/update-status`,
            { active: true },
            deputyToken,
          )
        ).status,
      ).toBe(403);
      await call('PUT', `/api/permission-groups/${deputies.id}/update-status`, { active: false });
      // The deputies group lacks permissionGroup:*, so the earlier disabling is undone directly.
      await env.server.db.withTenant(env.tenant.id, (tx) =>
        tx.query('update permission_group set active = true where id = $1', [administrators.id]),
      );
    });
  });

  describe('permissions and isolation', () => {
    let reader: TestUser;
    let creator: TestUser;
    beforeAll(async () => {
      reader = await addTestUser(env.server, env.tenant, ['user:Read']);
      creator = await addTestUser(env.server, env.tenant, ['user:Create']);
    });

    it('answers 403 to every change without its permission', async () => {
      const user = await addUser();
      for (const [method, path, body] of [
        [
          'POST',
          '/api/users',
          { email: 'x@example.com', password: PASSWORD, confirmPassword: PASSWORD, locale: 'en-GB' },
        ],
        ['POST', '/api/users/init', {}],
        [
          'PUT',
          '/api/users',
          {
            id: user.id,
            version: user.version,
            firstName: null,
            lastName: null,
            locale: 'en-GB',
            affiliation: null,
          },
        ],
        ['PUT', `/api/users/${user.id}/update-status`, { active: false }],
        [
          'PUT',
          `/api/users/${user.id}/change-password`,
          { password: 'Other-pass-1', confirmPassword: 'Other-pass-1' },
        ],
        ['PUT', `/api/users/${user.id}/update-permission-groups`, { version: 1, permissionGroups: [] }],
        ['DELETE', `/api/users/${user.id}/photo`, undefined],
        ['GET', `/api/users/${user.id}/photo`, undefined],
      ] as const) {
        expect((await call(method, path, body, reader)).status, `${method} ${path}`).toBe(403);
      }
      expect((await call('GET', `/api/users/${user.id}`, undefined, reader)).status).toBe(200);
    });

    it('lets a creator without group administration add users only without groups', async () => {
      const quotes = await group(['quote:Read']);
      const input = { password: PASSWORD, confirmPassword: PASSWORD, locale: 'en-GB' };
      const withGroup = await call(
        'POST',
        '/api/users',
        { ...input, email: `${randomUUID()}@example.com`, permissionGroups: [{ id: quotes.id }] },
        creator,
      );
      expect(withGroup.status).toBe(403);
      const plain = await call(
        'POST',
        '/api/users',
        { ...input, email: `${randomUUID()}@example.com` },
        creator,
      );
      expect(plain.status).toBe(200);
    });

    it("answers 404 for another tenant's user and refuses another tenant's group", async () => {
      const theirs = (await call('GET', '/api/profile', undefined, env.other.admin)).body as { id: string };
      for (const [method, path, body] of [
        ['GET', `/api/users/${theirs.id}`, undefined],
        ['GET', `/api/users/${theirs.id}/avatar`, undefined],
        ['PUT', `/api/users/${theirs.id}/update-status`, { active: false }],
        [
          'PUT',
          `/api/users/${theirs.id}/change-password`,
          { password: 'Hijack-pass-1', confirmPassword: 'Hijack-pass-1' },
        ],
        ['PUT', `/api/users/${theirs.id}/update-permission-groups`, { version: 1, permissionGroups: [] }],
        [
          'PUT',
          '/api/users',
          { id: theirs.id, version: 1, firstName: 'X', lastName: null, locale: 'en-GB', affiliation: null },
        ],
        ['DELETE', `/api/users/${theirs.id}/photo`, undefined],
      ] as const) {
        expect((await call(method, path, body)).status, `${method} ${path}`).toBe(404);
      }
      const theirGroup = (
        (await call('GET', '/api/permission-groups/find', undefined, env.other.admin)).body as {
          items: { id: string }[];
        }
      ).items[0] as { id: string };
      const refused = await call('POST', '/api/users', {
        email: `${randomUUID()}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        locale: 'en-GB',
        permissionGroups: [{ id: theirGroup.id }],
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { validationErrors: { permissionGroups: ['unknownPermissionGroup'] } },
      });
      expect((await call('GET', `/api/users/find`)).body).not.toMatchObject({
        items: expect.arrayContaining([expect.objectContaining({ id: theirs.id })]),
      });
    });
  });

  it('never answers or logs a password or its hash', async () => {
    const { app, lines } = await tracedApp(env.server);
    const secret = `Secret-${randomUUID()}-1`;
    const inject = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
      (
        await app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${env.tenant.admin.token}` },
          ...(payload === undefined ? {} : { payload }),
        })
      ).body;
    const created = await inject('POST', '/api/users', {
      email: `${randomUUID()}@example.com`,
      password: secret,
      confirmPassword: secret,
      locale: 'en-GB',
    });
    const { id } = JSON.parse(created) as User;
    const answers = [
      created,
      await inject('PUT', `/api/users/${id}/change-password`, {
        password: `${secret}x`,
        confirmPassword: `${secret}x`,
      }),
      await inject('GET', `/api/users/${id}`),
      await inject('GET', '/api/users/find'),
      await inject('GET', `/api/permission-groups/find-members?ids=${id}`),
    ];
    await app.close();
    const { rows } = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query<{ password_hash: string }>('select password_hash from user_account where id = $1', [id]),
    );
    const hash = (rows[0] as { password_hash: string }).password_hash;
    const history = await env.server.db.withTenant(env.tenant.id, (tx) =>
      tx.query('select previous_state, new_state from history where object_id = $1', [id]),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const text of [...answers, ...lines, JSON.stringify(history.rows)]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(hash);
      expect(text).not.toMatch(/password_?hash/i);
    }
  });
});
