import { createHash, randomBytes } from 'node:crypto';

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/**
 * A minimal browser for the sign-in flow: fetch with a cookie jar (names and paths honoured, like a
 * browser's) and redirects left to the caller, so every hop can be inspected.
 */
export class Browser {
  private cookies: Cookie[] = [];

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const { pathname } = new URL(url);
    const cookie = this.cookies
      .filter(({ path }) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie !== '') headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) this.store(header, pathname);
    return response;
  }

  private store(header: string, requestPath: string): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const path = attribute('path') ?? (requestPath.slice(0, requestPath.lastIndexOf('/')) || '/');
    const expires = attribute('expires');
    const removed =
      value === '' ||
      attribute('max-age') === '0' ||
      (expires !== undefined && Date.parse(expires) < Date.now());
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
    if (!removed) this.cookies.push({ name, value, path });
  }
}

export interface TokenSet {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
}

export interface SignInOptions {
  /** Reuse a browser, e.g. to sign out later with its session cookie. */
  browser?: Browser;
  uiLocales?: string;
}

const APP_CLIENT_ID = 'coverline-app';

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The login form's action and anti-forgery token, if `html` is our sign-in page. */
export function loginFormOf(html: string): { action: string; csrf: string } | undefined {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  const csrf = /name="csrf" value="([^"]*)"/.exec(html)?.[1];
  return action === undefined || csrf === undefined
    ? undefined
    : { action: unescapeHtml(action), csrf: unescapeHtml(csrf) };
}

/** The issuer's endpoints, from its discovery document. */
export async function discover(
  baseUrl: string,
  tenantCode: string,
): Promise<{
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
}> {
  const response = await fetch(`${baseUrl}/oidc/${tenantCode}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Discovery answered ${response.status}`);
  return response.json() as never;
}

/** An authorization code obtained through the login page, with what its exchange needs. */
export interface Authorization {
  code: string;
  verifier: string;
  redirectUri: string;
  tokenEndpoint: string;
}

/**
 * Signs in as a person would through the embedded issuer of `tenantCode`: an authorization request with
 * PKCE (S256), the login page's form, every redirect, up to the code sent to the app's callback. Without
 * a session the credentials are posted; throws when they are refused (the login page comes back).
 */
export async function authorize(
  baseUrl: string,
  tenantCode: string,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<Authorization> {
  const browser = options.browser ?? new Browser();
  const endpoints = await discover(baseUrl, tenantCode);
  const redirectUri = `${baseUrl}/callback`;
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const request = new URL(endpoints.authorization_endpoint);
  for (const [key, value] of Object.entries({
    client_id: APP_CLIENT_ID,
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: redirectUri,
    state,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...(options.uiLocales === undefined ? {} : { ui_locales: options.uiLocales }),
  })) {
    request.searchParams.set(key, value);
  }

  let response = await browser.fetch(request.href);
  let submitted = false;
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers.get('location');
    if (location !== null) {
      const next = new URL(location, response.url || request.href);
      if (next.href.startsWith(redirectUri)) {
        if (next.searchParams.get('state') !== state) throw new Error('state mismatch');
        const code = next.searchParams.get('code');
        if (code === null) throw new Error(`Authorization failed: ${next.search}`);
        return { code, verifier, redirectUri, tokenEndpoint: endpoints.token_endpoint };
      }
      response = await browser.fetch(next.href);
      continue;
    }
    const html = await response.text();
    const form = loginFormOf(html);
    if (form === undefined)
      throw new Error(`Unexpected sign-in page (${response.status}): ${html.slice(0, 300)}`);
    if (submitted) throw new Error('The credentials were refused');
    submitted = true;
    response = await browser.fetch(new URL(form.action, response.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password, csrf: form.csrf }).toString(),
    });
  }
  throw new Error('Too many redirects');
}

/** The token request of the app: the code with its PKCE verifier. Throws with the error body on refusal. */
export async function exchangeCode({
  code,
  verifier,
  redirectUri,
  tokenEndpoint,
}: Authorization): Promise<TokenSet> {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: APP_CLIENT_ID,
    }).toString(),
  });
  const body = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`Token request failed: ${JSON.stringify(body)}`);
  const tokens: TokenSet = { accessToken: body.access_token as string, idToken: body.id_token as string };
  if (body.refresh_token !== undefined) tokens.refreshToken = body.refresh_token;
  return tokens;
}

/** Signs in through the tenant's embedded issuer (see `authorize`) and returns all three tokens. */
export async function signInForTokens(
  baseUrl: string,
  tenantCode: string,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<TokenSet> {
  return exchangeCode(await authorize(baseUrl, tenantCode, email, password, options));
}

/** Signs in through the tenant's embedded issuer and returns the API access token. */
export async function signIn(
  baseUrl: string,
  tenantCode: string,
  email: string,
  password: string,
): Promise<string> {
  return (await signInForTokens(baseUrl, tenantCode, email, password)).accessToken;
}
