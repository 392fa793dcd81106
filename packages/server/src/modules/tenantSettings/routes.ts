import type { TenantSettings } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { SIGNED_IN } from '../../http/permissions.js';
import { schemaRef } from '../../http/validation.js';
import { readProfile } from '../profile/profile.js';
import { inTenant } from '../shared/inTenant.js';
import { tenantImageUrl } from '../oidcClient/routes.js';
import { readSettings, saveSettings } from './service.js';

/** Tenant settings (administration.md §5): everyone signed in reads them, `tenant:UpdateSettings` saves. */
export const tenantSettingsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const tags = ['tenant'];
  const photoUrl = `${config.publicUrl}/api/profile/photo`;

  /** The settings as the shell reads them: with the caller's profile and the image addresses. */
  const forShell = (settings: TenantSettings, tenantId: string, profile: unknown) => ({
    ...settings,
    profile,
    config: {
      logoUrl: tenantImageUrl(config, tenantId, 'LOGO'),
      wallpaperUrl: tenantImageUrl(config, tenantId, 'WALLPAPER'),
    },
  });

  app.get('/api/tenant/settings', { config: { permission: SIGNED_IN }, schema: { tags } }, (request) =>
    inTenant(db, request, async (tx, actor) =>
      forShell(
        await readSettings(tx),
        actor.tenantId,
        await readProfile(tx, actor.userId as string, photoUrl),
      ),
    ),
  );

  app.put<{ Body: TenantSettings }>(
    '/api/tenant/settings',
    {
      config: { permission: 'tenant:UpdateSettings' },
      schema: { tags, body: { allOf: [schemaRef('tenant-settings'), { required: ['version'] }] } },
    },
    (request) =>
      inTenant(db, request, async (tx, actor) =>
        forShell(
          await saveSettings(tx, actor, request.body),
          actor.tenantId,
          await readProfile(tx, actor.userId as string, photoUrl),
        ),
      ),
  );
};
