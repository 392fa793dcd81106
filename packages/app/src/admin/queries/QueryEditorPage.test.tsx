import type { QueryFieldContract, SavedQuery } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';

const LOADED = { timeout: 10_000 };
const QUERY_ID = '6b1c2d3e-0000-4000-8000-000000000001';

const FIELDS: QueryFieldContract[] = [
  { key: 'quoteNr', name: 'Number', fieldType: 'String', sortable: true },
  { key: 'status', name: 'Status', fieldType: 'String', sortable: true },
  {
    key: 'vehicle.fuelType',
    name: 'Vehicle / Fuel type',
    fieldType: 'Lookup',
    sortable: true,
    meta: { lookupId: 'fuel' },
  },
  { key: 'contracteeName', name: 'Customer', fieldType: 'Customer', sortable: true },
];

const STORED: SavedQuery = {
  id: QUERY_ID,
  version: 4,
  name: 'Diesel',
  queryObject: 'INSURANCE_QUOTES',
  columns: ['quoteNr', 'vehicle.fuelType'],
  search: ['quoteNr'],
  sorting: ['quoteNr:ASC'],
  visibleIn: ['TREE_MENU'],
  conditions: 'vehicle.fuelType == "DIESEL"',
  permission: 'internal:Restriction',
};

function openEditor(path: string) {
  return renderApp({
    path,
    permissions: ['query:*', 'party:FindAll'],
    settings: { supportedProductTypes: ['INSURANCE'], supportedLanguages: ['en', 'de'] },
    routes: {
      'GET /api/queries/x/INSURANCE_QUOTES/all-fields': { body: FIELDS },
      'GET /api/parties/find-all': (request) => {
        const name = new URL(request.path, 'http://app').searchParams.get('name') ?? '';
        const people = ['Anna Berzina', 'Andris Kalnins', 'Ilze Ozola'].map((each, index) => ({
          id: `p${index}`,
          name: each,
          partyType: 'PRIVATE',
        }));
        const items = people.filter((party) => party.name.includes(name));
        return { body: { items, count: items.length } };
      },
      [`GET /api/queries/INSURANCE_QUOTES/${QUERY_ID}`]: { body: STORED },
      'POST /api/queries/INSURANCE_QUOTES': (request) => ({
        body: { ...(request.body as object), id: QUERY_ID, version: 0 },
      }),
      'PUT /api/queries/INSURANCE_QUOTES': (request) => ({
        body: { ...(request.body as SavedQuery), version: 5 },
      }),
    },
  });
}

describe('the saved query editor', { timeout: 60_000 }, () => {
  it('needs a name and a column, then creates the query with its columns, search and sorting', async () => {
    const { user, server } = await openEditor('/admin-area/queries/insurance-quotes/new');
    const save = await screen.findByRole('button', { name: 'Save' }, LOADED);
    await user.click(save);
    expect((await screen.findAllByText('Required')).length).toBe(2);
    expect(
      server.requests.some((request) => request.method === 'POST' && request.path.startsWith('/api/queries')),
    ).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ready quotes');
    await user.click(screen.getByRole('combobox', { name: /^Columns/ }));
    await user.click(await screen.findByRole('option', { name: 'Number' }));
    await user.click(screen.getByRole('checkbox', { name: 'Search Number' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by Number' }));
    await user.click(await screen.findByRole('option', { name: 'Descending' }));
    await user.click(screen.getByRole('checkbox', { name: 'Person view' }));
    await user.click(save);

    await waitFor(() =>
      expect(
        server.requests.some(
          (request) => request.method === 'POST' && request.path === '/api/queries/INSURANCE_QUOTES',
        ),
      ).toBe(true),
    );
    const sent = server.requests.find((request) => request.path === '/api/queries/INSURANCE_QUOTES')?.body;
    expect(sent).toMatchObject({
      name: 'Ready quotes',
      queryObject: 'INSURANCE_QUOTES',
      columns: ['quoteNr'],
      search: ['quoteNr'],
      sorting: ['quoteNr:DESC'],
      visibleIn: ['TREE_MENU', 'VIEW_PERSON'],
      permission: 'internal:Restriction',
    });
  });

  it('edits a stored query, its condition built from the type fields with lookup values to choose', async () => {
    const { user, server } = await openEditor(`/admin-area/queries/insurance-quotes/${QUERY_ID}`);
    const condition = await screen.findByRole('textbox', { name: 'Condition' }, LOADED);
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(await within(trail).findByText('Diesel', {}, LOADED)).toBeDefined();
    expect(condition).toHaveProperty('value', 'vehicle.fuelType == "DIESEL"');
    await user.click(screen.getByRole('button', { name: 'Edit Condition' }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(within(dialog).getAllByRole('combobox').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('combobox', { name: 'Visibility' }));
    await user.click(await screen.findByRole('option', { name: 'Partners' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      id: QUERY_ID,
      version: 4,
      permission: 'partner:Restriction',
      conditions: 'vehicle.fuelType == "DIESEL"',
    });
  });

  it("chooses a customer field's value by a party search", async () => {
    const { user, server } = await openEditor(`/admin-area/queries/insurance-quotes/${QUERY_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Condition' }, LOADED));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    await user.click(within(dialog).getByRole('combobox', { name: 'Field' }));
    await user.click(await screen.findByRole('option', { name: 'Customer' }));
    const value = within(dialog).getByRole('combobox', { name: 'Value' });
    await user.click(value);
    await user.type(value, 'An');
    // The search of what was typed, a page of 10; under load the debounce may also have sent "A" alone first.
    const typedSearch = () =>
      server.requests.find(
        (request) => request.path.startsWith('/api/parties/find-all') && request.path.includes('name=An'),
      );
    await waitFor(() => expect(typedSearch()?.path).toContain('limit=10'), LOADED);
    await user.click(await screen.findByRole('option', { name: 'Andris Kalnins' }, LOADED));
    expect(await within(dialog).findByText('contracteeName == "Andris Kalnins"')).toBeDefined();
  });

  it('opens a stored query by its id alone for whom may administer queries but not run them', async () => {
    const { server } = await renderApp({
      path: `/admin-area/query/${QUERY_ID}`,
      // no quote:Find: the query's records are not the administrator's to list
      permissions: ['query:Read', 'query:Update'],
      settings: { supportedProductTypes: ['INSURANCE'], supportedLanguages: ['en'] },
      catalog: { queries: [{ id: QUERY_ID, name: 'Diesel', queryObject: 'INSURANCE_QUOTES' }] },
      routes: {
        'GET /api/queries/x/INSURANCE_QUOTES/all-fields': { body: FIELDS },
        [`GET /api/queries/INSURANCE_QUOTES/${QUERY_ID}`]: { body: STORED },
      },
    });
    expect(await screen.findByDisplayValue('Diesel', {}, LOADED)).toBeDefined();
    expect(server.requests.some((request) => request.path.startsWith(`/api/queries/${QUERY_ID}`))).toBe(
      false,
    );
  });

  it('names the codes of a status a rule chooses among, several for "is one of"', async () => {
    const fields: QueryFieldContract[] = [
      ...FIELDS,
      {
        key: 'quoteStatus',
        name: 'Quote status',
        fieldType: 'String',
        sortable: true,
        meta: { enumeration: 'quoteStatuses', values: ['NEW', 'READY', 'APPROVED'] },
      },
    ];
    const { user } = await renderApp({
      path: `/admin-area/queries/insurance-quotes/${QUERY_ID}`,
      permissions: ['query:*'],
      settings: { supportedProductTypes: ['INSURANCE'], supportedLanguages: ['en'] },
      routes: {
        'GET /api/queries/x/INSURANCE_QUOTES/all-fields': { body: fields },
        [`GET /api/queries/INSURANCE_QUOTES/${QUERY_ID}`]: {
          body: { ...STORED, conditions: 'quoteStatus in ["NEW", "READY"] && quoteStatus == "APPROVED"' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Condition' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', {}, LOADED));
    const [several, one] = dialog.getAllByRole('combobox', { name: 'Value' });
    expect(several?.textContent).toBe('New, Ready');
    expect(one?.textContent).toBe('Approved');
    await user.click(one as HTMLElement);
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'New',
      'Ready',
      'Approved',
    ]);
  });
});
