import { ErrorBody } from '@coverline/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf } from '../auth/identity.js';
import type { Database, Tx } from '../db/database.js';
import { httpError } from '../http/errors.js';
import { SIGNED_IN } from '../http/permissions.js';
import type { Actor, UserActor } from '../modules/shared/actor.js';
import type { FormMoment } from '../modules/shared/dataDefinition.js';
import { inTenant, inTenantWithForm } from '../modules/shared/inTenant.js';
import type { RecordKind, RecordRow } from './recordKind.js';
import { countedPage, listCountUpTo } from './listQuery.js';

/** What an operation's handler gets: the caller, the record's id when the address names it, the body. */
/** An operation asked for: by a signed-in user, or (`A` = `Actor`) by the system, e.g. a scheduled job. */
export interface OperationCall<Body, A extends Actor = UserActor> {
  actor: A;
  permissions: readonly string[];
  moment: FormMoment;
  operation: string;
  /** `POST /api/{path}/{id}/{operation}`; absent for `POST /api/{path}/{operation}`. */
  id?: string;
  body: Body;
}

export type OperationHandler<Body> = (tx: Tx, call: OperationCall<Body>) => Promise<unknown>;

/** The calls of a record kind under `/api/{path}/`, each with its permission and schemas. */
export interface RecordRoutes<Row extends RecordRow, Body> {
  path: string;
  tags?: string[];
  /** `area:Read` and `area:Find` of the kind, e.g. `quote:Read`. */
  permissions: { read: string; find: string };
  /** `GET /api/{path}/{id}`: what the record's page loads; `moment` for what depends on the day. */
  context(tx: Tx, row: Row, permissions: readonly string[], moment: FormMoment): Promise<unknown>;
  /** Wire schemas of the answers. */
  response: { context: object; find: object; operation?: object };
  /** The body of `POST …/{operation}` and `POST …/{id}/{operation}`. */
  operationBody?: object;
  /** Handlers of the operations the kind performs, by operation name: each becomes one it performs. */
  operations?: Readonly<Record<string, OperationHandler<Body>>>;
}

/** `find?page&limit&search&sorting`: 0-based page index, at most 100 items a page. */
export const findQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    search: { type: 'string', maxLength: 200 },
    sorting: { type: 'string', maxLength: 500 },
  },
} as const;

export interface FindQuery {
  page: number;
  limit: number;
  search?: string;
  sorting?: string;
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** A record's list and its page only read. */
const READS = { readOnly: true };

const operationParams = {
  type: 'object',
  required: ['operation'],
  properties: { id: { type: 'string', format: 'uuid' }, operation: { type: 'string', maxLength: 40 } },
} as const;

/**
 * The record kind's generic calls: `GET /api/{path}/find`, `GET /api/{path}/{id}` and, per operation the kind
 * performs, `POST /api/{path}/{operation}` and `POST /api/{path}/{id}/{operation}` with the permission the
 * workflow gives that operation. Any other operation name is a 400 `unknownOperation` and changes nothing.
 */
export function registerRecordRoutes<
  Row extends RecordRow,
  Rec,
  Item,
  S extends string,
  O extends string,
  Body,
>(
  app: FastifyInstance,
  db: Database,
  kind: RecordKind<Row, Rec, Item, S, O>,
  routes: RecordRoutes<Row, Body>,
): void {
  const base = `/api/${routes.path}`;
  const tags = routes.tags ?? [routes.path];
  app.get<{ Querystring: FindQuery }>(
    `${base}/find`,
    {
      config: { permission: routes.permissions.find },
      schema: { tags, querystring: findQuery, response: { 200: routes.response.find } },
    },
    (request) =>
      inTenant(
        db,
        request,
        async (tx) => {
          const countUpTo = listCountUpTo(request.query.page, request.query.limit);
          const { count, items } = await kind.find(tx, { ...request.query, countUpTo });
          return countedPage(count, countUpTo, items);
        },
        READS,
      ),
  );
  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: { permission: routes.permissions.read },
      schema: { tags, params: idParams, response: { 200: routes.response.context } },
    },
    (request) =>
      inTenantWithForm(
        db,
        request,
        async (tx, _actor, moment) =>
          routes.context(tx, await kind.read(tx, request.params.id), identityOf(request).permissions, moment),
        READS,
      ),
  );
  const workflow = kind.declaration.workflow;
  for (const [operation, handler] of Object.entries(routes.operations ?? {})) {
    const move = workflow?.machine.operations[operation as O];
    if (move === undefined)
      throw new Error(`${routes.path}: ${operation} is not an operation of its workflow`);
    kind.perform(operation as O);
    const schema = {
      tags,
      ...(routes.operationBody ? { body: routes.operationBody } : {}),
      ...(routes.response.operation ? { response: { 200: routes.response.operation } } : {}),
    };
    const run = (request: FastifyRequest<{ Params: { id?: string }; Body: Body }>) =>
      inTenantWithForm(db, request, (tx, actor, moment) =>
        handler(tx, {
          actor,
          permissions: identityOf(request).permissions,
          moment,
          operation,
          ...(request.params.id === undefined ? {} : { id: request.params.id }),
          body: request.body as Body,
        }),
      );
    const segment = operation.toLowerCase();
    app.post(`${base}/${segment}`, { config: { permission: move.permission }, schema }, run);
    app.post(
      `${base}/:id/${segment}`,
      { config: { permission: move.permission }, schema: { ...schema, params: idParams } },
      run,
    );
  }
  if (workflow !== undefined) {
    // Operations without a handler yet, and names that are none: refused before anything is read.
    const refuse = async () => {
      throw httpError(400, 'unknownOperation');
    };
    const config = { permission: SIGNED_IN };
    const schema = { tags, params: operationParams, response: { 400: ErrorBody } };
    app.post(`${base}/:operation`, { config, schema }, refuse);
    app.post(`${base}/:id/:operation`, { config, schema }, refuse);
  }
}
