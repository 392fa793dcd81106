import {
  CreateIntermediary,
  Intermediary,
  IntermediaryContext,
  IntermediaryDraft,
  IntermediaryGroupPage,
  IntermediaryPage,
  IntermediaryReferencePage,
  IntermediaryUserPage,
  UpdateIntermediary,
} from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../http/errors.js';
import { registerRecordRoutes } from '../../kit/recordRoutes.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { findAllQuery, idParams, pagingProperties, type FindAllQuery } from '../shared/schemas.js';
import {
  createIntermediary,
  initIntermediary,
  intermediaries,
  intermediaryContext,
  intermediaryGroups,
  intermediaryUsers,
  updateIntermediary,
} from './service.js';

/** The users and groups tables of an intermediary's page: five a page. */
const tableQuery = { type: 'object', properties: pagingProperties(5) } as const;

/** Look-ups of intermediaries (a user's affiliation): a hundred at most. */
const lookupQuery = {
  type: 'object',
  properties: { ...findAllQuery.properties, ...pagingProperties(100) },
} as const;

/**
 * Intermediaries: drafted from the tenant's INTERMEDIARY object definitions, created, updated, found, and
 * the users who work for one and their permission groups.
 */
export const intermediaryRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['intermediaries'];
  app.post(
    '/api/intermediaries/init',
    {
      config: { permission: 'intermediary:Init' },
      // A draft is made of the tenant's definitions alone: whatever a caller sends is a mistake.
      preValidation: async (request) => {
        if (request.headers['content-type'] !== undefined || request.body !== undefined)
          throw httpError(400, 'validationFailed', { body: ['notAllowed'] });
      },
      schema: { tags, response: { 200: IntermediaryDraft } },
    },
    (request) => inTenantWithForm(db, request, (tx, _actor, moment) => initIntermediary(tx, moment)),
  );
  app.post<{ Body: CreateIntermediary }>(
    '/api/intermediaries',
    {
      config: { permission: 'intermediary:Create' },
      schema: { tags, body: CreateIntermediary, response: { 200: Intermediary } },
    },
    (request) =>
      inTenantWithForm(db, request, (tx, actor, moment) =>
        createIntermediary(tx, actor, request.body, moment),
      ),
  );
  app.put<{ Body: UpdateIntermediary }>(
    '/api/intermediaries',
    {
      config: { permission: 'intermediary:Update' },
      schema: { tags, body: UpdateIntermediary, response: { 200: Intermediary } },
    },
    (request) =>
      inTenantWithForm(db, request, (tx, actor, moment) =>
        updateIntermediary(tx, actor, request.body, moment),
      ),
  );
  app.get<{ Querystring: FindAllQuery & { page: number; limit: number } }>(
    '/api/intermediaries/find-all',
    {
      config: { permission: 'intermediary:Read' },
      schema: { tags, querystring: lookupQuery, response: { 200: IntermediaryReferencePage } },
    },
    (request) => {
      const { page, limit, ids, name } = request.query;
      return inTenant(db, request, async (tx) => {
        const { count, items } = await intermediaries.find(tx, {
          page,
          limit,
          ...(name === undefined ? {} : { search: name }),
          where:
            ids === undefined
              ? []
              : [(n) => ({ sql: `i.id = any($${n}::uuid[])`, params: [ids.split(',')] })],
        });
        return { count, items: items.map(({ id, name: itemName }) => ({ id, name: itemName })) };
      });
    },
  );
  app.get<{ Params: { id: string }; Querystring: { page: number; limit: number } }>(
    '/api/intermediaries/:id/find-users',
    {
      config: { permission: 'intermediary:FindUsers' },
      schema: { tags, params: idParams, querystring: tableQuery, response: { 200: IntermediaryUserPage } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        await intermediaries.read(tx, request.params.id);
        return intermediaryUsers(tx, request.params.id, request.query);
      }),
  );
  app.get<{ Params: { id: string }; Querystring: { page: number; limit: number } }>(
    '/api/intermediaries/:id/find-permission-groups',
    {
      config: { permission: 'intermediary:FindPermissionGroups' },
      schema: { tags, params: idParams, querystring: tableQuery, response: { 200: IntermediaryGroupPage } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        await intermediaries.read(tx, request.params.id);
        return intermediaryGroups(tx, request.params.id, request.query);
      }),
  );
  registerRecordRoutes(app, db, intermediaries, {
    path: 'intermediaries',
    permissions: { read: 'intermediary:Read', find: 'intermediary:Read' },
    context: intermediaryContext,
    response: { context: IntermediaryContext, find: IntermediaryPage },
  });
};
