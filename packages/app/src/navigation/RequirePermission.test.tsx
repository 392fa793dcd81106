import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp.js';

describe('permission-gated routes', () => {
  it('show access denied, without a link home, to a user lacking the route’s permission', async () => {
    await renderApp({ path: '/admin-area/settings', permissions: ['party:Find'] });

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to home page' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Not available yet' })).toBeNull();
  });

  it('open for a permission matching the pattern, wildcards included', async () => {
    await renderApp({ path: '/admin-area/permission-groups/add', permissions: ['permissionGroup:Create'] });
    expect(await screen.findByRole('heading', { name: 'Not available yet' })).toBeTruthy();
  });

  it('open for everything to a holder of *', async () => {
    await renderApp({ path: '/workspace/claims', permissions: ['*'] });
    expect(await screen.findByRole('heading', { name: 'Not available yet' })).toBeTruthy();
  });

  it('send a signed-out visitor to sign in', async () => {
    const { router } = await renderApp({ path: '/workspace/claims' });
    expect(await screen.findByRole('heading', { name: 'Sign in to Coverline' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
