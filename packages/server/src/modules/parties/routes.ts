import {
  CreateParty,
  Party,
  PartyContext,
  PartyDraft,
  PartyPage,
  PartyReferencePage,
  UpdateParty,
} from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { findQuery, registerRecordRoutes } from '../../kit/recordRoutes.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { findAllQuery, type FindAllQuery } from '../shared/schemas.js';
import {
  createParty,
  findParties,
  initParty,
  partyTypeOf,
  parties,
  partyContext,
  referenceOf,
  updateParty,
} from './service.js';

const partyType = { type: 'string', minLength: 1, maxLength: 20 } as const;

/**
 * Party look-ups of Customer fields: ten a page unless asked otherwise. Their `count` counts no further than
 * one past the page asked for.
 */
const partyFindAllQuery = {
  type: 'object',
  properties: {
    ...findAllQuery.properties,
    page: findQuery.properties.page,
    limit: findQuery.properties.limit,
    partyTypes: { type: 'string', maxLength: 100 },
  },
} as const;

/** Persons: drafted from the tenant's object definitions of their type, created, updated, found. */
export const partyRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['parties'];
  app.post<{ Params: { partyType: string } }>(
    '/api/parties/:partyType/init',
    {
      config: { permission: 'party:Create' },
      schema: {
        tags,
        params: { type: 'object', required: ['partyType'], properties: { partyType } },
        response: { 200: PartyDraft },
      },
    },
    (request) =>
      inTenantWithForm(db, request, (tx, _actor, moment) => initParty(tx, request.params.partyType, moment)),
  );
  app.post<{ Body: CreateParty }>(
    '/api/parties',
    { config: { permission: 'party:Create' }, schema: { tags, body: CreateParty, response: { 200: Party } } },
    (request) =>
      inTenantWithForm(db, request, (tx, actor, moment) => createParty(tx, actor, request.body, moment)),
  );
  app.put<{ Body: UpdateParty }>(
    '/api/parties',
    { config: { permission: 'party:Update' }, schema: { tags, body: UpdateParty, response: { 200: Party } } },
    (request) =>
      inTenantWithForm(db, request, (tx, actor, moment) => updateParty(tx, actor, request.body, moment)),
  );
  app.get<{ Querystring: FindAllQuery & { page: number; limit: number; partyTypes?: string } }>(
    '/api/parties/find-all',
    {
      config: { permission: 'party:FindAll' },
      schema: { tags, querystring: partyFindAllQuery, response: { 200: PartyReferencePage } },
    },
    (request) => {
      const { page, limit, ids, name, partyTypes } = request.query;
      const filter = {
        ...(partyTypes === undefined
          ? {}
          : { partyTypes: partyTypes.split(',').map((text) => partyTypeOf(text, 'partyTypes')) }),
        ...(ids === undefined ? {} : { ids: ids.split(',') }),
      };
      return inTenant(db, request, async (tx) => {
        const { count, items } = await findParties(tx, filter, {
          page,
          limit,
          ...(name === undefined ? {} : { search: name }),
          // Enough for a look-up to know whether another page follows, at the same cost in a tenant of any size.
          countUpTo: (page + 1) * limit,
        });
        return { count, items: items.map(referenceOf) };
      });
    },
  );
  registerRecordRoutes(app, db, parties, {
    path: 'parties',
    permissions: { read: 'party:Read', find: 'party:Find' },
    context: partyContext,
    response: { context: PartyContext, find: PartyPage },
  });
};
