import { ShellSettings, type Profile, type SettingsProfile, type TenantSettings } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { SIGNED_IN } from '../../http/permissions.js';
import { schemaRef } from '../../http/validation.js';
import { readProfile } from '../profile/profile.js';
import { inTenant } from '../shared/inTenant.js';
import { tenantImageUrl } from '../oidcClient/routes.js';
import { readSettings, saveSettings } from './service.js';

/** Tenant settings: everyone signed in reads them, `tenant:UpdateSettings` saves. */
export const tenantSettingsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const tags = ['tenant'];
  const photoUrl = `${config.publicUrl}/api/profile/photo`;

  /** The settings as the shell reads them: with the caller's profile and the image addresses. */
  const forShell = (
    settings: TenantSettings,
    tenantId: string,
    profile: Profile | undefined,
  ): ShellSettings => ({
    ...settings,
    ...(profile === undefined ? {} : { profile: withoutNulls(profile) }),
    config: {
      logoUrl: tenantImageUrl(config, tenantId, 'LOGO'),
      wallpaperUrl: tenantImageUrl(config, tenantId, 'WALLPAPER'),
    },
  });

  const response = { 200: ShellSettings };
  app.get(
    '/api/tenant/settings',
    { config: { permission: SIGNED_IN }, schema: { tags, response } },
    (request) =>
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
      schema: {
        tags,
        body: { allOf: [schemaRef('tenant-settings'), { required: ['version'] }] },
        response,
      },
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

/** The settings' profile leaves out what the user has not given (a name, a photo) rather than sending null. */
function withoutNulls(profile: Profile): SettingsProfile {
  return Object.fromEntries(Object.entries(profile).filter(([, each]) => each !== null)) as SettingsProfile;
}
