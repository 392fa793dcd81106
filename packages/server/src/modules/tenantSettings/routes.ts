import {
  hasPermission,
  ShellSettings,
  type Profile,
  type SettingsProfile,
  type TenantSettings,
} from '@coverline/engine';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { SIGNED_IN } from '../../http/permissions.js';
import { schemaRef } from '../../http/validation.js';
import { readProfile } from '../profile/profile.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { tenantImageUrl } from '../oidcClient/routes.js';
import { withStoredSecrets, type StoredIntegration } from './integrationSecrets.js';
import { presentSettings, readSettings } from './service.js';
import { saveCompanySettings } from './tenantParty.js';

/** Who may change the settings, and so read the integrations' details (never their secrets). */
const UPDATE_SETTINGS = 'tenant:UpdateSettings';

/**
 * Tenant settings: everyone signed in reads them (the integrations by name, type and enabled only),
 * `tenant:UpdateSettings` saves and reads the integrations in full, secrets excepted.
 */
export const tenantSettingsRoutes: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { db, config, cipher },
) => {
  const tags = ['tenant'];
  const photoUrl = `${config.publicUrl}/api/profile/photo`;

  /** The settings as the shell reads them: with the caller's profile and the image addresses. */
  const forShell = (
    settings: TenantSettings,
    tenantId: string,
    profile: Profile | undefined,
    full: boolean,
  ): ShellSettings => ({
    ...presentSettings(settings, full),
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
          hasPermission(identityOf(request).permissions, UPDATE_SETTINGS),
        ),
      ),
  );

  app.put<{ Body: TenantSettings }>(
    '/api/tenant/settings',
    {
      config: { permission: UPDATE_SETTINGS },
      preValidation: keepStoredSecrets,
      schema: {
        tags,
        body: { allOf: [schemaRef('tenant-settings'), { required: ['version'] }] },
        response,
      },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, actor, moment) =>
        forShell(
          await saveCompanySettings(tx, actor, request.body, cipher, moment),
          actor.tenantId,
          await readProfile(tx, actor.userId as string, photoUrl),
          true,
        ),
      ),
  );

  /**
   * Secrets are never read back, so a save that leaves one out keeps the stored one: merged in before the
   * schema (which requires a provider's secrets) sees the payload. A concurrent save in between changes
   * the version, which the save then refuses.
   */
  async function keepStoredSecrets(request: FastifyRequest): Promise<void> {
    const stored = await inTenant(db, request, async (tx) => (await readSettings(tx)).integrations ?? []);
    request.body = withStoredSecrets(
      request.body,
      stored as StoredIntegration[],
      cipher,
      identityOf(request).tenantId,
    );
  }
};

/** The settings' profile leaves out what the user has not given (a name, a photo) rather than sending null. */
function withoutNulls(profile: Profile): SettingsProfile {
  return Object.fromEntries(Object.entries(profile).filter(([, each]) => each !== null)) as SettingsProfile;
}
