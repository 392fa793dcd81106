import { OidcClientConfig } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { tenantByCode } from '../../auth/tenantByCode.js';
import type { Config } from '../../config.js';
import { embeddedIssuer } from '../../oidc/issuerUrl.js';

/** The issuer users of a tenant sign in with: a configured external one, else the embedded one. */
export function issuerOfTenant(config: Config, tenantCode: string): string {
  const external = config.externalIssuers.find((entry) => entry.tenantCode === tenantCode);
  return external?.issuer ?? embeddedIssuer(config.publicUrl, tenantCode);
}

/** Public address of a tenant's logo or wallpaper (the default image until one is uploaded). */
export function tenantImageUrl(config: Config, tenantId: string, logoType: 'LOGO' | 'WALLPAPER'): string {
  const url = `${config.publicUrl}/api/public/tenant/logo/${tenantId}`;
  return logoType === 'LOGO' ? url : `${url}?logoType=${logoType}`;
}

export const oidcClientRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  app.get(
    '/.oidc-client',
    { schema: { hide: true, response: { 200: OidcClientConfig } } },
    async (): Promise<OidcClientConfig> => {
      if (config.tenant === undefined)
        return { issuer: null, logoUrl: null, wallpaperUrl: null, tenant: null, publicUrl: config.publicUrl };
      const tenant = await tenantByCode(db, config.tenant);
      return {
        issuer: issuerOfTenant(config, config.tenant),
        logoUrl: tenant ? tenantImageUrl(config, tenant.id, 'LOGO') : null,
        wallpaperUrl: tenant ? tenantImageUrl(config, tenant.id, 'WALLPAPER') : null,
        tenant: config.tenant,
        publicUrl: config.publicUrl,
      };
    },
  );
};
