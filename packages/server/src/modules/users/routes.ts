import { hasPermission, UserAvatar } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import { httpError } from '../../http/errors.js';
import { SIGNED_IN } from '../../http/permissions.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { readPhoto } from '../profile/profile.js';
import { inTenant } from '../shared/inTenant.js';
import { idParams, IMAGE } from '../shared/schemas.js';
import { activeUserAvatars } from './service.js';

/** The tenant's users as others see them: whom to assign work to, and their photos. */
export const userRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const tags = ['users'];
  const photoBase = `${config.publicUrl}/api/users`;

  app.get(
    '/api/users/active/avatars',
    {
      config: { permission: 'userAssignment:Assign' },
      schema: { tags, response: { 200: { type: 'array', items: UserAvatar } } },
    },
    (request) => inTenant(db, request, (tx) => activeUserAvatars(tx, photoBase)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/users/:id/photo',
    {
      // UserReadPhoto, or one's own photo: checked below, since a route names one permission.
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: idParams,
        querystring: { type: 'object', properties: { version: { type: 'string', maxLength: 32 } } },
        response: IMAGE,
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      if (request.params.id !== identity.userId && !hasPermission(identity.permissions, 'user:ReadPhoto')) {
        throw httpError(403, 'lackPermission');
      }
      const photo = await inTenant(db, request, (tx) => readPhoto(tx, request.params.id));
      if (photo === undefined) throw httpError(404, 'photoNotFound');
      return reply
        .type(photo.mediaType)
        .header('content-disposition', 'inline; filename="photo"')
        .header('cache-control', 'private, max-age=86400')
        .send(photo.content);
    },
  );
};
