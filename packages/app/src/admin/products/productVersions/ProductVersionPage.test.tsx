import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ObjectDefinition, ProductVersion } from '@coverline/engine';
import { renderApp, type RenderAppOptions } from '../../../testing/renderApp.js';
import {
  CATALOG,
  LOADED,
  OTHER_VERSION_ID,
  PERMISSIONS,
  PRODUCT_ID,
  storedVersion,
  vehicle,
  VERSION_ID,
  versionPath,
  versionRoutes,
} from '../testing/versionFixtures.js';

/** Each test drives the whole app through many steps; a busy machine needs time. */
const SLOW = { timeout: 30_000 };

function openVersion(version = storedVersion(), options: Partial<RenderAppOptions> = {}) {
  return renderApp({
    path: versionPath(version.id),
    permissions: PERMISSIONS,
    catalog: CATALOG,
    ...options,
    routes: {
      ...versionRoutes(version),
      'PUT /api/product-versions': (request) => ({ body: { ...(request.body as object), version: 6 } }),
      ...options.routes,
    },
  });
}
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const buttonNames = () =>
  ['Add', 'Activate', 'Copy', 'Delete', 'Save'].filter(
    (name) => screen.queryByRole('button', { name }) !== null,
  );
const section = (name: string) => screen.getByRole('region', { name });
type TestServer = Awaited<ReturnType<typeof openVersion>>['server'];
const sent = (server: TestServer, method: string) =>
  server.requests.filter((request) => request.method === method).at(-1)?.body as ProductVersion | undefined;
/**
 * Waits until the page has read its version again after the last save: the save is over then, rather than still
 * updating the page's data once the test has unmounted it.
 */
const rereadAfterSave = (server: TestServer) =>
  waitFor(() => {
    const put = server.requests.findLastIndex((request) => request.method === 'PUT');
    const read = server.requests.findLastIndex(
      (request) => request.method === 'GET' && request.path.endsWith(`/context`),
    );
    expect(put).toBeGreaterThanOrEqual(0);
    expect(read).toBeGreaterThan(put);
  });

describe('product version page', SLOW, () => {
  it('shows the status badge and created date, and activate, copy, delete and save for a new stored version', async () => {
    await openVersion();
    await screen.findByRole('heading', { name: /Product version — Motor/ }, LOADED);
    expect(screen.getByText('New')).toBeTruthy();
    // 09:30 UTC on the tenant's clock (Europe/Riga, UTC+2 in March).
    expect(screen.getByText('Created 2026/03/01 11:30:00')).toBeTruthy();
    expect(buttonNames()).toEqual(['Activate', 'Copy', 'Delete', 'Save']);
  });

  it('offers neither activate nor delete for the active version', async () => {
    await openVersion(storedVersion({ active: true }));
    await screen.findByRole('heading', { name: /Product version/ }, LOADED);
    expect(screen.getByText('Active')).toBeTruthy();
    expect(buttonNames()).toEqual(['Copy', 'Save']);
  });

  it('shows a locked version read-only, to be activated or copied only', async () => {
    await openVersion(storedVersion({ locked: true, used: true }));
    await screen.findByRole('heading', { name: /Product version/ }, LOADED);
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(buttonNames()).toEqual(['Activate', 'Copy']);
    expect(screen.getByRole('textbox', { name: /^Name/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add object' })).toBeNull();
    expect(screen.getByText(/is locked/)).toBeTruthy();
  });

  it('lists the product’s versions in the selector, with “add new version”', async () => {
    const { user, router } = await openVersion(storedVersion(), {
      routes: versionRoutes(storedVersion({ id: OTHER_VERSION_ID, name: 'Motor 2026 v1', active: true })),
    });
    await user.click(await screen.findByRole('combobox', { name: /Version/ }, LOADED));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Motor 2026 v1',
      'Motor 2026 v2',
      'Add new version',
    ]);
    await user.click(screen.getByRole('option', { name: 'Motor 2026 v1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(versionPath(OTHER_VERSION_ID)));
    expect(await screen.findByText('Active')).toBeTruthy();
  });

  it('saves the name, summary template and objects, numbering objects and fields in order', async () => {
    const { user, server } = await openVersion();
    const name = await screen.findByRole('textbox', { name: /^Name/ }, LOADED);
    await user.clear(name);
    await user.type(name, 'Motor 2027');
    await user.click(button('Move Vehicle up'));
    await user.click(button('Save'));

    await waitFor(() => expect(sent(server, 'PUT')).toBeDefined());
    await rereadAfterSave(server);
    const saved = sent(server, 'PUT') as ProductVersion;
    expect(saved).toMatchObject({ id: VERSION_ID, version: 5, name: 'Motor 2027', active: false });
    expect(saved.definition.objectDefinitions.map((object) => [object.key, object.seq])).toEqual([
      ['vehicle', 0],
      ['person', 1],
    ]);
    expect(saved.definition.objectDefinitions[1]?.fields.map((each) => each.seq)).toEqual([0, 1, 2, 3]);
  });

  it('names the money field that is the quotes’ premium, and says when a named field has the wrong type', async () => {
    const insured = {
      ...vehicle,
      fields: [
        ...vehicle.fields,
        { ...vehicle.fields[0]!, key: 'value', name: 'Value', attributes: { fieldType: 'Money' } },
      ],
    } as ObjectDefinition;
    const { user, server } = await openVersion(
      storedVersion({
        definition: { objectDefinitions: [insured], coreFields: { sumInsured: 'vehicle.seats' } },
      }),
    );
    const quoteFields = await screen.findByRole('region', { name: 'Quote fields' }, LOADED);
    expect(within(quoteFields).getByText('This field has the wrong type for it.')).toBeTruthy();
    await user.click(within(quoteFields).getByRole('combobox', { name: 'Premium' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Not set', 'Vehicle › Value']);
    await user.click(screen.getByRole('option', { name: 'Vehicle › Value' }));
    await user.click(button('Save'));

    await waitFor(() => expect(sent(server, 'PUT')).toBeDefined());
    await rereadAfterSave(server);
    expect(sent(server, 'PUT')?.definition.coreFields).toEqual({
      sumInsured: 'vehicle.seats',
      premium: 'vehicle.value',
    });
  });

  it('requires a version name', async () => {
    const { user, server } = await openVersion();
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }, LOADED));
    await user.click(button('Save'));
    expect(screen.getByText('Enter a name for the version.')).toBeTruthy();
    expect(sent(server, 'PUT')).toBeUndefined();
  });

  it('shows the server’s field errors on the version’s and the objects’ inputs', async () => {
    const { user } = await openVersion(storedVersion(), {
      routes: {
        'PUT /api/product-versions': {
          status: 400,
          body: {
            message: 'validationFailed',
            validationErrors: { name: ['notUnique'], 'definition.objectDefinitions.1.key': ['pattern'] },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOADED));
    expect(await screen.findByText('This value is already in use.')).toBeTruthy();
    expect(within(section('Vehicle')).getByText('Does not match the required format')).toBeTruthy();
  });

  it('activates an unlocked version by saving it with active set, after confirmation', async () => {
    const { user, server } = await openVersion();
    await user.click(await screen.findByRole('button', { name: 'Activate' }, LOADED));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(sent(server, 'PUT')?.active).toBe(true));
    await rereadAfterSave(server);
  });

  it('activates a locked version by the activate call', async () => {
    const locked = storedVersion({ locked: true });
    const { user, server } = await openVersion(locked, {
      routes: {
        [`POST /api/product-versions/${VERSION_ID}/activate`]: { body: { ...locked, active: true } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Activate' }, LOADED));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(server.requests.some(({ path }) => path.endsWith('/activate'))).toBe(true));
    expect(sent(server, 'PUT')).toBeUndefined();
  });

  it('copies a version and opens the copy', async () => {
    const copyId = 'a0000000-0000-4000-8000-000000000009';
    const { user, router } = await openVersion(storedVersion(), {
      routes: {
        [`POST /api/product-versions/${VERSION_ID}/copy`]: {
          body: storedVersion({ id: copyId, name: 'Motor 2026 v3' }),
        },
        ...versionRoutes(storedVersion({ id: copyId, name: 'Motor 2026 v3' })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Copy' }, LOADED));
    await waitFor(() => expect(router.state.location.pathname).toBe(versionPath(copyId)));
    expect(await screen.findByText('Copied as Motor 2026 v3')).toBeTruthy();
  });

  it('deletes a version after the permanent-action confirmation and returns to the product', async () => {
    const { user, server, router } = await openVersion(storedVersion(), {
      routes: {
        [`DELETE /api/product-versions/${VERSION_ID}`]: { status: 204 },
        [`GET /api/products/${PRODUCT_ID}`]: {
          body: { id: PRODUCT_ID, name: 'Motor', code: 'MOTOR', productType: 'INSURANCE' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADED));
    expect(screen.getByText('This is permanent and cannot be undone.')).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin-area/products/${PRODUCT_ID}`));
    expect(server.requests.some(({ method }) => method === 'DELETE')).toBe(true);
  });

  it('adds a new version from the server’s draft and opens it', async () => {
    const draft = storedVersion({ name: 'Motor 2026 v3' });
    const { id: _id, version: _version, ...draftWithoutId } = draft;
    const created = { ...draft, id: 'a0000000-0000-4000-8000-000000000010' };
    const { user, server, router } = await renderApp({
      path: `/admin-area/products/${PRODUCT_ID}/product-versions`,
      permissions: PERMISSIONS,
      catalog: CATALOG,
      routes: {
        [`POST /api/products/${PRODUCT_ID}/init-product-version`]: { body: draftWithoutId },
        [`GET /api/products/${PRODUCT_ID}/product-versions/find`]: { body: { count: 0, items: [] } },
        'GET /api/object-definitions': { body: [] },
        'POST /api/product-versions': { body: created },
        ...versionRoutes(created),
      },
    });
    expect((await screen.findByRole('textbox', { name: /^Name/ }, LOADED)).getAttribute('value')).toBe(
      'Motor 2026 v3',
    );
    expect(buttonNames()).toEqual(['Add']);
    await user.click(button('Add'));
    await waitFor(() => expect(router.state.location.pathname).toBe(versionPath(created.id)));
    expect(sent(server, 'POST')).toMatchObject({
      name: 'Motor 2026 v3',
      productId: PRODUCT_ID,
      active: false,
    });
    expect(sent(server, 'POST')).not.toHaveProperty('id');
  });

  it('goes back to the product for an unknown version', async () => {
    const { router } = await renderApp({
      path: versionPath('a0000000-0000-4000-8000-00000000dead'),
      permissions: PERMISSIONS,
      catalog: CATALOG,
      routes: {
        [`GET /api/products/${PRODUCT_ID}`]: {
          body: { id: PRODUCT_ID, name: 'Motor', code: 'M', productType: 'INSURANCE' },
        },
      },
    });
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/admin-area/products/${PRODUCT_ID}`),
      LOADED,
    );
  });
});

describe('object definitions of a version', SLOW, () => {
  const objectsSent = async (server: TestServer) => {
    await waitFor(() => expect(sent(server, 'PUT')).toBeDefined());
    await rereadAfterSave(server);
    return (sent(server, 'PUT') as ProductVersion).definition.objectDefinitions;
  };
  const keys = (objects: ObjectDefinition[]) => objects.map((object) => object.key);

  it('adds a copy of a predefined library object, or a new custom one, and offers no object twice', async () => {
    const { user } = await openVersion();
    await user.click(await screen.findByRole('button', { name: 'Add object' }, LOADED));
    const menu = screen.getByRole('menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    // The person is in the version already; Loan is lending only and the product is insurance.
    expect(entries).toEqual(['New custom object', 'Quote — Insurance period', 'Address']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Quote — Insurance period' }));
    expect(section('Insurance period')).toBeTruthy();
  });

  it('removes an object and reorders the others', async () => {
    const { user, server } = await openVersion();
    await user.click(await screen.findByRole('button', { name: 'Remove Private person' }, LOADED));
    await user.click(button('Save'));
    expect(keys(await objectsSent(server))).toEqual(['vehicle']);
  });

  it('checks each object: key required and unique in the version, columns 1–10, element bounds in order', async () => {
    const { user, server } = await openVersion();
    await user.click(await screen.findByRole('button', { name: 'Show Vehicle' }, LOADED));
    const vehicle = within(section('Vehicle'));
    const key = vehicle.getByRole('textbox', { name: /^Key/ });
    await user.clear(key);
    await user.type(key, 'person');
    const columns = vehicle.getByRole('spinbutton', { name: 'Columns' });
    await user.clear(columns);
    await user.type(columns, '11');
    await user.click(vehicle.getByRole('combobox', { name: 'Control type' }));
    await user.click(screen.getByRole('option', { name: 'Repeated objects' }));
    await user.type(vehicle.getByRole('spinbutton', { name: 'Minimum entries' }), '3');
    await user.type(vehicle.getByRole('spinbutton', { name: 'Maximum entries' }), '2');
    await user.click(button('Save'));

    expect(vehicle.getByText('Another object already has this key.')).toBeTruthy();
    expect(vehicle.getByText('Enter a whole number from 1 to 10.')).toBeTruthy();
    expect(vehicle.getByText('The maximum cannot be below the minimum.')).toBeTruthy();
    expect(screen.getByText('Correct the marked entries.')).toBeTruthy();
    expect(sent(server, 'PUT')).toBeUndefined();
  });

  it('refuses a negative maximum of entries', async () => {
    const { user } = await openVersion();
    await user.click(await screen.findByRole('button', { name: 'Show Vehicle' }, LOADED));
    const vehicle = within(section('Vehicle'));
    await user.click(vehicle.getByRole('combobox', { name: 'Control type' }));
    await user.click(screen.getByRole('option', { name: 'Repeated objects' }));
    await user.type(vehicle.getByRole('spinbutton', { name: 'Maximum entries' }), '-1');
    await user.click(button('Save'));
    expect(vehicle.getByText('Enter a whole number of 0 or more.')).toBeTruthy();
  });

  it('offers the unique-fields constraint only for predefined types, without Object fields', async () => {
    const { user } = await openVersion();
    await user.click(await screen.findByRole('button', { name: 'Show Vehicle' }, LOADED));
    expect(within(section('Vehicle')).queryByRole('combobox', { name: /Unique fields/ })).toBeNull();
    await user.click(button('Show Private person'));
    await user.click(within(section('Private person')).getByRole('combobox', { name: /Unique fields/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['First name', 'Personal code', 'E-mail']);
  });

  it('takes a deleted field out of the unique-fields constraint, and keeps predefined fields', async () => {
    const { user, server } = await openVersion(
      storedVersion({
        definition: {
          objectDefinitions: [
            {
              ...storedVersion().definition.objectDefinitions[0]!,
              attributes: { controlType: 'SINGLE_OBJECT', uniqueFieldsConstraint: ['personalCode', 'email'] },
            },
          ],
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Show Private person' }, LOADED));
    const person = within(section('Private person'));
    expect(person.queryByRole('button', { name: 'Delete Personal code' })).toBeNull();
    await user.click(person.getByRole('button', { name: 'Delete E-mail' }));
    await user.click(button('Save'));
    const [saved] = await objectsSent(server);
    expect(saved?.fields.map((each) => each.key)).toEqual(['firstName', 'personalCode', 'home']);
    expect(saved?.attributes.uniqueFieldsConstraint).toEqual(['personalCode']);
  });

  it('reorders fields', async () => {
    const { user, server } = await openVersion();
    await user.click(await screen.findByRole('button', { name: 'Show Vehicle' }, LOADED));
    await user.click(within(section('Vehicle')).getByRole('button', { name: 'Move Has trailer up' }));
    await user.click(button('Save'));
    const [, saved] = await objectsSent(server);
    expect(saved?.fields.map((each) => each.key)).toEqual(['make', 'hasTrailer', 'seats']);
  });

  it('shows each field of a locked version in the field view, read only', async () => {
    const { user } = await openVersion(storedVersion({ locked: true }));
    await user.click(await screen.findByRole('button', { name: 'Show Vehicle' }, LOADED));
    await user.click(within(section('Vehicle')).getByRole('button', { name: 'View Seats' }));
    const dialog = screen.getByRole('dialog', { name: 'Field Seats' });
    expect(within(dialog).getByRole('textbox', { name: /^Key/ }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
