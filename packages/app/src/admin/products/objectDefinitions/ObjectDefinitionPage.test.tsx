import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ObjectDefinition } from '@coverline/engine';
import { renderApp, type RenderAppOptions } from '../../../testing/renderApp.js';
import { ADDRESS_ID, address, CATALOG, LIBRARY, LOADED, PERMISSIONS } from '../testing/versionFixtures.js';

/** Each test drives the whole app through many steps; a busy machine needs time. */
const SLOW = { timeout: 30_000 };

const echo: NonNullable<RenderAppOptions['routes']>[string] = (request) => ({
  body: { ...(request.body as object), id: ADDRESS_ID, version: 2 },
});

function openObject(path: string, routes: RenderAppOptions['routes'] = {}) {
  return renderApp({
    path,
    permissions: PERMISSIONS,
    catalog: CATALOG,
    routes: {
      'GET /api/object-definitions': { body: LIBRARY },
      [`GET /api/object-definitions/${ADDRESS_ID}`]: { body: address },
      'PUT /api/object-definitions': echo,
      'PUT /api/object-definitions/propagate': echo,
      'PUT /api/object-definitions/overwrite': echo,
      ...routes,
    },
  });
}
const lastRequest = (server: Awaited<ReturnType<typeof openObject>>['server'], method: string) =>
  server.requests.filter((request) => request.method === method).at(-1);

describe('object library page', SLOW, () => {
  it('creates a custom or enrichment object, with key and name required and the key unique in the library', async () => {
    const created = {
      ...address,
      id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
      key: 'trailer',
      name: 'Trailer',
    };
    const { user, server, router } = await openObject('/admin-area/object', {
      'POST /api/object-definitions': { body: created },
      [`GET /api/object-definitions/${created.id}`]: { body: created },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    expect(screen.getByText('Enter a key.')).toBeTruthy();
    expect(screen.getByText('Enter a name.')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Object type' }));
    const types = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(types).toEqual(['Custom object', 'Enrichment']);
    await user.click(screen.getByRole('option', { name: 'Custom object' }));
    await user.type(screen.getByRole('textbox', { name: /^Key/ }), 'address');
    expect(screen.getByText('Another object already has this key.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /^Key/ }));
    await user.type(screen.getByRole('textbox', { name: /^Key/ }), 'trailer');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Trailer');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin-area/object/${created.id}`));
    expect(lastRequest(server, 'POST')?.body).toMatchObject({
      key: 'trailer',
      name: 'Trailer',
      objectType: 'CUSTOM',
      seq: 4,
    });
  });

  it('saves plainly, propagating to the versions, or overwriting their copies after confirmation', async () => {
    const { user, server } = await openObject(`/admin-area/object/${ADDRESS_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    await waitFor(() => expect(lastRequest(server, 'PUT')?.path).toBe('/api/object-definitions'));
    expect(lastRequest(server, 'PUT')?.body).toMatchObject({ id: ADDRESS_ID, version: 1, key: 'address' });
    // The page shows the saved object afresh before the next save.
    expect(await screen.findByText('Address saved')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Save and propagate' }, LOADED));
    await waitFor(() => expect(lastRequest(server, 'PUT')?.path).toBe('/api/object-definitions/propagate'));
    expect(await screen.findByText('Address saved and propagated')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save and overwrite' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Overwrite the copies of Address?' }));
    await user.click(dialog.getByRole('button', { name: 'Save and overwrite' }));
    await waitFor(() => expect(lastRequest(server, 'PUT')?.path).toBe('/api/object-definitions/overwrite'));
  });

  it('deletes an object after the permanent-action confirmation', async () => {
    const { user, server, router } = await openObject(`/admin-area/object/${ADDRESS_ID}`, {
      [`DELETE /api/object-definitions/${ADDRESS_ID}`]: { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADED));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete Address?' }));
    expect(dialog.getByText('This is permanent and cannot be undone.')).toBeTruthy();
    expect(lastRequest(server, 'DELETE')).toBeUndefined();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(lastRequest(server, 'DELETE')?.path).toBe(`/api/object-definitions/${ADDRESS_ID}`),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/admin-area/object/${ADDRESS_ID}`));
  });

  it('explains why an object in use cannot be deleted', async () => {
    const { user } = await openObject(`/admin-area/object/${ADDRESS_ID}`, {
      [`DELETE /api/object-definitions/${ADDRESS_ID}`]: {
        status: 409,
        body: { statusCode: 409, message: 'objectDefinitionInUse' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADED));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'This object is used by a product version or by another object, so it cannot be deleted.',
      ),
    ).toBeTruthy();
  });

  it('shows a system object’s fields with its unique-fields constraint, read only without update permission', async () => {
    const person = LIBRARY[0] as ObjectDefinition;
    await renderApp({
      path: `/admin-area/object/${person.id}`,
      permissions: ['objectDefinition:Read'],
      catalog: CATALOG,
      routes: {
        'GET /api/object-definitions': { body: LIBRARY },
        [`GET /api/object-definitions/${person.id}`]: { body: person },
      },
    });
    await screen.findByRole('heading', { name: 'Private person' }, LOADED);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('combobox', { name: /Unique fields/ }).textContent).toBe('Personal code');
    expect(screen.getByRole('button', { name: 'View Personal code' })).toBeTruthy();
  });
});
