import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp.js';

/** The header once the landing page shows, i.e. once profile and permissions are loaded. */
async function loadedHeader() {
  await screen.findByRole('heading', { name: /^Welcome/ });
  return within(screen.getByRole('banner'));
}

describe('the header', () => {
  it('offers search only with a party, quote or contract Find permission', async () => {
    await renderApp({ path: '/home', permissions: ['contract:Find'] });
    expect((await loadedHeader()).getByRole('button', { name: 'Search (Ctrl+K)' })).toBeTruthy();
  });

  it('hides search from users who may not find anything', async () => {
    await renderApp({ path: '/home', permissions: ['claim:Read'] });
    expect((await loadedHeader()).queryByRole('button', { name: /Search/ })).toBeNull();
  });

  it('shows the admin-area button with any of the administration permissions', async () => {
    await renderApp({ path: '/home', permissions: ['permissionGroup:Read'] });
    expect((await loadedHeader()).getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe(
      '/admin-area',
    );
  });

  it('hides the admin-area button from users without one', async () => {
    await renderApp({ path: '/home', permissions: ['party:Find', 'claim:*'] });
    expect((await loadedHeader()).queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('has a profile menu with the initials, name, e-mail and account actions', async () => {
    const { user } = await renderApp({
      path: '/profile',
      permissions: [],
      profile: { affiliation: { id: 'i-1', name: 'Baltic Brokers' } },
    });
    await screen.findByRole('heading', { name: 'Profile' });
    const account = within(screen.getByRole('banner')).getByRole('button', { name: 'Account' });
    expect(account.textContent).toBe('AB');
    await user.click(account);

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Anna Bērziņa')).toBeTruthy();
    expect(within(menu).getByText('anna.berzina@example.com')).toBeTruthy();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['View profile', 'Baltic Brokers', 'Switch user', 'Log out']);
  });

  it('shows the e-mail’s first letter for a user without a name', async () => {
    await renderApp({
      path: '/home',
      permissions: [],
      profile: { name: null, firstName: null, lastName: null },
    });
    expect((await loadedHeader()).getByRole('button', { name: 'Account' }).textContent).toBe('A');
  });
});
