import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderAppOptions } from '../testing/renderApp.js';
import { CLIENT_ID } from './oidcSettings.js';

/** Signed in with an access token that runs out in two seconds, so oidc-client-ts renews it at once. */
const NEARLY_EXPIRED: RenderAppOptions = { path: '/profile', permissions: [], accessTokenExpiresIn: 2 };

/** Renewal takes a second or two of real time: the library checks token lifetimes once a second. */
const RENEWAL = { timeout: 8_000 };

describe('the sign-in session', () => {
  it('renews an access token near its expiry with the refresh token, and later calls carry the new one', async () => {
    const { user, server, issuer } = await renderApp({
      ...NEARLY_EXPIRED,
      profile: { affiliation: { id: 'i-1', name: 'Baltic Brokers' } },
      routes: { 'GET /api/profile/affiliations': { body: [{ id: 'i-1', name: 'Baltic Brokers' }] } },
    });
    await screen.findByRole('heading', { name: 'Profile' });
    const [signedIn] = issuer.accessTokens;

    await waitFor(() => expect(issuer.accessTokens).toHaveLength(2), RENEWAL);
    expect(issuer.refreshes[0]?.body).toMatchObject({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: 'acme-refresh-1',
    });
    const renewed = issuer.accessTokens[1];
    expect(renewed).not.toBe(signedIn);

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Baltic Brokers' }));
    await screen.findByRole('heading', { name: 'Affiliation' });
    const affiliations = server.requests.find((request) => request.path === '/api/profile/affiliations');
    expect(affiliations?.headers.authorization).toBe(`Bearer ${renewed}`);
  });

  it('signs out and sends the user to sign in when the issuer refuses to renew', async () => {
    const { issuer, router } = await renderApp(NEARLY_EXPIRED);
    await screen.findByRole('heading', { name: 'Profile' });
    issuer.endSessions();

    expect(await screen.findByRole('heading', { name: 'Sign in to Coverline' }, RENEWAL)).toBeTruthy();
    expect(issuer.refreshes).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ returnTo: '/profile' });
    expect(window.sessionStorage.getItem(`oidc.user:${issuer.url}:${CLIENT_ID}`)).toBeNull();
  });
});
