import { UserAvatar } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../http/errors.js';
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
      // One's own photo is also the profile's (`/api/profile/photo`), open to every signed-in user.
      config: { permission: 'user:ReadPhoto' },
      schema: {
        tags,
        params: idParams,
        querystring: { type: 'object', properties: { version: { type: 'string', maxLength: 32 } } },
        response: IMAGE,
      },
    },
    async (request, reply) => {
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
