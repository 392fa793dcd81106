import {
  Assignment,
  AssignmentConflict,
  AssignmentTarget,
  hasPermission,
  PANEL_OBJECT_TYPES,
  type PanelObjectType,
} from '@coverline/engine';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import type { Tx } from '../../db/database.js';
import { errorBody } from '../../http/errors.js';
import { PANEL_OBJECTS, requireNamedObject, requireReadableObject } from '../../kit/panelObjects.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant } from '../shared/inTenant.js';
import { idParams, NO_CONTENT } from '../shared/schemas.js';
import { AlreadyAssigned, assign, currentAssignment, unassign } from './service.js';

const forceQuery = { type: 'object', properties: { force: { type: 'boolean', default: false } } } as const;

const targetParams = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: { type: 'string', format: 'uuid' }, type: { enum: [...PANEL_OBJECT_TYPES] } },
} as const;

type TargetParams = { Params: { id: string; type: PanelObjectType } };

/**
 * Who works on an object: assign it to a user or to oneself (`?force=true` over somebody else's assignment,
 * which otherwise answers 409 with the current assignee), see and remove the assignee (one's own with
 * SelfDelete, anybody's with Delete).
 */
export const userAssignmentRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const tags = ['user-assignments'];
  const photoBase = `${config.publicUrl}/api/users`;
  const assigned = { 200: Assignment, 409: AssignmentConflict };

  /** The object must be one the caller may read; naming none in the body is a 400. */
  const readableTarget = async (request: FastifyRequest, tx: Tx, target: AssignmentTarget) =>
    requireNamedObject(tx, PANEL_OBJECTS[target.type], target.refId, identityOf(request).permissions);

  const assigning = async (
    request: FastifyRequest<{ Body: AssignmentTarget; Querystring: { force: boolean } }>,
    reply: FastifyReply,
    userId: (actorId: string) => string,
  ) => {
    try {
      return await inTenant(db, request, async (tx, actor) => {
        await readableTarget(request, tx, request.body);
        return assign(tx, actor, request.body, userId(actor.userId), {
          force: request.query.force,
          photoBase,
        });
      });
    } catch (error) {
      if (!(error instanceof AlreadyAssigned)) throw error;
      return reply.status(409).send({ ...errorBody(409, 'alreadyAssigned'), assignee: error.assignee });
    }
  };

  app.post<{ Params: { id: string }; Body: AssignmentTarget; Querystring: { force: boolean } }>(
    '/api/user-assignments/:id/assign',
    {
      config: { permission: 'userAssignment:Assign' },
      schema: { tags, params: idParams, querystring: forceQuery, body: AssignmentTarget, response: assigned },
    },
    (request, reply) => assigning(request, reply, () => request.params.id),
  );

  app.post<{ Body: AssignmentTarget; Querystring: { force: boolean } }>(
    '/api/user-assignments/assign-to-me',
    {
      config: { permission: 'userAssignment:SelfAssign' },
      schema: { tags, querystring: forceQuery, body: AssignmentTarget, response: assigned },
    },
    (request, reply) => assigning(request, reply, (actorId) => actorId),
  );

  app.get<TargetParams>(
    '/api/user-assignments/:id/:type',
    {
      config: { permission: 'userAssignment:Read' },
      schema: { tags, params: targetParams, response: { 200: Assignment } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        const target = { refId: request.params.id, type: request.params.type };
        await requireReadableObject(
          tx,
          PANEL_OBJECTS[target.type],
          target.refId,
          identityOf(request).permissions,
        );
        return currentAssignment(tx, target, photoBase);
      }),
  );

  app.delete<TargetParams>(
    '/api/user-assignments/:id/:type/delete',
    {
      // Delete removes anybody's assignment, SelfDelete one's own (checked by the service): either opens it.
      config: { permission: 'userAssignment:*Delete' },
      schema: { tags, params: targetParams, response: NO_CONTENT },
    },
    async (request, reply) => {
      const { permissions } = identityOf(request);
      const mayDeleteAny = hasPermission(permissions, 'userAssignment:Delete');
      await inTenant(db, request, async (tx, actor) => {
        const target = { refId: request.params.id, type: request.params.type };
        await requireReadableObject(tx, PANEL_OBJECTS[target.type], target.refId, permissions);
        await unassign(tx, actor, target, { mayDeleteAny, photoBase });
      });
      return reply.status(204).send();
    },
  );
};
