import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../auth/users.js';
import { SIGN_IN_ATTEMPTS } from './interactionRoutes.js';
import { insertTenant } from '../../test/support/database.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import {
  authorize,
  Browser,
  discover,
  exchangeCode,
  loginFormOf,
  signInForTokens,
} from '../../test/support/signIn.js';

const PASSWORD = 'Secret-123';

describe('signing in through the embedded issuer', () => {
  let server: TestServer;
  let tenant: { id: string; code: string };
  let issuer: string;
  let tokenEndpoint: string;

  async function newUser(email: string): Promise<string> {
    const { id } = await server.db.withTenant(tenant.id, (tx) =>
      createUser(tx, { tenantId: tenant.id, email, password: PASSWORD }),
    );
    return id;
  }

  const profile = (token: string) =>
    fetch(`${server.baseUrl}/api/profile`, { headers: { authorization: `Bearer ${token}` } });

  const refresh = (refreshToken: string) =>
    fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'coverline-app',
      }),
    });

  /** The browser's first stop: the login page of a fresh authorization request. */
  async function loginPage(
    browser: Browser,
    extra: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) {
    const url = new URL(`${issuer}/auth`);
    const params = {
      client_id: 'coverline-app',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: `${server.baseUrl}/callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      ...extra,
    };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const start = await browser.fetch(url.href, { headers });
    const location = start.headers.get('location');
    expect(start.status, await start.clone().text()).toBe(303);
    const page = await browser.fetch(new URL(location as string, url).href, { headers });
    return { page, html: await page.text(), url: page.url };
  }

  beforeAll(async () => {
    server = await startTestServer();
    tenant = await insertTenant(server.db);
    ({ issuer, token_endpoint: tokenEndpoint } = await discover(server.baseUrl, tenant.code));
  });
  afterAll(() => server.close());

  it('publishes the issuer of the tenant under the public URL', () => {
    expect(issuer).toBe(`${server.baseUrl}/oidc/${tenant.code}`);
  });

  it('gives an RS256 JWT access token for the API, which the API accepts', async () => {
    const userId = await newUser('anna@example.com');
    const { accessToken, idToken } = await signInForTokens(
      server.baseUrl,
      tenant.code,
      'Anna@Example.com',
      PASSWORD,
    );
    expect(decodeJwt(idToken)).toMatchObject({
      iss: issuer,
      aud: 'coverline-app',
      sub: userId,
      email: 'anna@example.com',
    });
    expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ iss: issuer, aud: server.config.apiAudience, sub: userId });
    expect((claims.exp as number) - (claims.iat as number)).toBeLessThanOrEqual(600);
    const response = await profile(accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'anna@example.com', tenant_id: tenant.id });
  });

  it('answers a wrong password and an unknown e-mail with the same page', async () => {
    await newUser('bert@example.com');
    const browser = new Browser();
    const { html, url } = await loginPage(browser);
    const form = loginFormOf(html)!;
    const attempt = async (email: string, password: string) => {
      const response = await browser.fetch(new URL(form.action, url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password, csrf: form.csrf }),
      });
      return { status: response.status, body: (await response.text()).replaceAll(email, '{email}') };
    };
    const wrongPassword = await attempt('bert@example.com', 'Secret-124');
    const unknownUser = await attempt('nobody@example.com', PASSWORD);
    expect(wrongPassword.status).toBe(200);
    expect(wrongPassword.body).toContain('role="alert"');
    expect(wrongPassword.body).toContain('The email or password is incorrect.');
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('refuses a login form with text the database cannot store, with 400 rather than a failure', async () => {
    const browser = new Browser();
    const { html, url } = await loginPage(browser);
    const form = loginFormOf(html)!;
    for (const [email, password] of [
      ['nul\u0000@example.com', PASSWORD],
      ['bert@example.com', 'Secret\u0000'],
    ]) {
      const response = await browser.fetch(new URL(form.action, url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: email as string, password: password as string, csrf: form.csrf }),
      });
      expect(response.status, email).toBe(400);
    }
  });

  it('pauses password guessing on one account after ten attempts', async () => {
    await newUser('ivan@example.com');
    const browser = new Browser();
    const { html, url } = await loginPage(browser);
    const form = loginFormOf(html)!;
    const attempt = (email: string) =>
      browser.fetch(new URL(form.action, url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password: 'Guess-000', csrf: form.csrf }),
      });
    for (let count = 0; count < SIGN_IN_ATTEMPTS; count += 1) {
      expect((await attempt('ivan@example.com')).status).toBe(200);
    }
    const limited = await attempt('IVAN@example.com');
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many sign-in attempts.');
    expect((await attempt('someone.else@example.com')).status).toBe(200);
  });

  it('refuses a login form posted without its anti-forgery token', async () => {
    await newUser('carl@example.com');
    const browser = new Browser();
    const { html, url } = await loginPage(browser);
    const response = await browser.fetch(new URL(loginFormOf(html)!.action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'carl@example.com', password: PASSWORD, csrf: 'forged' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('shows the login page in the language the app or the browser asks for', async () => {
    const german = await loginPage(new Browser(), { ui_locales: 'de-DE' });
    expect(german.html).toContain('<html lang="de-DE">');
    expect(german.html).toContain('<label for="password">Passwort</label>');
    const latvian = await loginPage(new Browser(), {}, { 'accept-language': 'lv,en;q=0.5' });
    expect(latvian.html).toContain('<label for="email">E-pasta adrese</label>');
    const english = await loginPage(new Browser(), {}, { 'accept-language': 'ja' });
    expect(english.html).toContain('<label for="email">Email</label>');
  });

  it('serves a login page without scripts or outside resources, under a strict CSP', async () => {
    const { page, html } = await loginPage(new Browser());
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    expect(html).not.toMatch(/<script|\sstyle=|https?:\/\//);
    expect(html).toContain('<input id="email" name="email" type="email" autocomplete="username"');
    const stylesheet = await fetch(
      `${server.baseUrl}${/<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]}`,
    );
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('redirects only to a registered redirect_uri, matched exactly', async () => {
    for (const redirectUri of [
      `${server.baseUrl}/callback/`,
      `${server.baseUrl}/callback?next=/admin`,
      'http://evil.example/callback',
    ]) {
      const url = new URL(`${issuer}/auth`);
      url.search = new URLSearchParams({
        client_id: 'coverline-app',
        response_type: 'code',
        scope: 'openid email',
        redirect_uri: redirectUri,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString();
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status, redirectUri).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('redirect_uri');
    }
  });

  it('requires PKCE with S256', async () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{}, /requires PKCE/],
      [
        { code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'plain' },
        /code_challenge_method/,
      ],
    ];
    for (const [pkce, reason] of refusals) {
      const url = new URL(`${issuer}/auth`);
      url.search = new URLSearchParams({
        client_id: 'coverline-app',
        response_type: 'code',
        scope: 'openid email',
        redirect_uri: `${server.baseUrl}/callback`,
        ...pkce,
      }).toString();
      const response = await fetch(url, { redirect: 'manual' });
      const location = new URL(response.headers.get('location') ?? '', url);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('error_description')).toMatch(reason);
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('accepts an authorization code once, with its verifier, within 60 seconds', async () => {
    await newUser('dora@example.com');
    const authorization = await authorize(server.baseUrl, tenant.code, 'dora@example.com', PASSWORD);
    const { rows } = await server.db.withTenant(tenant.id, (tx) =>
      tx.query<{ lifetime: number }>(
        `select (payload->>'exp')::int - (payload->>'iat')::int as lifetime
           from oidc_payload where model = 'AuthorizationCode' and id = $1`,
        [authorization.code],
      ),
    );
    expect(rows[0]?.lifetime).toBeGreaterThan(0);
    expect(rows[0]?.lifetime).toBeLessThanOrEqual(60);
    await expect(exchangeCode({ ...authorization, verifier: 'x'.repeat(43) })).rejects.toThrow(
      /invalid_grant/,
    );
    await expect(exchangeCode(authorization)).resolves.toHaveProperty('accessToken');
    await expect(exchangeCode(authorization)).rejects.toThrow(/invalid_grant/);
  });

  it('rotates refresh tokens; reusing a spent one revokes the whole sign-in', async () => {
    await newUser('emil@example.com');
    const first = await signInForTokens(server.baseUrl, tenant.code, 'emil@example.com', PASSWORD);
    const rotated = await refresh(first.refreshToken!);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refreshToken);
    expect((await profile(second.access_token)).status).toBe(200);

    const reused = await refresh(first.refreshToken!);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(second.refresh_token)).status).toBe(400);
  });

  it('refreshes no tokens for a user who has been blocked', async () => {
    const userId = await newUser('fred@example.com');
    const { refreshToken } = await signInForTokens(server.baseUrl, tenant.code, 'fred@example.com', PASSWORD);
    await server.db.withTenant(tenant.id, (tx) =>
      tx.query('update user_account set active = false where id = $1', [userId]),
    );
    const response = await refresh(refreshToken!);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs out after asking in the user language; the session and its refresh tokens end', async () => {
    await newUser('gina@example.com');
    const browser = new Browser();
    const tokens = await signInForTokens(server.baseUrl, tenant.code, 'gina@example.com', PASSWORD, {
      browser,
    });
    const { end_session_endpoint: endSession } = await discover(server.baseUrl, tenant.code);

    const url = new URL(endSession);
    url.search = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${server.baseUrl}/`,
      ui_locales: 'fr-FR',
    }).toString();
    const confirmation = await browser.fetch(url.href);
    const html = await confirmation.text();
    expect(confirmation.status).toBe(200);
    expect(html).toContain('Voulez-vous vous déconnecter');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;

    const signedOut = await browser.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`${server.baseUrl}/`);
    expect((await refresh(tokens.refreshToken!)).status).toBe(400);
    const again = await loginPage(browser);
    expect(loginFormOf(again.html)).toBeDefined();
  });

  it('keeps a browser signed in: a second authorization needs no password', async () => {
    await newUser('hans@example.com');
    const browser = new Browser();
    await signInForTokens(server.baseUrl, tenant.code, 'hans@example.com', PASSWORD, { browser });
    const silent = await authorize(server.baseUrl, tenant.code, 'hans@example.com', 'not the password', {
      browser,
    });
    await expect(exchangeCode(silent)).resolves.toHaveProperty('accessToken');
  });

  it('has no issuer for a tenant that does not exist', async () => {
    expect(
      (await fetch(`${server.baseUrl}/oidc/no_such_tenant/.well-known/openid-configuration`)).status,
    ).toBe(404);
    expect((await fetch(`${server.baseUrl}/oidc/no_such_tenant/interaction/abc`)).status).toBe(404);
  });

  it('starts the issuer of a tenant registered while the server runs', async () => {
    const late = await insertTenant(server.db);
    await server.db.withTenant(late.id, (tx) =>
      createUser(tx, { tenantId: late.id, email: 'late@example.com', password: PASSWORD }),
    );
    const { accessToken } = await signInForTokens(server.baseUrl, late.code, 'late@example.com', PASSWORD);
    expect(await (await profile(accessToken)).json()).toMatchObject({ tenant_id: late.id });
  });
});
