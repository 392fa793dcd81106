import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import { tenantByCode, type TenantRef } from '../auth/tenantByCode.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { IssuerKeyStore, IssuerKeys } from './keys.js';
import { createTenantProvider } from './tenantProvider.js';

/** A tenant's running OpenID Connect provider. */
export interface TenantIssuer {
  tenant: TenantRef;
  provider: Provider;
  /** The provider as a Node request handler, for a request whose URL is relative to the issuer. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The anti-forgery token that the login form of interaction `uid` must send back. */
  loginFormToken: (uid: string) => string;
  isLoginFormToken: (uid: string, token: string) => boolean;
}

function startIssuer(
  db: Database,
  config: Config,
  keys: IssuerKeys,
  log: FastifyBaseLogger,
  tenant: TenantRef,
): TenantIssuer {
  const provider = createTenantProvider(db, config, tenant, keys);
  // The provider answers its own failures with an error page; the cause goes to our log, not to stderr.
  provider.on('server_error', (_ctx, error) =>
    log.error({ err: error, tenant: tenant.code }, 'sign-in server error'),
  );
  const secret = keys.cookieSecrets[0] as string;
  const loginFormToken = (uid: string) =>
    createHmac('sha256', secret).update(`login-form:${uid}`).digest('base64url');
  return {
    tenant,
    provider,
    handle: provider.callback() as TenantIssuer['handle'],
    loginFormToken,
    isLoginFormToken: (uid, token) => {
      const expected = Buffer.from(loginFormToken(uid));
      const actual = Buffer.from(token);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/** Lazily started providers, one per tenant, so a tenant registered while the server runs can sign in at once. */
export interface IssuerRegistry {
  /** The tenant's provider, or undefined when no tenant has this code. */
  issuerOf(tenantCode: string): Promise<TenantIssuer | undefined>;
}

export function createIssuerRegistry(
  db: Database,
  config: Config,
  issuerKeys: IssuerKeyStore,
  log: FastifyBaseLogger,
): IssuerRegistry {
  const started = new Map<string, Promise<TenantIssuer>>();
  return {
    async issuerOf(tenantCode) {
      const running = started.get(tenantCode);
      if (running !== undefined) return running;
      const tenant = await tenantByCode(db, tenantCode);
      if (tenant === undefined) return undefined;
      let starting = started.get(tenantCode);
      if (starting === undefined) {
        starting = issuerKeys.load(tenant.id).then((keys) => startIssuer(db, config, keys, log, tenant));
        started.set(tenantCode, starting);
        // A failed start (say, the database was briefly away) is retried by the next request.
        starting.catch(() => started.delete(tenantCode));
      }
      return starting;
    },
  };
}
