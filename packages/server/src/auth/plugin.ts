import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { httpError } from '../http/errors.js';
import type { IssuerKeyStore } from '../oidc/keys.js';
import { createIdentityCache } from './identityCache.js';
import { createIssuerResolver } from './issuers.js';
import { createVerifiedTokenCache } from './verifiedTokenCache.js';
import { TokenRejected, verifyAccessToken, type VerifiedAccessToken } from './verifyAccessToken.js';

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function needsSignIn(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return path.startsWith('/api/') && request.routeOptions.config?.public !== true;
}

/**
 * Authentication of every `/api/` route not marked `config: { public: true }`: a valid bearer access token
 * of an allow-listed issuer, whose user exists and is active in the issuer's tenant; else 401. Sets
 * `request.identity`, with the tenant taken from the token's issuer and the permissions as they are now
 * (remembered while the tenant's access version stays), and `request.configurationVersion`.
 */
export const authPlugin: FastifyPluginAsync<{
  db: Database;
  config: Config;
  issuerKeys: IssuerKeyStore;
}> = async (app, { db, config, issuerKeys }) => {
  const resolveIssuer = createIssuerResolver(db, config, issuerKeys);
  const verify = createVerifiedTokenCache((token) => verifyAccessToken(token, resolveIssuer));
  const currentIdentity = createIdentityCache(db);

  app.decorateRequest('identity', undefined);
  app.decorateRequest('configurationVersion', undefined);

  app.addHook('onRequest', async (request) => {
    if (!needsSignIn(request)) return;
    const token = bearerToken(request);
    if (token === undefined) throw httpError(401, 'Unauthorized');
    let verified: VerifiedAccessToken;
    try {
      verified = await verify(token);
    } catch (error) {
      if (!(error instanceof TokenRejected)) throw error;
      request.log.info({ reason: error.message }, 'bearer token rejected');
      throw httpError(401, 'Unauthorized');
    }
    const { identity, versions } = await currentIdentity(verified);
    if (identity === undefined) {
      request.log.info({ tenant: verified.issuer.tenantCode }, 'bearer token of an unknown or blocked user');
      throw httpError(401, 'Unauthorized');
    }
    request.identity = identity;
    request.configurationVersion = versions.configuration;
  });
};

// Like fastify-plugin: the hook and the `identity` decoration apply to the whole application.
Object.assign(authPlugin, { [Symbol.for('skip-override')]: true });
