import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Config, ExternalIssuer } from '../config.js';
import type { Database } from '../db/database.js';
import { embeddedIssuer, TENANT_CODE } from '../oidc/issuerUrl.js';
import type { IssuerKeyStore } from '../oidc/keys.js';
import { createTenantCache } from './tenantCache.js';
import type { IssuerResolver, TrustedIssuer } from './verifyAccessToken.js';

/** The JWKS address an external issuer publishes in its discovery document. */
async function discoverJwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`Discovery of ${issuer} answered ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: unknown };
  if (typeof jwksUri !== 'string') throw new Error(`Discovery of ${issuer} names no jwks_uri`);
  return new URL(jwksUri);
}

/**
 * The API's allow-list of token issuers: the embedded issuer of every existing tenant (verified against
 * the tenant's keys in the database, without an HTTP call to ourselves) and the external issuers of the
 * configuration (their JWKS fetched and cached by jose). Nothing is fetched for any other `iss`.
 */
export function createIssuerResolver(
  db: Database,
  config: Config,
  issuerKeys: IssuerKeyStore,
): IssuerResolver {
  const tenantByCode = createTenantCache(db);
  const embeddedPrefix = embeddedIssuer(config.publicUrl, '');
  const embeddedKeys = new Map<string, JWTVerifyGetKey>();
  const externalKeys = new Map<string, Promise<JWTVerifyGetKey>>();

  async function keysOfTenant(tenantId: string): Promise<JWTVerifyGetKey | undefined> {
    const cached = embeddedKeys.get(tenantId);
    if (cached !== undefined) return cached;
    const keys = await issuerKeys.publicSigningKeys(tenantId);
    if (keys.length === 0) return undefined;
    // A tenant's signing key never changes once created, so its key set is kept for the process' life.
    const keySet = createLocalJWKSet({ keys });
    embeddedKeys.set(tenantId, keySet);
    return keySet;
  }

  function keysOfExternal(external: ExternalIssuer): Promise<JWTVerifyGetKey> {
    let keys = externalKeys.get(external.issuer);
    if (keys === undefined) {
      keys = discoverJwksUri(external.issuer).then((uri) => createRemoteJWKSet(uri));
      externalKeys.set(external.issuer, keys);
      keys.catch(() => externalKeys.delete(external.issuer));
    }
    return keys;
  }

  return async (iss) => {
    if (iss.startsWith(embeddedPrefix)) {
      const code = iss.slice(embeddedPrefix.length);
      if (!TENANT_CODE.test(code)) return undefined;
      const tenant = await tenantByCode(code);
      const keys = tenant && (await keysOfTenant(tenant.id));
      if (tenant === undefined || keys === undefined) return undefined;
      const trusted: TrustedIssuer = {
        issuer: iss,
        tenantId: tenant.id,
        tenantCode: tenant.code,
        audience: config.apiAudience,
        keys,
        embedded: true,
      };
      return trusted;
    }
    const external = config.externalIssuers.find((candidate) => candidate.issuer === iss);
    if (external === undefined) return undefined;
    const tenant = await tenantByCode(external.tenantCode);
    if (tenant === undefined) return undefined;
    return {
      issuer: iss,
      tenantId: tenant.id,
      tenantCode: tenant.code,
      audience: external.audience ?? config.apiAudience,
      keys: await keysOfExternal(external),
      embedded: false,
    };
  };
}
