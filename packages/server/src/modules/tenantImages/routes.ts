import { TenantImage } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { httpError } from '../../http/errors.js';
import { uploadedFile } from '../../http/uploadedFile.js';
import { tenantImageUrl } from '../oidcClient/routes.js';
import { inTenant } from '../shared/inTenant.js';
import { IMAGE, NO_CONTENT } from '../shared/schemas.js';
import { deleteImage, imageMediaType, LOGO_TYPES, readImage, saveImage, type LogoType } from './service.js';

const logoTypeQuery = {
  type: 'object',
  properties: { logoType: { enum: [...LOGO_TYPES], default: 'LOGO' } },
} as const;

/** The tenant's logo and wallpaper: upload and delete with permission; read publicly (login pages). */
export const tenantImageRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const tags = ['tenant'];

  app.post<{ Querystring: { logoType: LogoType } }>(
    '/api/tenant/logo',
    {
      config: { permission: 'tenant:UpdateLogo' },
      schema: { tags, querystring: logoTypeQuery, response: { 200: TenantImage } },
    },
    async (request): Promise<TenantImage> => {
      const content = await uploadedFile(request);
      const mediaType = imageMediaType(content);
      if (mediaType === undefined)
        throw httpError(400, 'validationFailed', { file: ['imageTypeNotAllowed'] });
      const { logoType } = request.query;
      const tenantId = await inTenant(db, request, async (tx, actor) => {
        await saveImage(tx, actor, logoType, { mediaType, content });
        return actor.tenantId;
      });
      return { logoType, url: tenantImageUrl(config, tenantId, logoType) };
    },
  );

  app.delete<{ Querystring: { logoType: LogoType } }>(
    '/api/tenant/logo',
    {
      config: { permission: 'tenant:DeleteLogo' },
      schema: { tags, querystring: logoTypeQuery, response: NO_CONTENT },
    },
    async (request, reply) => {
      await inTenant(db, request, (tx, actor) => deleteImage(tx, actor, request.query.logoType));
      return reply.status(204).send();
    },
  );

  app.get<{ Params: { tenantId: string }; Querystring: { logoType: LogoType; default: boolean } }>(
    '/api/public/tenant/logo/:tenantId',
    {
      config: { public: true },
      schema: {
        tags,
        params: { type: 'object', properties: { tenantId: { type: 'string', format: 'uuid' } } },
        querystring: {
          type: 'object',
          properties: {
            logoType: logoTypeQuery.properties.logoType,
            // `default=false`: 404 rather than the packaged image when the tenant has none.
            default: { type: 'boolean', default: true },
            // A cache buster the app adds after an upload.
            reload: { type: 'string', maxLength: 64 },
          },
        },
        response: IMAGE,
      },
    },
    async (request, reply) => {
      const image = await db.withTenant(request.params.tenantId, (tx) =>
        readImage(tx, request.query.logoType),
      );
      if (image.isDefault && !request.query.default) throw httpError(404, 'Not Found');
      return reply
        .type(image.mediaType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, no-cache')
        .send(image.content);
    },
  );
};
