import { Dashboard } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant } from '../shared/inTenant.js';
import { dashboardOf } from './service.js';

/** `GET /api/dashboard`: the year-to-date figures of the dashboard page, with DashboardRead. */
export const dashboardRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/api/dashboard',
    {
      config: { permission: 'dashboard:Read' },
      schema: { tags: ['dashboard'], response: { 200: Dashboard } },
    },
    (request) => inTenant(db, request, (tx) => dashboardOf(tx, new Date())),
  );
};
