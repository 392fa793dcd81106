import type { Assignment, AssignmentConflict, Party, UserAvatar } from '@coverline/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { addTestUser, type TestUser } from '../../../test/support/tenants.js';

describe('user assignments', () => {
  const env = signedInTenant('asg', { other: true });
  const { call } = env;
  let colleague: TestUser;
  let selfAssigner: TestUser;
  let users: UserAvatar[];

  const newPerson = async (user?: TestUser) => {
    const data = { person: { firstName: 'Anna', lastName: 'Ozola', personalCode: `A-${Math.random()}` } };
    const saved = await call('POST', '/api/parties', { partyType: 'PRIVATE', data }, user);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return (saved.body as Party).id;
  };
  const idOf = (user: TestUser) => (users.find((avatar) => avatar.name === user.email) as UserAvatar).id;

  beforeAll(async () => {
    colleague = await addTestUser(env.server, env.tenant, ['party:Read', 'userAssignment:*']);
    selfAssigner = await addTestUser(env.server, env.tenant, [
      'party:Read',
      'userAssignment:SelfAssign',
      'userAssignment:SelfDelete',
      'userAssignment:Read',
    ]);
    const listed = await call('GET', '/api/users/active/avatars');
    expect(listed.status).toBe(200);
    users = listed.body as UserAvatar[];
  });

  it('lists the active users as avatars', () => {
    expect(users.map((user) => user.name)).toEqual(
      expect.arrayContaining([env.tenant.admin.email, colleague.email, selfAssigner.email]),
    );
    expect(users[0]).toMatchObject({ active: true, avatar: null, version: expect.any(Number) });
  });

  it('assigns, answers 409 with the current assignee over another, and reassigns with force', async () => {
    const refId = await newPerson();
    const target = { refId, type: 'party' };
    const first = await call('POST', `/api/user-assignments/${idOf(colleague)}/assign`, target);
    expect(first.status).toBe(200);
    expect((first.body as Assignment).assignee).toMatchObject({ name: colleague.email });
    // The same assignee again changes nothing.
    expect((await call('POST', `/api/user-assignments/${idOf(colleague)}/assign`, target)).status).toBe(200);

    const conflict = await call('POST', '/api/user-assignments/assign-to-me', target);
    expect(conflict.status).toBe(409);
    expect(conflict.body as AssignmentConflict).toMatchObject({
      message: 'alreadyAssigned',
      assignee: { id: idOf(colleague), name: colleague.email },
    });
    const forced = await call('POST', '/api/user-assignments/assign-to-me?force=true', target);
    expect(forced.status).toBe(200);
    const now = await call('GET', `/api/user-assignments/${refId}/party`);
    expect((now.body as Assignment).assignee).toMatchObject({ name: env.tenant.admin.email });
  });

  it('lets exactly one of two concurrent first assignments through; the other hears who won', async () => {
    const refId = await newPerson();
    const target = { refId, type: 'party' };
    const results = await Promise.all([
      call('POST', `/api/user-assignments/${idOf(colleague)}/assign`, target),
      call('POST', '/api/user-assignments/assign-to-me', target, selfAssigner),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it('removes one’s own assignment with SelfDelete, anybody’s only with Delete', async () => {
    const refId = await newPerson();
    const target = { refId, type: 'party' };
    await call('POST', `/api/user-assignments/${idOf(colleague)}/assign`, target);
    expect(
      (await call('DELETE', `/api/user-assignments/${refId}/party/delete`, undefined, selfAssigner)).status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/user-assignments/${refId}/party/delete`, undefined, colleague)).status,
    ).toBe(204);

    await call('POST', '/api/user-assignments/assign-to-me', target, selfAssigner);
    expect(
      (await call('DELETE', `/api/user-assignments/${refId}/party/delete`, undefined, selfAssigner)).status,
    ).toBe(204);
    expect((await call('GET', `/api/user-assignments/${refId}/party`)).body).toMatchObject({
      assignee: null,
    });
  });

  it('journals assignments in the history and activity of the tenant', async () => {
    const refId = await newPerson();
    await call('POST', '/api/user-assignments/assign-to-me', { refId, type: 'party' });
    const events = await env.server.db.withTenant(env.tenant.id, async (tx) =>
      (
        await tx.query<{ event_type: string }>(
          `select a.event_type from activity a join user_assignment u on u.id = a.object_id where u.ref_id = $1`,
          [refId],
        )
      ).rows.map((row) => row.event_type),
    );
    expect(events).toEqual(['ASSIGN']);
  });

  it("refuses another tenant's object and user, and callers without the right", async () => {
    const foreign = await newPerson(env.other.admin);
    const onForeign = await call('POST', '/api/user-assignments/assign-to-me', {
      refId: foreign,
      type: 'party',
    });
    expect(onForeign.status).toBe(400);
    const refId = await newPerson();
    const otherAdmin = (
      (await call('GET', '/api/users/active/avatars', undefined, env.other.admin)).body as UserAvatar[]
    )[0];
    expect(
      (await call('POST', `/api/user-assignments/${otherAdmin?.id}/assign`, { refId, type: 'party' })).status,
    ).toBe(400);
    expect(
      (
        await call(
          'POST',
          `/api/user-assignments/${idOf(colleague)}/assign`,
          { refId, type: 'party' },
          selfAssigner,
        )
      ).status,
    ).toBe(403);
    expect((await call('GET', '/api/users/active/avatars', undefined, selfAssigner)).status).toBe(403);
    expect((await call('POST', '/api/user-assignments/assign-to-me', { refId, type: 'loan' })).status).toBe(
      400,
    );
  });
});
