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

  /** The new decision's page, whose editor shows once its fields and products are loaded. */
  const newDecision = (permissions: string[]) =>
    renderApp({
      path: '/admin-area/decisions/insurance-quotes/new',
      permissions,
      routes: {
        'GET /api/decisions/INSURANCE_QUOTES/fields': { body: [] },
        'GET /api/decisions/INSURANCE_QUOTES/products': { body: [] },
      },
    });

  it('open for a permission matching the pattern, wildcards included', async () => {
    await newDecision(['decision:Create']);
    expect(await screen.findByRole('textbox', { name: /^Name/ }, CHUNK_LOADED)).toBeTruthy();
  });

  it('open for everything to a holder of *', async () => {
    await newDecision(['*']);
    expect(await screen.findByRole('textbox', { name: /^Name/ }, CHUNK_LOADED)).toBeTruthy();
  });

  it('send a signed-out visitor to sign in', async () => {
    const { router } = await renderApp({ path: '/workspace/claims' });
    expect(await screen.findByRole('heading', { name: 'Sign in to Coverline' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
