import Provider, { errors, type Configuration, type JWKS, type KoaContextWithOIDC } from 'oidc-provider';
import type { TenantRef } from '../auth/tenantByCode.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { findAccountIn } from './account.js';
import { databaseAdapter } from './adapter.js';
import { embeddedIssuer } from './issuerUrl.js';
import type { IssuerKeys } from './keys.js';
import { errorPage, SIGN_IN_PAGE_CSP, signedOutPage, signOutPage } from './signInPages.js';
import { negotiateLocale, type SignInLocale } from './signInTexts.js';

/** The single-page app: a public client (no secret) that must use PKCE. */
export const APP_CLIENT_ID = 'coverline-app';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** How long a sign-in lasts: a working day. Refresh tokens and grants never outlive it. */
const SIGN_IN_LIFETIME = 12 * HOUR;

/** The resource indicator of our API; its tokens carry `config.apiAudience` as `aud`. */
export function apiResource(config: Config): string {
  return `${config.publicUrl}/api`;
}

function pageLocale(ctx: KoaContextWithOIDC): SignInLocale {
  const uiLocales = ctx.oidc?.params?.ui_locales;
  return negotiateLocale(typeof uiLocales === 'string' ? uiLocales : undefined, ctx.get('accept-language'));
}

function html(ctx: KoaContextWithOIDC, body: string): void {
  ctx.type = 'html';
  ctx.set('content-security-policy', SIGN_IN_PAGE_CSP);
  ctx.body = body;
}

/**
 * The OpenID Connect provider of one tenant, issuer `${publicUrl}/oidc/{code}`: authorization code with
 * PKCE (S256) for the app's public client, scopes `openid email`, short-lived JWT access tokens for the
 * API, rotating refresh tokens, our own login and logout pages, and all state in the database.
 */
export function createTenantProvider(
  db: Database,
  config: Config,
  tenant: TenantRef,
  keys: IssuerKeys,
): Provider {
  const issuer = embeddedIssuer(config.publicUrl, tenant.code);
  const resource = apiResource(config);
  const appOrigin = new URL(config.publicUrl).origin;
  const configuration: Configuration = {
    adapter: databaseAdapter(db, tenant.id),
    findAccount: findAccountIn(db, tenant.id),
    jwks: { keys: [keys.signing] } as JWKS,
    clients: [
      {
        client_id: APP_CLIENT_ID,
        client_name: 'Coverline',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        scope: 'openid email',
        redirect_uris: [`${config.publicUrl}/callback`, `${config.publicUrl}/silent-renew`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    responseTypes: ['code'],
    scopes: ['openid', 'email'],
    claims: { openid: ['sub'], email: ['email'] },
    // The ID token carries the e-mail too, so the app can show who is signed in before its first API call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,
    cookies: {
      keys: keys.cookieSecrets,
      // Each issuer keeps its session cookie to its own path, so signing in to another tenant keeps this one.
      long: { httpOnly: true, sameSite: 'lax', path: new URL(issuer).pathname },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    interactions: { url: (_ctx, interaction) => `${issuer}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            // What a user may do is decided by their permission groups on each request, not by token scopes.
            scope: '',
            audience: config.apiAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 10 * MINUTE,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => html(ctx, signOutPage(pageLocale(ctx), form)),
        postLogoutSuccessSource: (ctx) => html(ctx, signedOutPage(pageLocale(ctx), `${config.publicUrl}/`)),
      },
    },
    renderError: (ctx, out) =>
      html(ctx, errorPage(pageLocale(ctx), { code: out.error, description: out.error_description })),
    // The app's session renews with refresh tokens; they end with the sign-in session (no offline_access).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AuthorizationCode: MINUTE,
      AccessToken: 10 * MINUTE,
      IdToken: 10 * MINUTE,
      Interaction: 15 * MINUTE,
      Session: SIGN_IN_LIFETIME,
      Grant: SIGN_IN_LIFETIME,
      // A rotated refresh token inherits what is left of its predecessor's life: rotation never extends it.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SIGN_IN_LIFETIME,
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy !== false;
  return provider;
}
