import type { PermissionGroupListItem, User } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureRoutes } from '../../testing/fixtureServer.js';
import { renderApp } from '../../testing/renderApp.js';

/** The admin area's code arrives on first use; typing takes a while on a busy machine. */
const LOADED = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };
const ADMIN = ['user:*', 'permissionGroup:*'];

const underwriters: PermissionGroupListItem = {
  id: '7d1e2f3a-0000-4000-8000-000000000001',
  name: 'Underwriters',
  translations: {},
  status: 'ACTIVE',
  memberCount: 1,
  permissionCount: 3,
};

const ilze: User = {
  id: '0c4f1f7e-0000-4000-8000-000000000002',
  email: 'ilze@example.com',
  firstName: 'Ilze',
  lastName: 'Kalniņa',
  name: 'Ilze Kalniņa',
  locale: 'lv-LV',
  affiliation: { id: '5e6f7a8b-0000-4000-8000-000000000003', name: 'Broker Ltd' },
  permissionGroups: [{ id: underwriters.id, name: 'Underwriters', active: true }],
  active: true,
  avatar: null,
  version: 4,
};

const draft = {
  email: '',
  firstName: null,
  lastName: null,
  locale: 'en-GB',
  affiliation: null,
  permissionGroups: [],
};

async function open(path: string, permissions = ADMIN, routes: FixtureRoutes = {}) {
  return renderApp({
    path,
    permissions,
    settings: { supportedLanguages: ['en', 'lv'] },
    routes: {
      'POST /api/users/init': { body: draft },
      'GET /api/permission-groups/find-all': { body: [underwriters] },
      [`GET /api/users/${ilze.id}`]: { body: ilze },
      ...routes,
    },
  });
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const posted = (server: { requests: { method: string; path: string; body: unknown }[] }, path: string) =>
  server.requests.filter((request) => request.method !== 'GET' && request.path === path);

describe('the user pages', SLOW, () => {
  it('asks for an e-mail, a password meeting every rule and its confirmation before adding', async () => {
    const { user, server } = await open('/admin-area/users/add');
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter a password.')).toBeTruthy();
    expect(screen.getByText('Repeat the password.')).toBeTruthy();

    await user.type(field(/^E-mail/), 'ilze.example.com');
    await user.type(field(/^Password/), 'short');
    await user.type(field(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(screen.getByText('Include at least one uppercase letter.')).toBeTruthy();
    expect(screen.getByText('Include at least one digit.')).toBeTruthy();
    expect(screen.getByText('Include at least one symbol, such as ! or #.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(posted(server, '/api/users')).toEqual([]);
  });

  it('adds a user with a language of the tenant and a permission group, then shows them', async () => {
    const { user, server, router } = await open('/admin-area/users/add', ADMIN, {
      'POST /api/users': { body: ilze },
    });
    await user.type(
      await screen.findByLabelText(/^E-mail/, { selector: 'input' }, LOADED),
      ' ilze@example.com ',
    );
    await user.type(field(/^First name/), 'Ilze');
    await user.type(field(/^Password/), 'Quote-maker-1');
    await user.type(field(/^Confirm password/), 'Quote-maker-1');
    await user.click(screen.getByRole('combobox', { name: /^Language/ }));
    const languages = within(await screen.findByRole('listbox'));
    expect(languages.getAllByRole('option').map((option) => option.textContent)).toHaveLength(2);
    await user.click(languages.getByRole('option', { name: /Latvi/ }));
    await user.click(screen.getByRole('combobox', { name: 'Permission groups' }));
    await user.click(await screen.findByRole('option', { name: 'Underwriters' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin-area/users/${ilze.id}`));
    expect(posted(server, '/api/users')[0]?.body).toEqual({
      email: 'ilze@example.com',
      password: 'Quote-maker-1',
      confirmPassword: 'Quote-maker-1',
      firstName: 'Ilze',
      lastName: null,
      locale: 'lv-LV',
      affiliation: null,
      permissionGroups: [{ id: underwriters.id }],
    });
    expect(await screen.findByText('User Ilze Kalniņa added')).toBeTruthy();
  });

  it('shows a taken e-mail under the e-mail field', async () => {
    const { user } = await open('/admin-area/users/add', ADMIN, {
      'POST /api/users': {
        status: 400,
        body: { statusCode: 400, message: 'validationFailed', validationErrors: { email: ['emailTaken'] } },
      },
    });
    await user.type(
      await screen.findByLabelText(/^E-mail/, { selector: 'input' }, LOADED),
      'ilze@example.com',
    );
    await user.type(field(/^Password/), 'Quote-maker-1');
    await user.type(field(/^Confirm password/), 'Quote-maker-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email address is already in use.')).toBeTruthy();
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });

  it("presets the affiliation named by the address with the intermediary's name", async () => {
    const broker = { id: '5e6f7a8b-0000-4000-8000-000000000003', name: 'Broker Ltd' };
    const { user, server } = await open(`/admin-area/users/add?affiliation=${broker.id}`, ADMIN, {
      [`GET /api/intermediaries/${broker.id}`]: { body: { ...broker, active: true } },
      'POST /api/users': { body: ilze },
    });
    const affiliation = await screen.findByLabelText('Affiliation', { selector: 'input' }, LOADED);
    expect((affiliation as HTMLInputElement).value).toBe('Broker Ltd');
    await user.type(field(/^E-mail/), 'ilze@example.com');
    await user.type(field(/^Password/), 'Quote-maker-1');
    await user.type(field(/^Confirm password/), 'Quote-maker-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(server, '/api/users')[0]?.body).toMatchObject({ affiliation: broker }));
  });

  it('offers no group choice without the permission to give groups', async () => {
    await open('/admin-area/users/add', ['user:Init', 'user:Create', 'user:Read']);
    await screen.findByLabelText(/^E-mail/, { selector: 'input' }, LOADED);
    expect(screen.queryByRole('combobox', { name: 'Permission groups' })).toBeNull();
  });

  it('edits a user with the e-mail fixed and no password fields', async () => {
    const { user, server } = await open(`/admin-area/users/${ilze.id}/edit`, ADMIN, {
      'PUT /api/users': { body: { ...ilze, lastName: 'Ozola', name: 'Ilze Ozola', version: 5 } },
    });
    const email = await screen.findByLabelText(/^E-mail/, { selector: 'input' }, LOADED);
    expect((email as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    await user.clear(field(/^Last name/));
    await user.type(field(/^Last name/), 'Ozola');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posted(server, '/api/users')[0]?.body).toEqual({
        id: ilze.id,
        version: 4,
        firstName: 'Ilze',
        lastName: 'Ozola',
        locale: 'lv-LV',
        affiliation: ilze.affiliation,
      }),
    );
  });

  it('shows the user with the affiliation linking to its intermediary, and blocks after confirmation', async () => {
    const { user, server } = await open(`/admin-area/users/${ilze.id}`, ADMIN, {
      [`PUT /api/users/${ilze.id}/update-status`]: { body: { ...ilze, active: false, version: 5 } },
    });
    const affiliation = await screen.findByRole('link', { name: 'Broker Ltd' }, LOADED);
    expect(affiliation.getAttribute('href')).toBe(`/admin-area/intermediaries/${ilze.affiliation?.id}`);
    expect(screen.getByText('Active')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block the user?' });
    expect(within(dialog).getByText(/Ilze Kalniņa will be signed out at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked')).toBeTruthy();
    expect(posted(server, `/api/users/${ilze.id}/update-status`)[0]?.body).toEqual({ active: false });
  });

  it("checks another user's new password against the rules and its confirmation", async () => {
    const { user, server } = await open(`/admin-area/users/${ilze.id}`, ADMIN, {
      [`PUT /api/users/${ilze.id}/change-password`]: { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'New password for Ilze Kalniņa' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'alllowercase1!');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'different');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText('Include at least one uppercase letter.')).toBeTruthy();
    expect(within(dialog).getByText('The passwords do not match.')).toBeTruthy();
    expect(posted(server, `/api/users/${ilze.id}/change-password`)).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^New password/));
    await user.type(within(dialog).getByLabelText(/^New password/), 'Brand-new-2');
    await user.clear(within(dialog).getByLabelText(/^Confirm password/));
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Brand-new-2');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password of Ilze Kalniņa changed')).toBeTruthy();
  });

  it('lists users a page at a time with their status', async () => {
    await open('/admin-area/users', ADMIN, {
      'GET /api/users/find': {
        body: {
          count: 1,
          items: [
            { id: ilze.id, name: ilze.name, email: ilze.email, status: 'BLOCKED', affiliation: 'Broker Ltd' },
          ],
        },
      },
    });
    expect(await screen.findByText('Ilze Kalniņa', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('Blocked')).toBeTruthy();
    expect(screen.getByText('Broker Ltd')).toBeTruthy();
  });
});
