import type { SavedQuery } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';

const LOADED = { timeout: 10_000 };
const FIRST = '5a1b2c3d-0000-4000-8000-000000000001';
const SECOND = '5a1b2c3d-0000-4000-8000-000000000002';

const QUERIES: SavedQuery[] = [
  {
    id: FIRST,
    version: 0,
    name: 'In progress',
    translations: { de: 'In Bearbeitung' },
    queryObject: 'INSURANCE_QUOTES',
    columns: ['quoteNr'],
    iconName: 'PendingActions',
  },
  { id: SECOND, version: 3, name: 'Diesel', queryObject: 'INSURANCE_QUOTES', columns: ['quoteNr'] },
];

function openList(permissions = ['query:*']) {
  return renderApp({
    path: '/admin-area/queries/insurance-quotes',
    permissions,
    settings: { supportedProductTypes: ['INSURANCE'] },
    routes: {
      'GET /api/queries/INSURANCE_QUOTES/all': { body: QUERIES },
      'PUT /api/queries/INSURANCE_QUOTES/reorder': (request) => ({
        body: (request.body as { queries: string[] }).queries.map((id) =>
          QUERIES.find((query) => query.id === id),
        ),
      }),
      [`POST /api/queries/${SECOND}/copy`]: {
        body: { ...QUERIES[1], id: '5a1b2c3d-0000-4000-8000-000000000003', name: 'Copy of Diesel' },
      },
      [`DELETE /api/queries/${FIRST}`]: { status: 204 },
    },
  });
}

describe('the saved query list', { timeout: 60_000 }, () => {
  it('shows the type queries in their order and saves a new order at once', async () => {
    const { user, server } = await openList();
    const table = await screen.findByRole('table', { name: 'Saved queries: Quotes' }, LOADED);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'In progress',
      'Diesel',
    ]);
    await user.click(within(table).getByRole('button', { name: 'Move Diesel up' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        queries: [SECOND, FIRST],
      }),
    );
  });

  it('copies a query', async () => {
    const { user, server } = await openList();
    const table = await screen.findByRole('table', { name: 'Saved queries: Quotes' }, LOADED);
    await user.click(within(table).getByRole('button', { name: 'Copy Diesel' }));
    expect(await screen.findByText('Copy of Diesel created', {}, LOADED)).toBeDefined();
    expect(server.requests.some((request) => request.path === `/api/queries/${SECOND}/copy`)).toBe(true);
  });

  it('deletes a query only after confirmation', async () => {
    const { user, server } = await openList();
    const table = await screen.findByRole('table', { name: 'Saved queries: Quotes' }, LOADED);
    await user.click(within(table).getByRole('button', { name: 'Delete In progress' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete saved query?' }, LOADED);
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('offers no changes to a user who may only list', async () => {
    await openList(['query:List', 'query:Read']);
    const table = await screen.findByRole('table', { name: 'Saved queries: Quotes' }, LOADED);
    await within(table).findByText('Diesel');
    expect(screen.queryByRole('button', { name: 'Add query' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete Diesel' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Copy Diesel' })).toBeNull();
  });
});
