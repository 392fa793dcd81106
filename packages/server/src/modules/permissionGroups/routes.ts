import {
  GroupMember,
  NewPermissionGroupInput,
  Page,
  PermissionGroup,
  PermissionGroupListItem,
  PermissionGroupUpdate,
  StatusChange,
} from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { findQuery, type FindQuery } from '../../kit/recordRoutes.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant } from '../shared/inTenant.js';
import { findAllQuery, idParams, type FindAllQuery } from '../shared/schemas.js';
import {
  addMember,
  createGroup,
  findAllGroups,
  findGroups,
  findMembers,
  readGroup,
  removeMember,
  setGroupStatus,
  updateGroup,
} from './service.js';

const memberParams = {
  type: 'object',
  required: ['groupId', 'userId'],
  properties: { groupId: { type: 'string', format: 'uuid' }, userId: { type: 'string', format: 'uuid' } },
} as const;

type Membership = { Params: { groupId: string; userId: string } };

/** The ids and name filter of `find-all` and `find-members`. */
const filterOf = (query: FindAllQuery) => ({ ids: query.ids?.split(','), name: query.name });

/**
 * Permission groups: what their members may do. A change applies to the members' next request, since
 * every request reads the caller's permissions anew; no change may leave the tenant without an administrator.
 */
export const permissionGroupRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['permission-groups'];
  const group = { 200: PermissionGroup };
  const base = '/api/permission-groups';

  app.get<{ Querystring: FindQuery }>(
    `${base}/find`,
    {
      config: { permission: 'permissionGroup:List' },
      schema: { tags, querystring: findQuery, response: { 200: Page(PermissionGroupListItem) } },
    },
    (request) => inTenant(db, request, (tx) => findGroups(tx, request.query)),
  );

  app.get<{ Querystring: FindAllQuery }>(
    `${base}/find-all`,
    {
      config: { permission: 'permissionGroup:FindAll' },
      schema: {
        tags,
        querystring: findAllQuery,
        response: { 200: { type: 'array', items: PermissionGroupListItem } },
      },
    },
    (request) => inTenant(db, request, (tx) => findAllGroups(tx, filterOf(request.query))),
  );

  app.get<{ Querystring: FindAllQuery }>(
    `${base}/find-members`,
    {
      config: { permission: 'permissionGroup:FindMembers' },
      schema: { tags, querystring: findAllQuery, response: { 200: { type: 'array', items: GroupMember } } },
    },
    (request) => inTenant(db, request, (tx) => findMembers(tx, filterOf(request.query))),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: { permission: 'permissionGroup:Read' }, schema: { tags, params: idParams, response: group } },
    (request) => inTenant(db, request, (tx) => readGroup(tx, request.params.id)),
  );

  app.post<{ Body: NewPermissionGroupInput }>(
    base,
    {
      config: { permission: 'permissionGroup:Create' },
      schema: { tags, body: NewPermissionGroupInput, response: group },
    },
    (request) => inTenant(db, request, (tx, actor) => createGroup(tx, actor, request.body)),
  );

  app.put<{ Body: PermissionGroupUpdate }>(
    base,
    {
      config: { permission: 'permissionGroup:UpdateGroup' },
      schema: { tags, body: PermissionGroupUpdate, response: group },
    },
    (request) => inTenant(db, request, (tx, actor) => updateGroup(tx, actor, request.body)),
  );

  app.put<{ Params: { id: string }; Body: StatusChange }>(
    `${base}/:id/update-status`,
    {
      config: { permission: 'permissionGroup:UpdateStatus' },
      schema: { tags, params: idParams, body: StatusChange, response: group },
    },
    (request) =>
      inTenant(db, request, (tx, actor) => setGroupStatus(tx, actor, request.params.id, request.body.active)),
  );

  app.post<Membership>(
    `${base}/:groupId/users/:userId`,
    {
      config: { permission: 'permissionGroup:UpdateGroup' },
      schema: { tags, params: memberParams, response: group },
    },
    (request) =>
      inTenant(db, request, (tx, actor) =>
        addMember(tx, actor, request.params.groupId, request.params.userId),
      ),
  );

  app.delete<Membership>(
    `${base}/:groupId/users/:userId`,
    {
      config: { permission: 'permissionGroup:UpdateGroup' },
      schema: { tags, params: memberParams, response: group },
    },
    (request) =>
      inTenant(db, request, (tx, actor) =>
        removeMember(tx, actor, request.params.groupId, request.params.userId),
      ),
  );
};
