import middie from '@fastify/middie';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { notFound } from '../http/webApp.js';
import { interactionRoutes } from './interactionRoutes.js';
import { createIssuerRegistry } from './issuerRegistry.js';
import { embeddedIssuer, TENANT_CODE } from './issuerUrl.js';
import type { IssuerKeyStore } from './keys.js';
import { SIGN_IN_STYLESHEET, SIGN_IN_STYLESHEET_PATH } from './signInStyles.js';

/** `/{tenantCode}{rest}` of a URL below `/oidc`. */
const ISSUER_PATH = /^\/([^/?]*)(.*)$/s;

/**
 * The embedded OpenID Connect providers under `/oidc/{tenantCode}/…`, one per tenant, started on the
 * tenant's first request. The providers are Koa applications mounted through @fastify/middie before
 * Fastify parses the body (they read it themselves); the login pages are ordinary Fastify routes.
 * Unknown tenants fall through to Fastify's 404.
 */
export const oidcPlugin: FastifyPluginAsync<{
  db: Database;
  config: Config;
  issuerKeys: IssuerKeyStore;
}> = async (app, { db, config, issuerKeys }) => {
  const registry = createIssuerRegistry(db, config, issuerKeys, app.log);
  // The providers' middleware sits in a context of its own below /oidc, whose unmatched addresses it
  // answers: the API's requests do not pass through it (it parsed every request's path and query).
  await app.register(
    async (issuers) => {
      await issuers.register(middie);
      issuers.use('/', (req, res, next) => {
        const [, tenantCode = '', rest = ''] = ISSUER_PATH.exec(req.url ?? '') ?? [];
        if (!TENANT_CODE.test(tenantCode) || rest.startsWith('/interaction/')) return next();
        registry.issuerOf(tenantCode).then((issuer) => {
          if (issuer === undefined) return next();
          req.url = rest.startsWith('/') ? rest : `/${rest}`;
          // oidc-provider builds its URLs below `originalUrl` minus `url`, or else below `baseUrl` (Express'
          // name). Searching `/token` in `/oidc/token/token` would find the wrong one, so name the base outright.
          Object.assign(req, {
            originalUrl: req.url,
            baseUrl: new URL(embeddedIssuer(config.publicUrl, tenantCode)).pathname,
          });
          return issuer.handle(req, res);
        }, next);
      });
      issuers.setNotFoundHandler(notFound);
    },
    { prefix: '/oidc' },
  );

  app.get(SIGN_IN_STYLESHEET_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SIGN_IN_STYLESHEET),
  );

  await app.register(interactionRoutes(registry, db));
};

// Like fastify-plugin: the sign-in routes belong to the root instance.
Object.assign(oidcPlugin, { [Symbol.for('skip-override')]: true });
