import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ISSUER_STORAGE_KEY } from '../auth/authSession.js';
import type { ReceivedRequest } from '../testing/fixtureServer.js';
import { renderApp } from '../testing/renderApp.js';

/** The login oidc-client-ts began before leaving for the issuer: what the callback will complete. */
function pendingSignIn(): { authority?: string; data?: { returnTo?: string } } | undefined {
  const key = Object.keys(window.localStorage).find((name) => name.startsWith('oidc.'));
  return key === undefined ? undefined : JSON.parse(window.localStorage.getItem(key) ?? '');
}

const askedIssuer = (request: ReceivedRequest) => request.path.startsWith('/oidc/');

describe('tenant selection', () => {
  it('is skipped when the deployment names a tenant: the login goes straight to its issuer', async () => {
    const { server, issuer } = await renderApp({
      path: '/login?returnTo=/profile',
      deploymentNamesTenant: true,
    });

    expect(await screen.findByText('Taking you to the sign-in page…')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Account name/ })).toBeNull();
    await waitFor(() => expect(pendingSignIn()).toMatchObject({ data: { returnTo: '/profile' } }));
    expect(pendingSignIn()?.authority).toBe(issuer.url);
    expect(server.requests.filter(askedIssuer).map((request) => request.path)).toEqual([
      '/oidc/acme/.well-known/openid-configuration',
    ]);
    expect(server.requests.some((request) => request.path.startsWith('/api/public/tenants'))).toBe(false);
    // The deployment's issuer is not a choice to remember in this browser.
    expect(window.localStorage.getItem(ISSUER_STORAGE_KEY)).toBeNull();
  });

  it('asks for the account name otherwise, and logs in with the named tenant’s first issuer', async () => {
    const { server, issuer, user } = await renderApp({
      path: '/login?returnTo=/profile',
      routes: {
        'GET /api/public/tenants/name/acme/logins': (request) => ({
          body: [`http://${request.headers.host}/oidc/acme`, 'https://login.example.com/acme'],
        }),
      },
    });

    const accountName = await screen.findByRole('textbox', { name: /Account name/ });
    expect(server.requests.some(askedIssuer)).toBe(false);
    await user.type(accountName, 'acme');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(pendingSignIn()).toMatchObject({ data: { returnTo: '/profile' } }));
    expect(pendingSignIn()?.authority).toBe(issuer.url);
    expect(server.requests.filter(askedIssuer).map((request) => request.path)).toEqual([
      '/oidc/acme/.well-known/openid-configuration',
    ]);
    expect(window.localStorage.getItem(ISSUER_STORAGE_KEY)).toBe(issuer.url);
  });

  it('says the account name is missing on Continue, not when focus just moves on from the untouched field', async () => {
    const { user } = await renderApp({ path: '/login' });
    const accountName = await screen.findByRole('textbox', { name: /Account name/ });
    const missing = () => screen.queryByText('Enter the account name.');

    await user.tab();
    expect(document.activeElement).not.toBe(accountName);
    expect(missing()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(missing()).not.toBeNull();
  });

  it('says so when leaving the field after erasing what was typed', async () => {
    const { user } = await renderApp({ path: '/login' });
    const accountName = await screen.findByRole('textbox', { name: /Account name/ });
    await user.type(accountName, 'a');
    await user.clear(accountName);
    await user.tab();
    expect(screen.queryByText('Enter the account name.')).not.toBeNull();
  });
});
