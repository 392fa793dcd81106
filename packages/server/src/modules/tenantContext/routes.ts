import { TenantContext } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { httpError } from '../../http/errors.js';
import { SIGNED_IN } from '../../http/permissions.js';
import { readProfile } from '../profile/profile.js';
import { inTenant } from '../shared/inTenant.js';

/** `GET /api/tenant/context`: the signed-in user's profile and their tenant. */
export const tenantContextRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const photoUrl = `${config.publicUrl}/api/profile/photo`;
  app.get(
    '/api/tenant/context',
    { config: { permission: SIGNED_IN }, schema: { tags: ['tenant'], response: { 200: TenantContext } } },
    (request) =>
      inTenant(db, request, async (tx, actor): Promise<TenantContext> => {
        const { rows } = await tx.query<{ id: string; code: string; name: string | null }>(
          'select id, code, name from tenant',
        );
        const profile = await readProfile(tx, actor.userId as string, photoUrl);
        if (profile === undefined || rows[0] === undefined) throw httpError(404, 'userNotFound');
        return { profile, tenant: rows[0] };
      }),
  );
};
