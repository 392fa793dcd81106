import type { Label } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureRoutes, FixtureServer } from '../../testing/fixtureServer.js';
import { renderApp } from '../../testing/renderApp.js';

const EDITOR = ['labels:List', 'labels:Update'];
const LOADED = { timeout: 5000 };
const SLOW = { timeout: 30_000 };

const labels: Label[] = [
  { id: '9a7c1f3e-1111-4aaa-8aaa-000000000001', version: 2, name: 'VIP', color: 'color1' },
  { id: '9a7c1f3e-1111-4aaa-8aaa-000000000002', version: 0, name: 'Urgent', color: 'color12' },
  {
    id: '9a7c1f3e-1111-4aaa-8aaa-000000000003',
    version: 5,
    name: 'Fraud check',
    color: 'default',
    translations: { de: 'Betrugsprüfung' },
  },
];

async function openLabels(list: Label[], permissions = EDITOR, routes: FixtureRoutes = {}) {
  return renderApp({
    path: '/admin-area/labels',
    permissions,
    settings: { supportedLanguages: ['en', 'de'] },
    routes: {
      'GET /api/labels': { body: list },
      'PUT /api/labels': (request) => ({ body: request.body }),
      ...Object.fromEntries(list.map((label) => [`DELETE /api/labels/${label.id}`, { status: 204 }])),
      ...routes,
    },
  });
}

const puts = (server: FixtureServer) =>
  server.requests.filter((request) => request.method === 'PUT').map((request) => request.body);
const table = () => screen.findByRole('table', { name: 'Labels' }, LOADED);

describe('the labels page', SLOW, () => {
  it('says there are no labels when the tenant has none', async () => {
    await openLabels([]);
    expect(within(await table()).getByText('No labels')).toBeTruthy();
  });

  it('shows each label with its colour swatch and its name, in the saved order', async () => {
    await openLabels(labels);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['VIP', 'Urgent', 'Fraud check']);
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Amber' })).toBeTruthy();
  });

  it('needs a name for a new label, offers the 16 palette colours and adds it to the list', async () => {
    const { user, server } = await openLabels(labels);
    await user.click(await screen.findByRole('button', { name: 'Add label' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Add label' });
    const palette = within(dialog).getByRole('radiogroup', { name: 'Colour' });
    expect(within(palette).getAllByRole('radio')).toHaveLength(16);
    expect(within(palette).getByRole('radio', { name: 'Grey (default)' })).toHaveProperty('checked', true);

    await user.click(within(dialog).getByRole('button', { name: 'Add label' }));
    expect(within(dialog).getByText('Enter a name.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Name/, { selector: 'input' }), 'Priority');
    await user.click(within(palette).getByRole('radio', { name: 'Blue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add label' }));
    expect(await within(await table()).findByText('Priority')).toBeTruthy();
    expect(puts(server)).toEqual([]);
  });

  it('saves the whole list in its new order with one call, after edits, moves and a confirmed delete', async () => {
    const { user, server } = await openLabels(labels);
    await user.click(await screen.findByRole('button', { name: 'Move Fraud check up' }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Edit VIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit label' });
    await user.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Urgent' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this label?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Labels saved')).toBeTruthy();
    expect(puts(server)).toEqual([[{ ...labels[0], color: 'color9' }, { ...labels[2] }]]);
    // Deleted on purpose, before the list is saved: a list that leaves out a label on records is refused.
    const calls = server.requests.filter((request) => request.method !== 'GET');
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /api/labels/${labels[1]?.id}`,
      'PUT /api/labels',
    ]);
  });

  it('offers saving only once something changed', async () => {
    const { user } = await openLabels(labels);
    const save = await screen.findByRole('button', { name: 'Save' }, LOADED);
    expect(save).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Move Urgent down' }));
    expect(save).toHaveProperty('disabled', false);
  });

  it('offers the already-modified dialog when another editor saved the list first', async () => {
    const { user } = await openLabels(labels, EDITOR, {
      'PUT /api/labels': {
        status: 409,
        body: { statusCode: 409, message: 'Data was updated or deleted by another transaction' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Move Urgent up' }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Data already modified' })).toBeTruthy();
  });

  it('is read-only without the permission to update labels', async () => {
    await openLabels(labels, ['labels:List']);
    await table();
    for (const name of [
      'Add label',
      'Save',
      'Edit VIP',
      'Delete VIP',
      'Move Urgent up',
      'Drag VIP to reorder',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('saving labels', SLOW, () => {
  it('starts afresh from what the server answered, so the next save carries the new versions', async () => {
    const { user, server } = await openLabels(labels, EDITOR, {
      'PUT /api/labels': (request) => ({
        body: (request.body as Label[]).map((label) => ({ ...label, version: (label.version ?? -1) + 1 })),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Move Urgent up' }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Labels saved');
    await user.click(await screen.findByRole('button', { name: 'Move Urgent down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(server)).toHaveLength(2));
    expect((puts(server)[1] as Label[]).map((label) => [label.name, label.version])).toEqual([
      ['VIP', 3],
      ['Urgent', 1],
      ['Fraud check', 6],
    ]);
  });
});
