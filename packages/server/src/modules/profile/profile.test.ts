import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT } from '../../app.js';
import { authenticateUser, createUser } from '../../auth/users.js';
import { insertTenant } from '../../../test/support/database.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { signIn } from '../../../test/support/signIn.js';

const PASSWORD = 'Secret-123';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface PasswordChange {
  currentPassword: string;
  password: string;
  confirmPassword?: string;
}

describe('the own profile', () => {
  let server: TestServer;
  let tenant: { id: string; code: string };

  /** A new user of the tenant, in no permission group, signed in. */
  async function signedInUser(names: { firstName?: string; lastName?: string } = {}) {
    const email = `${randomUUID()}@example.com`;
    const { id } = await server.db.withTenant(tenant.id, (tx) =>
      createUser(tx, { tenantId: tenant.id, email, password: PASSWORD, ...names }),
    );
    const token = await signIn(server.baseUrl, tenant.code, email, PASSWORD);
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
      });
    const json = (method: string, path: string, body: unknown) =>
      call(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    /** The change-password call; the confirmation repeats the new password unless given. */
    const changePassword = (change: PasswordChange) =>
      json('PUT', '/api/profile/change-password', { confirmPassword: change.password, ...change });
    return { id, email, call, json, changePassword };
  }

  const upload = (content: Buffer, type = 'image/png', name = 'me.png') => {
    const form = new FormData();
    form.append('file', new Blob([content], { type }), name);
    return { method: 'POST', body: form };
  };

  /** The history and activity rows about one user, oldest first. */
  const journalOf = (userId: string) =>
    server.db.withTenant(tenant.id, async (tx) => ({
      history: (
        await tx.query(
          `select object_table, event_type, editor_id, editor, previous_state, new_state
             from history where object_id = $1 order by created`,
          [userId],
        )
      ).rows,
      activity: (
        await tx.query(
          `select object_table, event_type, user_id, user_name, object_display_name
             from activity where object_id = $1 order by event_date`,
          [userId],
        )
      ).rows,
    }));

  beforeAll(async () => {
    server = await startTestServer();
    tenant = await insertTenant(server.db);
  });
  afterAll(() => server.close());

  it('shows the signed-in user, even one without any permission', async () => {
    const user = await signedInUser({ firstName: 'Anna', lastName: 'Bērziņa' });
    const response = await user.call('/api/profile');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Anna',
      lastName: 'Bērziņa',
      name: 'Anna Bērziņa',
      avatar: null,
      locale: 'en-GB',
      affiliation: null,
      tenant_id: tenant.id,
    });
    expect(await (await user.call('/api/profile/permissions')).json()).toEqual([]);
  });

  it('has no name for a user without first and last name', async () => {
    const user = await signedInUser();
    expect(await (await user.call('/api/profile')).json()).toMatchObject({ name: null, firstName: null });
  });

  it('answers 401 to every profile call without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/profile'],
      ['GET', '/api/profile/permissions'],
      ['GET', '/api/profile/affiliations'],
      ['PUT', '/api/profile/update-locale'],
      ['PUT', '/api/profile/change-password'],
      ['GET', '/api/profile/photo'],
      ['POST', '/api/profile/photo'],
      ['DELETE', '/api/profile/photo'],
    ] as const) {
      expect((await fetch(`${server.baseUrl}${path}`, { method })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('changes the language to a supported one only', async () => {
    const user = await signedInUser();
    const changed = await user.json('PUT', '/api/profile/update-locale', { locale: 'lv-LV' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ locale: 'lv-LV' });
    const refused = await user.json('PUT', '/api/profile/update-locale', { locale: 'xx-XX' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ validationErrors: { locale: [expect.any(String)] } });
    expect(await (await user.call('/api/profile')).json()).toMatchObject({ locale: 'lv-LV' });
  });

  it('lists the affiliation of a user who works for an intermediary', async () => {
    const user = await signedInUser();
    expect(await (await user.call('/api/profile/affiliations')).json()).toEqual([]);
    const affiliation = { id: randomUUID(), name: 'Broker Ltd' };
    await server.db.withTenant(tenant.id, (tx) =>
      tx.query('update user_account set affiliation = $2 where id = $1', [user.id, affiliation]),
    );
    expect(await (await user.call('/api/profile/affiliations')).json()).toEqual([affiliation]);
    expect(await (await user.call('/api/profile')).json()).toMatchObject({ affiliation });
  });

  describe('changing the password', () => {
    it('applies the password rules and the confirmation, field by field', async () => {
      const user = await signedInUser();
      const response = await user.changePassword({
        currentPassword: PASSWORD,
        password: 'short',
        confirmPassword: 'other',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        statusCode: 400,
        validationErrors: {
          password: ['passwordLengthMin', 'passwordUppercase', 'passwordDigit', 'passwordSymbol'],
          confirmPassword: ['passwordMismatch'],
        },
      });
    });

    it('requires the current password', async () => {
      const user = await signedInUser();
      const response = await user.changePassword({ currentPassword: 'Wrong-123', password: 'Better-456' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        validationErrors: { currentPassword: ['currentPasswordIncorrect'] },
      });
      expect(await authenticateUser(server.db, tenant.id, user.email, PASSWORD)).toBe(user.id);
    });

    it('replaces the password: the new one signs in, the old one no longer does', async () => {
      const user = await signedInUser();
      const response = await user.changePassword({ currentPassword: PASSWORD, password: 'Better-456' });
      expect(response.status).toBe(204);
      expect(await authenticateUser(server.db, tenant.id, user.email, 'Better-456')).toBe(user.id);
      await expect(signIn(server.baseUrl, tenant.code, user.email, PASSWORD)).rejects.toThrow(/refused/);
    });
  });

  describe('the photo', () => {
    it('is stored, shown as the avatar and served with its own type', async () => {
      const user = await signedInUser();
      const uploaded = await user.call(
        '/api/profile/photo',
        upload(PNG, 'application/octet-stream', 'photo.bin'),
      );
      expect(uploaded.status).toBe(200);
      const { avatar } = (await uploaded.json()) as { avatar: string };
      expect(avatar).toMatch(new RegExp(`^${server.baseUrl}/api/profile/photo\\?version=\\d+$`));
      const photo = await user.call(new URL(avatar).pathname + new URL(avatar).search);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/png');
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG);
    });

    it('must be a PNG, GIF or JPEG by its content, whatever its name and declared type', async () => {
      const user = await signedInUser();
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
      const response = await user.call('/api/profile/photo', upload(svg, 'image/png', 'me.png'));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ validationErrors: { file: ['imageTypeNotAllowed'] } });
      expect((await user.call('/api/profile/photo')).status).toBe(404);
    });

    it('over the upload limit is refused with 413', async () => {
      const user = await signedInUser();
      const huge = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT)]);
      expect((await user.call('/api/profile/photo', upload(huge))).status).toBe(413);
    });

    it('of another user is not served here', async () => {
      const user = await signedInUser();
      await user.call('/api/profile/photo', upload(PNG));
      const other = await signedInUser();
      expect((await other.call(`/api/profile/photo?userId=${user.id}`)).status).toBe(403);
      expect((await user.call(`/api/profile/photo?userId=${user.id}`)).status).toBe(200);
    });

    it('can be deleted', async () => {
      const user = await signedInUser();
      await user.call('/api/profile/photo', upload(PNG));
      expect((await user.call('/api/profile/photo', { method: 'DELETE' })).status).toBe(204);
      expect((await user.call('/api/profile/photo')).status).toBe(404);
      expect(await (await user.call('/api/profile')).json()).toMatchObject({ avatar: null });
    });
  });

  describe('the journal of profile changes', () => {
    it('records a language change in the history and the activity, with the language before and after', async () => {
      const user = await signedInUser({ firstName: 'Anna', lastName: 'Bērziņa' });
      await user.json('PUT', '/api/profile/update-locale', { locale: 'de-DE' });
      const by = { editor_id: user.id, editor: user.email };
      expect(await journalOf(user.id)).toEqual({
        history: [
          {
            object_table: 'user_account',
            event_type: 'UPDATE',
            ...by,
            previous_state: { locale: 'en-GB' },
            new_state: { locale: 'de-DE' },
          },
        ],
        activity: [
          {
            object_table: 'user_account',
            event_type: 'UPDATE',
            user_id: user.id,
            user_name: user.email,
            object_display_name: 'Anna Bērziņa',
          },
        ],
      });
    });

    it('records a password change, but never a password hash', async () => {
      const user = await signedInUser();
      const changed = await user.changePassword({ currentPassword: PASSWORD, password: 'Better-456' });
      expect(changed.status).toBe(204);
      const journal = await journalOf(user.id);
      expect(journal.history).toEqual([
        {
          object_table: 'user_account',
          event_type: 'CHANGE_PASSWORD',
          editor_id: user.id,
          editor: user.email,
          previous_state: null,
          new_state: null,
        },
      ]);
      expect(journal.activity).toMatchObject([
        { event_type: 'CHANGE_PASSWORD', object_display_name: user.email },
      ]);
      expect(JSON.stringify(journal)).not.toContain('$scrypt');
    });

    it('records the upload and the deletion of the photo by type and size, not content', async () => {
      const user = await signedInUser();
      await user.call('/api/profile/photo', upload(PNG));
      await user.call('/api/profile/photo', upload(PNG));
      await user.call('/api/profile/photo', { method: 'DELETE' });
      const photo = { mediaType: 'image/png', size: PNG.length };
      const journal = await journalOf(user.id);
      expect(
        journal.history.map(({ object_table, event_type, previous_state, new_state }) => ({
          object_table,
          event_type,
          previous_state,
          new_state,
        })),
      ).toEqual([
        { object_table: 'user_photo', event_type: 'UPLOAD', previous_state: null, new_state: photo },
        { object_table: 'user_photo', event_type: 'UPLOAD', previous_state: photo, new_state: photo },
        { object_table: 'user_photo', event_type: 'DELETE', previous_state: photo, new_state: null },
      ]);
      expect(journal.activity.map((row) => row.event_type)).toEqual(['UPLOAD', 'UPLOAD', 'DELETE']);
    });

    it('has nothing for a refused change or one that changes nothing', async () => {
      const user = await signedInUser();
      const refused = [
        await user.json('PUT', '/api/profile/update-locale', { locale: 'xx-XX' }),
        await user.changePassword({ currentPassword: 'Wrong-123', password: 'Better-456' }),
        await user.changePassword({ currentPassword: PASSWORD, password: 'weak' }),
        await user.call('/api/profile/photo', upload(Buffer.from('<svg/>'), 'image/png')),
        await user.call('/api/profile/photo', upload(Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT)]))),
      ];
      expect(refused.map((response) => response.status)).toEqual([400, 400, 400, 400, 413]);
      expect((await user.call('/api/profile/photo', { method: 'DELETE' })).status).toBe(204);
      expect(await journalOf(user.id)).toEqual({ history: [], activity: [] });
      expect(await (await user.call('/api/profile')).json()).toMatchObject({ locale: 'en-GB', avatar: null });
    });
  });
});
