import {
  DECISION_QUERY_OBJECTS,
  DecisionProduct,
  DecisionRun,
  DecisionSchedule,
  DecisionScheduleQuery,
  hasPermission,
  QueryFieldContract,
  type Decision,
  type DecisionQueryObject,
  type ProductType,
} from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { identityOf } from '../../auth/identity.js';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { schemaRef } from '../../http/validation.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { createBody, NO_CONTENT, updateBody } from '../shared/schemas.js';
import { fieldContract, fieldsOf, sourceOf } from '../queries/service.js';
import {
  checkDecision,
  copyDecision,
  decisionProducts,
  decisionRuns,
  decisions,
  scheduleDecision,
  schedulePreview,
} from './service.js';

const tags = ['decisions'];
const DECISION = schemaRef('decision');
const queryObjectName = Type.Unsafe<DecisionQueryObject>({ enum: [...DECISION_QUERY_OBJECTS] });
const typeParams = Type.Object({ queryObjectName }, { additionalProperties: false });
const typeAndIdParams = Type.Object(
  { queryObjectName, id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

interface TypeParams {
  queryObjectName: DecisionQueryObject;
}
interface TypeAndIdParams extends TypeParams {
  id: string;
}

/** The stored payload: what the server supplies (`nextRunAt`) is not kept. */
function storable(decision: Decision, type: DecisionQueryObject): Decision {
  if (decision.queryObject !== type)
    throw httpError(400, 'validationFailed', { queryObject: ['notThisType'] });
  const { nextRunAt: _supplied, ...rest } = decision;
  return rest;
}

/** The decision the address names, of the address's type (404 for one of the other type); locked to change it. */
async function decisionAt(tx: Tx, params: TypeAndIdParams, lock = false): Promise<Decision> {
  const decision = await (lock ? decisions.lock(tx, params.id) : decisions.get(tx, params.id));
  if (decision.queryObject !== params.queryObjectName) throw httpError(404, 'Not Found');
  return decision;
}

/**
 * Automatic decisions on insurance quotes and loan applications (`/api/decisions/{queryObjectName}…`): list,
 * read, create, update, copy and delete, the fields their conditions test, the products whose fields they may change, the next times of a schedule
 * and the record of their runs. Saving (re)schedules the decision on the tenant's clock; the job runner's
 * scheduler queues its runs (`runDecision.ts`).
 */
export const decisionRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get<{ Querystring: { cron: string; count?: number } }>(
    '/api/decisions/schedule',
    {
      config: { permission: 'decision:List' },
      schema: { tags, querystring: DecisionScheduleQuery, response: { 200: DecisionSchedule } },
    },
    (request) =>
      inTenant(db, request, (tx) =>
        schedulePreview(tx, request.query.cron, new Date(), request.query.count ?? 5),
      ),
  );

  app.get<{ Params: TypeParams }>(
    '/api/decisions/:queryObjectName',
    {
      config: { permission: 'decision:List' },
      schema: { tags, params: typeParams, response: { 200: { type: 'array', items: DECISION } } },
    },
    (request) =>
      inTenant(db, request, (tx) =>
        decisions.findAll(tx, { equals: { queryObject: request.params.queryObjectName } }),
      ),
  );

  app.get<{ Params: TypeParams }>(
    '/api/decisions/:queryObjectName/fields',
    {
      config: { permission: 'decision:Read' },
      schema: { tags, params: typeParams, response: { 200: Type.Array(QueryFieldContract) } },
    },
    (request) =>
      inTenant(db, request, async (tx) =>
        (await fieldsOf(tx, sourceOf(request.params.queryObjectName))).map(fieldContract),
      ),
  );

  app.get<{ Params: TypeParams }>(
    '/api/decisions/:queryObjectName/products',
    {
      config: { permission: 'decision:Read' },
      schema: { tags, params: typeParams, response: { 200: Type.Array(DecisionProduct) } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        const { productType } = sourceOf(request.params.queryObjectName);
        return (await decisionProducts(tx, productType as ProductType)).map(
          ({ definitions: _definitions, fields, ...product }) => ({
            ...product,
            fields: fields.map(fieldContract),
          }),
        );
      }),
  );

  app.get<{ Params: TypeAndIdParams }>(
    '/api/decisions/:queryObjectName/:id',
    {
      config: { permission: 'decision:Read' },
      schema: { tags, params: typeAndIdParams, response: { 200: DECISION } },
    },
    (request) => inTenant(db, request, (tx) => decisionAt(tx, request.params)),
  );

  app.get<{ Params: TypeAndIdParams }>(
    '/api/decisions/:queryObjectName/:id/runs',
    {
      config: { permission: 'decision:Read' },
      schema: { tags, params: typeAndIdParams, response: { 200: Type.Array(DecisionRun) } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        await decisionAt(tx, request.params);
        return decisionRuns(tx, request.params.id);
      }),
  );

  app.post<{ Params: TypeParams; Body: Decision }>(
    '/api/decisions/:queryObjectName',
    {
      config: { permission: 'decision:Create' },
      schema: { tags, params: typeParams, body: createBody(DECISION), response: { 200: DECISION } },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, actor, moment) => {
        const decision = storable(request.body, request.params.queryObjectName);
        await checkDecision(tx, decision, moment);
        return scheduleDecision(tx, await decisions.create(tx, actor, decision), moment.at);
      }),
  );

  app.put<{ Params: TypeParams; Body: Decision }>(
    '/api/decisions/:queryObjectName',
    {
      config: { permission: 'decision:Update' },
      schema: { tags, params: typeParams, body: updateBody(DECISION), response: { 200: DECISION } },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, actor, moment) => {
        const decision = storable(request.body, request.params.queryObjectName);
        const stored = await decisions.get(tx, decision.id as string);
        if (stored.queryObject !== decision.queryObject) {
          throw httpError(400, 'validationFailed', { queryObject: ['notThisType'] });
        }
        await checkDecision(tx, decision, moment);
        return scheduleDecision(tx, await decisions.update(tx, actor, decision), moment.at);
      }),
  );

  app.post<{ Params: TypeAndIdParams }>(
    '/api/decisions/:queryObjectName/:id/copy',
    {
      // a copy reads the original too (spec: copy requires create and read)
      config: { permission: 'decision:Create' },
      schema: { tags, params: typeAndIdParams, response: { 200: DECISION } },
    },
    (request) => {
      if (!hasPermission(identityOf(request).permissions, 'decision:Read'))
        throw httpError(403, 'lackPermission');
      return inTenant(db, request, async (tx, actor) => {
        await decisionAt(tx, request.params);
        return copyDecision(tx, actor, request.params.id);
      });
    },
  );

  app.delete<{ Params: TypeAndIdParams }>(
    '/api/decisions/:queryObjectName/:id',
    {
      config: { permission: 'decision:Delete' },
      schema: { tags, params: typeAndIdParams, response: NO_CONTENT },
    },
    async (request, reply) => {
      await inTenant(db, request, async (tx, actor) => {
        await decisionAt(tx, request.params, true);
        await decisions.remove(tx, actor, request.params.id);
      });
      return reply.status(204).send();
    },
  );
};
