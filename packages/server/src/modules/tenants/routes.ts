import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { httpError } from '../../http/errors.js';
import { issuerOfTenant } from '../oidcClient/routes.js';
import {
  registerTenant,
  TENANT_NOT_FOUND,
  tenantByAccountName,
  tenantById,
  type Registration,
  type Tenant,
} from './service.js';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** Public calls of the sign-in screens: self-registration and the login URLs of an account. */
export const tenantRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  // Per client address: registration and account lookups are what an attacker would enumerate.
  const rateLimit = { max: config.publicRateLimit, timeWindow: '1 minute' };
  const tags = ['tenants'];

  app.post<{ Body: Registration }>(
    '/api/public/tenants',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            tenant: text(200),
            email: text(254),
            password: text(1024),
            confirmPassword: text(1024),
          },
        },
      },
    },
    async (request) => {
      const tenant = await registerTenant(db, request.body);
      request.log.info({ tenantId: tenant.id, tenantCode: tenant.code }, 'tenant registered');
      return { id: tenant.id, code: tenant.code, logins: [issuerOfTenant(config, tenant.code)] };
    },
  );

  const loginsOf = (tenant: Tenant | undefined): string[] => {
    if (tenant === undefined) throw httpError(404, TENANT_NOT_FOUND);
    return [issuerOfTenant(config, tenant.code)];
  };

  app.get<{ Params: { name: string } }>(
    '/api/public/tenants/name/:name/logins',
    {
      config: { public: true, rateLimit },
      schema: { tags, params: { type: 'object', properties: { name: text(200) } } },
    },
    async (request) => loginsOf(await tenantByAccountName(db, request.params.name)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/public/tenants/id/:id/logins',
    {
      config: { public: true, rateLimit },
      schema: { tags, params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } },
    },
    async (request) => loginsOf(await tenantById(db, request.params.id)),
  );
};
