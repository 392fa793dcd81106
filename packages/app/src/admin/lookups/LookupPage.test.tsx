import type { Lookup } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureRoutes } from '../../testing/fixtureServer.js';
import { renderApp } from '../../testing/renderApp.js';

const EDITOR = ['lookup:*'];
/** The admin area's code arrives on first use; typing through dialogs takes a while on a busy machine. */
const LOADED = { timeout: 5000 };
const SLOW = { timeout: 30_000 };
const STALE = 'Data was updated or deleted by another transaction';

const fuel: Lookup = {
  id: '5f0c2a8e-7b1d-4c3e-9a6f-1d2e3f4a5b6c',
  version: 3,
  seq: 2,
  key: 'fuelType',
  name: 'Fuel type',
  iconName: 'LocalGasStation',
  values: [
    { key: 'PETROL', name: 'Petrol' },
    { key: 'DIESEL', name: 'Diesel', translations: { de: 'Dieselkraftstoff' } },
    { key: 'ELECTRIC', name: 'Electric' },
  ],
};

async function openLookup(path: string, permissions = EDITOR, routes: FixtureRoutes = {}) {
  return renderApp({
    path,
    permissions,
    settings: { supportedLanguages: ['en', 'de'] },
    routes: {
      [`GET /api/lookups/${fuel.id}`]: { body: fuel },
      'GET /api/lookups': { body: [fuel] },
      ...routes,
    },
  });
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const sent = (server: { requests: { method: string; path: string; body: unknown }[] }, method: string) =>
  server.requests.filter((request) => request.method === method && request.path.startsWith('/api/lookups'));

describe('the lookup page', SLOW, () => {
  it('needs a name and a key before it sends a new lookup', async () => {
    const { user, server } = await openLookup('/admin-area/lookups/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('Enter a key.')).toBeTruthy();

    await user.type(field(/^Key/), '1 fuel');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Use only letters, digits and underscores, not starting with a digit.'),
    ).toBeTruthy();
    expect(sent(server, 'POST')).toEqual([]);
  });

  it('adds a lookup with its translations, the default icon Search and its values, and says so', async () => {
    const created = { ...fuel, id: '0a1b2c3d-0000-4000-8000-000000000001', version: 0 };
    const { user, server, router } = await openLookup('/admin-area/lookups/new', EDITOR, {
      'POST /api/lookups': { body: created },
      [`GET /api/lookups/${created.id}`]: { body: created },
    });
    expect((await screen.findByLabelText(/^Icon/, { selector: 'input' }, LOADED)).getAttribute('value')).toBe(
      'Search',
    );
    await user.type(field(/^Name/), 'Fuel type');
    await user.click(screen.getByRole('button', { name: 'Translations of “Name”' }));
    const translations = await screen.findByRole('dialog', { name: 'Translations of “Fuel type”' });
    expect(within(translations).getAllByRole('textbox')).toHaveLength(2);
    await user.type(within(translations).getByLabelText('German'), 'Kraftstoffart');
    await user.click(within(translations).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.type(field(/^Key/), 'fuelType');

    await user.click(screen.getByRole('button', { name: 'Add value' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add value' });
    await user.type(within(dialog).getByLabelText(/^Name/, { selector: 'input' }), 'Petrol');
    await user.type(within(dialog).getByLabelText(/^Key/, { selector: 'input' }), 'PETROL');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    // The page is hidden from assistive technology until the dialog has gone.
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin-area/lookups/${created.id}`));
    expect(sent(server, 'POST').map((request) => request.body)).toEqual([
      {
        key: 'fuelType',
        name: 'Fuel type',
        translations: { de: 'Kraftstoffart' },
        iconName: 'Search',
        values: [{ key: 'PETROL', name: 'Petrol' }],
      },
    ]);
    expect(await screen.findByText('Lookup “Fuel type” added')).toBeTruthy();
  });

  it('asks for the name and the key of a value, and refuses a key another value has', async () => {
    const { user } = await openLookup(`/admin-area/lookups/${fuel.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add value' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Add value' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText("Enter the value's name.")).toBeTruthy();
    expect(within(dialog).getByText("Enter the value's key.")).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Key/, { selector: 'input' }), 'DIESEL');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Another value of this lookup already has this key.')).toBeTruthy();
  });

  it('edits a value in its dialog and saves the values in their new order with the version read', async () => {
    const saved = { ...fuel, version: 4 };
    const { user, server } = await openLookup(`/admin-area/lookups/${fuel.id}`, EDITOR, {
      'PUT /api/lookups': { body: saved },
    });
    await user.click(await screen.findByRole('button', { name: 'Move Electric up' }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Move Electric up' }));
    await user.click(screen.getByRole('button', { name: 'Edit Petrol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit value' });
    await user.type(within(dialog).getByLabelText(/^Name/, { selector: 'input' }), ' 95');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));

    expect(await screen.findByText('Lookup “Fuel type” saved')).toBeTruthy();
    expect(sent(server, 'PUT').map((request) => request.body)).toEqual([
      {
        id: fuel.id,
        version: 3,
        seq: 2,
        key: 'fuelType',
        name: 'Fuel type',
        iconName: 'LocalGasStation',
        values: [
          { key: 'ELECTRIC', name: 'Electric' },
          { key: 'PETROL', name: 'Petrol 95' },
          { key: 'DIESEL', name: 'Diesel', translations: { de: 'Dieselkraftstoff' } },
        ],
      },
    ]);
  });

  it('offers the already-modified dialog when someone else saved the lookup first', async () => {
    const { user } = await openLookup(`/admin-area/lookups/${fuel.id}`, EDITOR, {
      'PUT /api/lookups': { status: 409, body: { statusCode: 409, error: 'Conflict', message: STALE } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    expect(await screen.findByRole('alertdialog', { name: 'Data already modified' })).toBeTruthy();
  });

  it('shows what the server refused on the field it concerns', async () => {
    const { user } = await openLookup(`/admin-area/lookups/${fuel.id}`, EDITOR, {
      'PUT /api/lookups': {
        status: 400,
        body: { statusCode: 400, message: 'validationFailed', validationErrors: { key: ['notUnique'] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    expect(await screen.findByText('Another lookup already has this key.')).toBeTruthy();
    await user.type(field(/^Key/), 'X');
    expect(screen.queryByText('Another lookup already has this key.')).toBeNull();
  });

  it('deletes the lookup after confirmation and returns to the list', async () => {
    const { user, server, router } = await openLookup(`/admin-area/lookups/${fuel.id}`, EDITOR, {
      [`DELETE /api/lookups/${fuel.id}`]: { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADED));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this lookup permanently?' });
    expect(sent(server, 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-area/lookups'));
    expect(sent(server, 'DELETE')).toHaveLength(1);
  });

  it('is read-only without the permission to update, and offers no delete without LookupDelete', async () => {
    await openLookup(`/admin-area/lookups/${fuel.id}`, ['lookup:Read']);
    expect(await screen.findByRole('heading', { name: 'Fuel type' }, LOADED)).toBeTruthy();
    expect(field(/^Name/)).toHaveProperty('disabled', true);
    for (const name of ['Save', 'Delete', 'Add value', 'Edit Petrol', 'Move Diesel up'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('the lookup list', SLOW, () => {
  it('lists the lookups and offers to add one only with LookupCreate', async () => {
    await openLookup('/admin-area/lookups', ['lookup:Read']);
    const table = await screen.findByRole('table', { name: 'Lookups' }, LOADED);
    expect(within(table).getByRole('link', { name: 'Fuel type' }).getAttribute('href')).toBe(
      `/admin-area/lookups/${fuel.id}`,
    );
    expect(screen.queryByRole('link', { name: 'Add lookup' })).toBeNull();
  });

  it('links to a new lookup for those who may create one', async () => {
    await openLookup('/admin-area/lookups', EDITOR);
    expect((await screen.findByRole('link', { name: 'Add lookup' }, LOADED)).getAttribute('href')).toBe(
      '/admin-area/lookups/new',
    );
  });
});
