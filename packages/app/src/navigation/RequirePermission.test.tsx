import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp.js';

/** The admin area is a lazily loaded chunk: its first import in a test worker can take seconds. */
const CHUNK_LOADED = { timeout: 15_000 };

describe('permission-gated routes', () => {
  it('show access denied, without a link home, to a user lacking the route’s permission', async () => {
    await renderApp({ path: '/admin-area/settings', permissions: ['party:Find'] });

    expect(await screen.findByRole('heading', { name: 'Access denied' }, CHUNK_LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to home page' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Not available yet' })).toBeNull();
  });

  it('open for a permission matching the pattern, wildcards included', async () => {
    await renderApp({ path: '/admin-area/decisions/insurance-quotes/new', permissions: ['decision:Create'] });
    expect(await screen.findByRole('heading', { name: 'Not available yet' }, CHUNK_LOADED)).toBeTruthy();
  });

  it('open for everything to a holder of *', async () => {
    await renderApp({ path: '/admin-area/decisions/INSURANCE_QUOTES/new', permissions: ['*'] });
    expect(await screen.findByRole('heading', { name: 'Not available yet' }, CHUNK_LOADED)).toBeTruthy();
  });

  it('send a signed-out visitor to sign in', async () => {
    const { router } = await renderApp({ path: '/workspace/claims' });
    expect(await screen.findByRole('heading', { name: 'Sign in to Coverline' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
