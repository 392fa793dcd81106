import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';

const BROKER = {
  id: '5d0c1f2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  name: 'Baltic Brokers',
  code: 'BB',
  active: true,
};
const routes = { 'GET /api/intermediaries/find': { body: { count: 1, items: [BROKER] } } };

describe('the intermediaries list', () => {
  it('offers to add an intermediary to those who may start one', async () => {
    await renderApp({
      path: '/admin-area/intermediaries',
      permissions: ['intermediary:Read', 'intermediary:Init'],
      routes,
    });
    expect(await screen.findByRole('cell', { name: 'Baltic Brokers' })).toBeTruthy();
    // The sidebar offers it too; this is the list page's own.
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Add intermediary' }).getAttribute('href')).toBe(
      '/admin-area/intermediaries/add',
    );
  });

  it('lists without the button for a reader', async () => {
    await renderApp({ path: '/admin-area/intermediaries', permissions: ['intermediary:Read'], routes });
    expect(await screen.findByRole('cell', { name: 'Baltic Brokers' })).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Add intermediary' })).toBeNull();
  });
});
