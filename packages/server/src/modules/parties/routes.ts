import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { formMomentOf } from '../shared/formMoment.js';
import { inTenant } from '../shared/inTenant.js';
import { findAllQuery, idParams, pageQuery, type FindAllQuery, type PageQuery } from '../shared/schemas.js';
import { containsPattern } from '../shared/searchText.js';
import {
  createParty,
  findParties,
  initParty,
  partyTypeOf,
  readPartyContext,
  referenceOf,
  updateParty,
  type PartyPayload,
} from './service.js';

const partyType = { type: 'string', minLength: 1, maxLength: 20 } as const;

/** A new party: its type and data; everything else is the server's. */
const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['partyType', 'data'],
  properties: { partyType, data: { type: 'object' } },
} as const;

/** A party as read, with new data: the derived and server-kept properties are accepted and ignored. */
const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'partyType', 'data'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    version: { type: 'integer', minimum: 0 },
    partyType,
    data: { type: 'object' },
    name: { type: 'string' },
    code: { type: 'string' },
    email: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

const findQuery = {
  type: 'object',
  properties: { ...pageQuery.properties, search: { type: 'string', maxLength: 200 } },
} as const;

/** Party look-ups of Customer fields: ten a page unless asked otherwise. */
const partyFindAllQuery = {
  type: 'object',
  properties: {
    ...findAllQuery.properties,
    ...pageQuery.properties,
    limit: { ...pageQuery.properties.limit, default: 10 },
    partyTypes: { type: 'string', maxLength: 100 },
  },
} as const;

/** Persons (workspace.md §2 "Persons", §7 "Parties"). */
export const partyRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['parties'];

  app.post<{ Params: { partyType: string } }>(
    '/api/parties/:partyType/init',
    {
      config: { permission: 'party:Create' },
      schema: {
        tags,
        params: { type: 'object', required: ['partyType'], properties: { partyType } },
      },
    },
    (request) =>
      inTenant(db, request, async (tx, actor) =>
        initParty(tx, request.params.partyType, await formMomentOf(tx, actor, new Date())),
      ),
  );
  app.post<{ Body: PartyPayload }>(
    '/api/parties',
    { config: { permission: 'party:Create' }, schema: { tags, body: createBody } },
    (request) =>
      inTenant(db, request, async (tx, actor) =>
        createParty(tx, actor, request.body, await formMomentOf(tx, actor, new Date())),
      ),
  );
  app.put<{ Body: PartyPayload }>(
    '/api/parties',
    { config: { permission: 'party:Update' }, schema: { tags, body: updateBody } },
    (request) =>
      inTenant(db, request, async (tx, actor) =>
        updateParty(tx, actor, request.body, await formMomentOf(tx, actor, new Date())),
      ),
  );
  app.get<{ Querystring: PageQuery & { search?: string } }>(
    '/api/parties/find',
    { config: { permission: 'party:Find' }, schema: { tags, querystring: findQuery } },
    (request) => {
      const { page, limit, search } = request.query;
      return inTenant(db, request, (tx) =>
        findParties(tx, { pattern: containsPattern(search) }, page, limit),
      );
    },
  );
  app.get<{ Querystring: PageQuery & FindAllQuery & { partyTypes?: string } }>(
    '/api/parties/find-all',
    { config: { permission: 'party:FindAll' }, schema: { tags, querystring: partyFindAllQuery } },
    (request) => {
      const { page, limit, ids, name, partyTypes } = request.query;
      const filter = {
        pattern: containsPattern(name),
        partyTypes: partyTypes?.split(',').map((text) => partyTypeOf(text, 'partyTypes')),
        ids: ids?.split(','),
      };
      return inTenant(db, request, async (tx) => {
        const { count, items } = await findParties(tx, filter, page, limit);
        return { count, items: items.map(referenceOf) };
      });
    },
  );
  app.get<{ Params: { id: string } }>(
    '/api/parties/:id',
    { config: { permission: 'party:Read' }, schema: { tags, params: idParams } },
    (request) => inTenant(db, request, (tx) => readPartyContext(tx, request.params.id)),
  );
};
