import { ActivityList } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant } from '../shared/inTenant.js';
import { pageQuery, type PageQuery } from '../shared/schemas.js';
import { activities } from './service.js';

/**
 * The events page's lists (`/api/dashboard/{my|recent}-activities?page&limit`): who did what to which object,
 * the newest first — the caller's own, or everybody's in the tenant — with ActivityReadRecent.
 */
export const activityRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const schema = { tags: ['activities'], querystring: pageQuery, response: { 200: ActivityList } };
  const config = { permission: 'activity:ReadRecent' };
  app.get<{ Querystring: PageQuery }>('/api/dashboard/my-activities', { config, schema }, (request) =>
    inTenant(db, request, (tx, actor) => activities(tx, request.query, actor.userId)),
  );
  app.get<{ Querystring: PageQuery }>('/api/dashboard/recent-activities', { config, schema }, (request) =>
    inTenant(db, request, (tx) => activities(tx, request.query)),
  );
};
