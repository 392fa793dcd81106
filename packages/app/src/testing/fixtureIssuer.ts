import { User } from 'oidc-client-ts';
import { CLIENT_ID } from '../auth/oidcSettings.js';
import type { FixtureAnswer, FixtureRoutes, ReceivedRequest } from './fixtureServer.js';

/**
 * A tenant's OpenID Connect issuer as oidc-client-ts meets it over HTTP: the discovery document and a token
 * endpoint speaking the refresh token grant (RFC 6749 §6) with rotation, like the server's embedded issuer.
 * Its ID tokens are unsigned, which the browser library accepts: it leaves signatures to the API server.
 */
export interface FixtureIssuer {
  /** Answers to serve from the fixture server, under `/oidc/{tenant}`. */
  routes: FixtureRoutes;
  /** The issuer's address on the fixture server at `origin`. */
  urlOn(origin: string): string;
  /** A user as oidc-client-ts keeps them after logging in here, the access token valid for `expiresIn` s. */
  signIn(issuer: string, sub: string, expiresIn: number): User;
  /** Ends every sign-in session at the issuer: refresh tokens are refused from now on. */
  endSessions(): void;
  /** The access tokens handed out, oldest first. */
  readonly accessTokens: readonly string[];
  /** The refresh token grants asked for. */
  readonly refreshes: readonly ReceivedRequest[];
}

interface Grant {
  issuer: string;
  sub: string;
  authTime: number;
}

/** Seconds since the epoch, the unit of token lifetimes and claims. */
const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** An issuer whose renewed access tokens last `accessTokenLifetime` seconds. */
export function fixtureIssuer(tenant: string, accessTokenLifetime = 3600): FixtureIssuer {
  const path = `/oidc/${tenant}`;
  const grants = new Map<string, Grant>();
  const accessTokens: string[] = [];
  const refreshes: ReceivedRequest[] = [];

  function issueTokens(grant: Grant, expiresIn: number) {
    const accessToken = `${tenant}-access-${accessTokens.length + 1}`;
    accessTokens.push(accessToken);
    const refreshToken = `${tenant}-refresh-${accessTokens.length}`;
    grants.set(refreshToken, grant);
    const claims = {
      iss: grant.issuer,
      sub: grant.sub,
      aud: CLIENT_ID,
      iat: nowInSeconds(),
      exp: nowInSeconds() + expiresIn,
      auth_time: grant.authTime,
    };
    return {
      claims,
      answer: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: expiresIn,
        refresh_token: refreshToken,
        id_token: unsignedJwt(claims),
        scope: 'openid email',
      },
    };
  }

  function token(request: ReceivedRequest): FixtureAnswer {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (form.client_id !== CLIENT_ID) return tokenError(401, 'invalid_client', 'unknown client');
    if (form.grant_type !== 'refresh_token') {
      return tokenError(400, 'unsupported_grant_type', `${form.grant_type} is not served here`);
    }
    refreshes.push(request);
    const grant = form.refresh_token === undefined ? undefined : grants.get(form.refresh_token);
    if (grant === undefined) return tokenError(400, 'invalid_grant', 'grant request is invalid');
    // Rotation: a refresh token is good for one renewal only.
    grants.delete(form.refresh_token as string);
    return { body: issueTokens(grant, accessTokenLifetime).answer, headers: { 'cache-control': 'no-store' } };
  }

  const urlOn = (origin: string) => `${origin}${path}`;
  return {
    routes: {
      [`GET ${path}/.well-known/openid-configuration`]: (request) =>
        discovery(urlOn(`http://${request.headers.host}`)),
      [`POST ${path}/token`]: token,
    },
    urlOn,
    signIn(issuer, sub, expiresIn) {
      const { claims, answer } = issueTokens({ issuer, sub, authTime: nowInSeconds() }, expiresIn);
      return new User({ ...answer, profile: claims, expires_at: nowInSeconds() + expiresIn });
    },
    endSessions: () => grants.clear(),
    accessTokens,
    refreshes,
  };
}

function discovery(issuer: string): FixtureAnswer {
  return {
    body: {
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      end_session_endpoint: `${issuer}/session/end`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email'],
      token_endpoint_auth_methods_supported: ['none'],
    },
  };
}

/** An error answer of the token endpoint (RFC 6749 §5.2). */
function tokenError(status: number, error: string, description: string): FixtureAnswer {
  return {
    status,
    body: { error, error_description: description },
    headers: { 'cache-control': 'no-store' },
  };
}

function unsignedJwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
