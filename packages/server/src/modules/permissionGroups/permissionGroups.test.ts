import { randomUUID } from 'node:crypto';
import type { PermissionGroup, User } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser } from '../../../test/support/tenants.js';

describe('permission groups', () => {
  const env = signedInTenant('pg', { other: true });
  const { call } = env;

  const addUser = async (firstName: string) => {
    const response = await call('POST', '/api/users', {
      email: `${randomUUID()}@example.com`,
      password: 'Member-pass-1',
      confirmPassword: 'Member-pass-1',
      firstName,
      locale: 'en-GB',
    });
    return response.body as User;
  };

  const create = async (body: object) => {
    const response = await call('POST', '/api/permission-groups', body);
    if (response.status !== 200) throw new Error(JSON.stringify(response));
    return response.body as PermissionGroup;
  };

  it('creates a group with translations, permissions and members, and reads it back', async () => {
    const [anna, juris] = [await addUser('Anna'), await addUser('Juris')];
    const name = `Underwriters ${randomUUID()}`;
    const group = await create({
      name,
      translations: { de: 'Underwriter' },
      permissions: ['quote:Read', 'QuoteApprove', 'party:*'],
      members: [{ id: juris.id }, { id: anna.id }],
    });
    expect(group).toMatchObject({
      name,
      translations: { de: 'Underwriter' },
      permissions: ['quote:Read', 'QuoteApprove', 'party:*'],
      active: true,
      members: [
        { id: anna.id, name: 'Anna', email: anna.email, active: true },
        { id: juris.id, name: 'Juris', email: juris.email, active: true },
      ],
    });
    expect((await call('GET', `/api/permission-groups/${group.id}`)).body).toEqual(group);
    const listed = await call('GET', `/api/permission-groups/find?search=${encodeURIComponent(name)}`);
    expect(listed.body).toEqual({
      count: 1,
      items: [
        {
          id: group.id,
          name,
          translations: { de: 'Underwriter' },
          status: 'ACTIVE',
          memberCount: 2,
          permissionCount: 3,
        },
      ],
    });
    expect((await call('GET', `/api/permission-groups/find-all?ids=${group.id}`)).body).toEqual(
      (listed.body as { items: unknown[] }).items,
    );
  });

  it('refuses an empty or taken name and permissions outside the catalogue', async () => {
    const name = `Taken ${randomUUID()}`;
    await create({ name, permissions: [] });
    expect(await call('POST', '/api/permission-groups', { name, permissions: [] })).toMatchObject({
      status: 400,
      body: { validationErrors: { name: ['notUnique'] } },
    });
    expect(
      await call('POST', '/api/permission-groups', {
        name: ' ',
        permissions: ['quote:Read', 'quote:Fly', 'spaceship:*'],
      }),
    ).toMatchObject({
      status: 400,
      body: {
        validationErrors: {
          name: ['required'],
          'permissions.1': ['permissionNotGrantable'],
          'permissions.2': ['permissionNotGrantable'],
        },
      },
    });
    expect(
      await call('POST', '/api/permission-groups', {
        name: `M ${randomUUID()}`,
        permissions: [],
        members: [{ id: randomUUID() }],
      }),
    ).toMatchObject({ status: 400, body: { validationErrors: { members: ['unknownUser'] } } });
  });

  it('updates a group at its version only, disables and activates it', async () => {
    const group = await create({ name: `Clerks ${randomUUID()}`, permissions: ['party:Read'] });
    const update = { id: group.id, version: group.version, name: group.name, permissions: ['party:*'] };
    expect(await call('PUT', '/api/permission-groups', update)).toMatchObject({
      status: 200,
      body: { permissions: ['party:*'], version: group.version + 1 },
    });
    expect((await call('PUT', '/api/permission-groups', update)).status).toBe(409);
    expect(
      await call('PUT', `/api/permission-groups/${group.id}/update-status`, { active: false }),
    ).toMatchObject({ status: 200, body: { active: false, version: group.version + 2 } });
    expect(
      await call('PUT', `/api/permission-groups/${group.id}/update-status`, { active: true }),
    ).toMatchObject({ status: 200, body: { active: true } });
  });

  it('adds and removes one member, and finds candidates by name or ids', async () => {
    const marker = randomUUID().slice(0, 8);
    const user = await addUser(`Candidate${marker}`);
    const group = await create({ name: `Team ${marker}`, permissions: ['quote:Read'] });
    const added = await call('POST', `/api/permission-groups/${group.id}/users/${user.id}`);
    expect(added).toMatchObject({ status: 200, body: { members: [{ id: user.id }] } });
    expect((await call('GET', `/api/permission-groups/find-members?name=candidate${marker}`)).body).toEqual([
      { id: user.id, name: `Candidate${marker}`, email: user.email, active: true },
    ]);
    expect((await call('GET', `/api/permission-groups/find-members?ids=${user.id}`)).body).toHaveLength(1);
    const removed = await call('DELETE', `/api/permission-groups/${group.id}/users/${user.id}`);
    expect(removed).toMatchObject({ status: 200, body: { members: [] } });
    expect((await call('DELETE', `/api/permission-groups/${group.id}/users/${user.id}`)).status).toBe(404);
  });

  it("answers 404 for another tenant's group or user, and 403 without the permission", async () => {
    const theirs = await call(
      'POST',
      '/api/permission-groups',
      { name: 'Theirs', permissions: [] },
      env.other.admin,
    );
    const theirGroup = theirs.body as PermissionGroup;
    const ours = await create({ name: `Ours ${randomUUID()}`, permissions: [] });
    const theirUser = (await call('GET', '/api/profile', undefined, env.other.admin)).body as { id: string };
    for (const [method, path, body] of [
      ['GET', `/api/permission-groups/${theirGroup.id}`, undefined],
      ['PUT', `/api/permission-groups/${theirGroup.id}/update-status`, { active: false }],
      ['POST', `/api/permission-groups/${theirGroup.id}/users/${theirUser.id}`, undefined],
      ['POST', `/api/permission-groups/${ours.id}/users/${theirUser.id}`, undefined],
      [
        'PUT',
        '/api/permission-groups',
        { id: theirGroup.id, version: theirGroup.version, name: 'Mine', permissions: [] },
      ],
    ] as const) {
      expect((await call(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await call('GET', `/api/permission-groups/find-members?ids=${theirUser.id}`)).body).toEqual([]);

    const reader = await addTestUser(env.server, env.tenant, [
      'permissionGroup:Read',
      'permissionGroup:List',
    ]);
    expect((await call('GET', `/api/permission-groups/${ours.id}`, undefined, reader)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/permission-groups', { name: 'No', permissions: [] }],
      ['PUT', `/api/permission-groups/${ours.id}/update-status`, { active: false }],
      ['POST', `/api/permission-groups/${ours.id}/users/${theirUser.id}`, undefined],
      ['GET', '/api/permission-groups/find-members', undefined],
      ['GET', '/api/permission-groups/find-all', undefined],
    ] as const) {
      expect((await call(method, path, body, reader)).status, `${method} ${path}`).toBe(403);
    }
  });
});
