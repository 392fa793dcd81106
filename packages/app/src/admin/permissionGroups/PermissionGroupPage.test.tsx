import type { GroupMember, PermissionGroup } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureRoutes } from '../../testing/fixtureServer.js';
import { renderApp } from '../../testing/renderApp.js';

const LOADED = { timeout: 15_000 };
/** The permission catalogue is long: a list of it re-renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 60_000 };
const ADMIN = ['permissionGroup:*', 'user:*'];

const anna: GroupMember = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  name: 'Anna Bērziņa',
  email: 'anna@example.com',
  active: true,
};
const juris: GroupMember = {
  id: '1a2b3c4d-0000-4000-8000-000000000002',
  name: 'Juris Ozols',
  email: 'juris@example.com',
  active: true,
};
const underwriters: PermissionGroup = {
  id: '9f8e7d6c-0000-4000-8000-000000000003',
  name: 'Underwriters',
  translations: {},
  permissions: ['quote:Read', 'quote:Approve', 'party:*'],
  members: [anna, juris],
  active: true,
  version: 2,
};

async function open(path: string, routes: FixtureRoutes = {}, permissions = ADMIN) {
  return renderApp({
    path,
    permissions,
    routes: {
      [`GET /api/permission-groups/${underwriters.id}`]: { body: underwriters },
      'GET /api/permission-groups/find-members': { body: [anna, juris] },
      ...routes,
    },
  });
}

const sent = (
  server: { requests: { method: string; path: string; body: unknown }[] },
  method: string,
  path: string,
) => server.requests.filter((request) => request.method === method && request.path === path);

describe('the permission group pages', SLOW, () => {
  it('needs a name before it sends a new group', async () => {
    const { user, server } = await open('/admin-area/permission-groups/add');
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    expect(screen.getByText('Enter a name for the group.')).toBeTruthy();
    expect(sent(server, 'POST', '/api/permission-groups')).toEqual([]);
  });

  it('adds a group with members and permissions chosen in the transfer lists, the catalogue searchable', async () => {
    const created = { ...underwriters, name: 'Quote makers', members: [anna], permissions: ['quote:Init'] };
    const { user, server, router } = await open('/admin-area/permission-groups/add', {
      'POST /api/permission-groups': { body: created },
    });
    await user.type(await screen.findByLabelText(/^Name/, { selector: 'input' }, LOADED), 'Quote makers');

    const members = screen.getByRole('group', { name: 'Members' });
    await user.click(await within(members).findByRole('checkbox', { name: /Anna Bērziņa/ }));
    await user.click(within(members).getByRole('button', { name: 'Add the ticked Members' }));

    const permissions = screen.getByRole('group', { name: 'Permissions' });
    await user.click(within(permissions).getByRole('searchbox', { name: 'Search Available: Permissions' }));
    await user.paste('quote:init');
    expect(within(permissions).getByText('Quotes and applications')).toBeTruthy();
    await user.click(within(permissions).getByRole('checkbox', { name: 'quote:Init' }));
    await user.click(within(permissions).getByRole('button', { name: 'Add the ticked Permissions' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin-area/permission-groups/${underwriters.id}`),
    );
    expect(sent(server, 'POST', '/api/permission-groups')[0]?.body).toEqual({
      name: 'Quote makers',
      permissions: ['quote:Init'],
      members: [{ id: anna.id }],
    });
  });

  it("starts a group added from an intermediary's page with the intermediary's users as members", async () => {
    const brokerId = '5c6d7e8f-0000-4000-8000-000000000009';
    const { user, server } = await open(`/admin-area/permission-groups/add?intermediary=${brokerId}`, {
      [`GET /api/intermediaries/${brokerId}/find-users`]: { body: { count: 1, items: [juris] } },
      'POST /api/permission-groups': { body: { ...underwriters, name: 'Broker staff', members: [juris] } },
    });
    await user.type(await screen.findByLabelText(/^Name/, { selector: 'input' }, LOADED), 'Broker staff');
    const members = screen.getByRole('group', { name: 'Members' });
    expect(await within(members).findByText(/Juris Ozols/, undefined, LOADED)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    await waitFor(() => expect(sent(server, 'POST', '/api/permission-groups')).toHaveLength(1));
    expect(sent(server, 'POST', '/api/permission-groups')[0]?.body).toMatchObject({
      name: 'Broker staff',
      members: [{ id: juris.id }],
    });
  });

  it('shows members and permissions, and removes a member at once', async () => {
    const { user } = await open(`/admin-area/permission-groups/${underwriters.id}`, {
      [`DELETE /api/permission-groups/${underwriters.id}/users/${juris.id}`]: {
        body: { ...underwriters, members: [anna], version: 3 },
      },
    });
    const members = await screen.findByRole('table', { name: 'Members' }, LOADED);
    expect(within(members).getByText('Juris Ozols')).toBeTruthy();
    const permissions = screen.getByRole('table', { name: 'Permissions' });
    expect(within(permissions).getByText('party:*')).toBeTruthy();
    expect(within(permissions).getByText('Persons')).toBeTruthy();
    await user.click(within(members).getByRole('button', { name: 'Remove Juris Ozols from the group' }));
    await waitFor(() => expect(within(members).queryByText('Juris Ozols')).toBeNull());
    expect(within(members).getByText('Anna Bērziņa')).toBeTruthy();
  });

  it('adds a member found by name at once', async () => {
    const viewer: GroupMember = {
      id: '1a2b3c4d-0000-4000-8000-000000000004',
      name: 'Vera Viewer',
      email: 'vera@example.com',
      active: true,
    };
    const { user, server } = await open(`/admin-area/permission-groups/${underwriters.id}`, {
      'GET /api/permission-groups/find-members': { body: [anna, juris, viewer] },
      [`POST /api/permission-groups/${underwriters.id}/users/${viewer.id}`]: {
        body: { ...underwriters, members: [anna, juris, viewer], version: 3 },
      },
    });
    const members = await screen.findByRole('table', { name: 'Members' }, LOADED);
    await user.click(screen.getByRole('combobox', { name: 'User to add' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Vera Viewer (vera@example.com)']);
    await user.click(options[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await within(members).findByText('Vera Viewer')).toBeTruthy();
    expect(sent(server, 'POST', `/api/permission-groups/${underwriters.id}/users/${viewer.id}`)).toHaveLength(
      1,
    );
  });

  it('disables after a confirmation naming the group, and shows the refusal to lock the tenant out', async () => {
    const { user } = await open(`/admin-area/permission-groups/${underwriters.id}`, {
      [`PUT /api/permission-groups/${underwriters.id}/update-status`]: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'lastAdministratorGroup' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Disable' }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable the group?' });
    expect(within(dialog).getByText(/The members of “Underwriters” lose its permissions/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(/no active group with a member who can change the settings/)).toBeTruthy();
  });

  it('offers neither edit nor status change to a reader', async () => {
    await open(`/admin-area/permission-groups/${underwriters.id}`, {}, ['permissionGroup:Read']);
    await screen.findByRole('table', { name: 'Members' }, LOADED);
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
