import { Logins, RegisteredTenant, TenantRegistration } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { httpError } from '../../http/errors.js';
import { issuerOfTenant } from '../oidcClient/routes.js';
import { registerTenant, TENANT_NOT_FOUND, tenantByAccountName, tenantById, type Tenant } from './service.js';

/** Public calls of the sign-in screens: self-registration and the login URLs of an account. */
export const tenantRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  // Per client address: registration and account lookups are what an attacker would enumerate.
  const rateLimit = { max: config.publicRateLimit, timeWindow: '1 minute' };
  const tags = ['tenants'];

  app.post<{ Body: TenantRegistration }>(
    '/api/public/tenants',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        body: TenantRegistration,
        response: { 200: RegisteredTenant },
      },
    },
    async (request): Promise<RegisteredTenant> => {
      const tenant = await registerTenant(db, request.body);
      request.log.info({ tenantId: tenant.id, tenantCode: tenant.code }, 'tenant registered');
      return { id: tenant.id, code: tenant.code, logins: [issuerOfTenant(config, tenant.code)] };
    },
  );

  const loginsOf = (tenant: Tenant | undefined): Logins => {
    if (tenant === undefined) throw httpError(404, TENANT_NOT_FOUND);
    return [issuerOfTenant(config, tenant.code)];
  };

  app.get<{ Params: { name: string } }>(
    '/api/public/tenants/name/:name/logins',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        params: { type: 'object', properties: { name: { type: 'string', maxLength: 200 } } },
        response: { 200: Logins },
      },
    },
    async (request) => loginsOf(await tenantByAccountName(db, request.params.name)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/public/tenants/id/:id/logins',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
        response: { 200: Logins },
      },
    },
    async (request) => loginsOf(await tenantById(db, request.params.id)),
  );
};
