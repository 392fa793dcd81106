import { PassThrough } from 'node:stream';
import {
  hasPermission,
  QueryExportParameters,
  QueryFieldContract,
  QueryObjectName,
  QueryOrder,
  QueryResultPage,
  queryColumnTitle,
  QueryRunParameters,
  type QueryObject,
  type SavedQuery,
} from '@coverline/engine';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { identityOf } from '../../auth/identity.js';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { schemaRef } from '../../http/validation.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { tenantToday } from '../shared/tenantToday.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { createBody, idParams, NO_CONTENT, updateBody } from '../shared/schemas.js';
import { TABLE_CONTENT_TYPES, writeTable, type TableRow } from '../shared/tableExport.js';
import { allRows, currencyOf, planRun, runPage, type RunFilters } from './run.js';
import {
  checkQuery,
  copyQuery,
  defaultQuery,
  fieldContract,
  fieldsOf,
  makeDefault,
  reorderQueries,
  runnableQuery,
  savedQueries,
  sourceOf,
} from './service.js';

const tags = ['queries'];
const SAVED_QUERY = schemaRef('saved-query');
const typeParams = Type.Object({ type: QueryObjectName }, { additionalProperties: false });
const typeAndIdParams = Type.Object(
  { type: QueryObjectName, id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
const allFieldsQuery = Type.Object(
  { allFields: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const fieldList = Type.Array(QueryFieldContract);
const FILE = {
  200: {
    description: 'The rows of the saved query as a CSV or XLSX file, named in content-disposition',
    content: {
      'text/csv': { schema: { type: 'string' } },
      [TABLE_CONTENT_TYPES.xlsx]: { schema: { type: 'string', format: 'binary' } },
    },
  },
} as const;

/** The stored payload: what the server supplies (`queryFields`) is not kept. */
function storable(query: SavedQuery): SavedQuery {
  const { queryFields: _supplied, ...rest } = query;
  return rest;
}

function requireType(query: SavedQuery, type: QueryObject): SavedQuery {
  if (query.queryObject !== type) throw httpError(400, 'validationFailed', { queryObject: ['notThisType'] });
  return storable(query);
}

/** The filters a request gives a run, the run's day and the transaction's tenant. */
function runFilters(tx: Tx, query: RunFilters, runDay: string): RunFilters {
  const { search, sorting, personId, startDate, date } = query;
  return {
    ...(search === undefined ? {} : { search }),
    ...(sorting === undefined ? {} : { sorting }),
    ...(personId === undefined ? {} : { personId }),
    ...(startDate === undefined ? {} : { startDate }),
    ...(date === undefined ? {} : { date }),
    runDay,
    transaction: tx,
  };
}

/**
 * Saved queries: the admin calls (`/api/queries/{type}…`: list, read, create, update, reorder, copy, delete,
 * the type's fields) and the workspace calls (`/api/queries/x/{id}…`: run a page, its columns and fields,
 * export, the caller's default). A run is one parameterised statement in the caller's tenant transaction.
 */
export const queryRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const permissionsOf = (request: FastifyRequest) => identityOf(request).permissions;

  app.get<{ Params: { type: QueryObject } }>(
    '/api/queries/:type/all',
    {
      config: { permission: 'query:List' },
      schema: { tags, params: typeParams, response: { 200: { type: 'array', items: SAVED_QUERY } } },
    },
    (request) =>
      inTenant(db, request, (tx) =>
        savedQueries.findAll(tx, { equals: { queryObject: request.params.type } }),
      ),
  );

  app.get<{ Params: { type: QueryObject; id: string }; Querystring: { allFields?: boolean } }>(
    '/api/queries/:type/:id',
    {
      config: { permission: 'query:Read' },
      schema: { tags, params: typeAndIdParams, querystring: allFieldsQuery, response: { 200: SAVED_QUERY } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        const query = await savedQueries.get(tx, request.params.id);
        if (query.queryObject !== request.params.type) throw httpError(404, 'Not Found');
        if (request.query.allFields !== true) return query;
        return {
          ...query,
          queryFields: (await fieldsOf(tx, sourceOf(query.queryObject))).map(fieldContract),
        };
      }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/queries/:id',
    {
      config: { permission: 'query:Read' },
      schema: { tags, params: idParams, response: { 200: SAVED_QUERY } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        const { query, source } = await runnableQuery(tx, request.params.id, permissionsOf(request));
        return { ...query, queryFields: (await fieldsOf(tx, source)).map(fieldContract) };
      }),
  );

  app.post<{ Params: { type: QueryObject }; Body: SavedQuery }>(
    '/api/queries/:type',
    {
      config: { permission: 'query:Create' },
      schema: { tags, params: typeParams, body: createBody(SAVED_QUERY), response: { 200: SAVED_QUERY } },
    },
    (request) =>
      inTenant(db, request, async (tx, actor) => {
        const query = requireType(request.body, request.params.type);
        await checkQuery(tx, query);
        return savedQueries.create(tx, actor, query);
      }),
  );

  app.put<{ Params: { type: QueryObject }; Body: SavedQuery }>(
    '/api/queries/:type',
    {
      config: { permission: 'query:Update' },
      schema: { tags, params: typeParams, body: updateBody(SAVED_QUERY), response: { 200: SAVED_QUERY } },
    },
    (request) =>
      inTenant(db, request, async (tx, actor) => {
        const query = requireType(request.body, request.params.type);
        const stored = await savedQueries.get(tx, query.id as string);
        if (stored.queryObject !== query.queryObject) {
          throw httpError(400, 'validationFailed', { queryObject: ['notThisType'] });
        }
        await checkQuery(tx, query);
        return savedQueries.update(tx, actor, query);
      }),
  );

  app.put<{ Params: { type: QueryObject }; Body: QueryOrder }>(
    '/api/queries/:type/reorder',
    {
      config: { permission: 'query:Update' },
      schema: {
        tags,
        params: typeParams,
        body: QueryOrder,
        response: { 200: { type: 'array', items: SAVED_QUERY } },
      },
    },
    (request) => inTenant(db, request, (tx) => reorderQueries(tx, request.params.type, request.body.queries)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/queries/:id/copy',
    {
      // a copy reads the original too (spec: copy requires create and read)
      config: { permission: 'query:Create' },
      schema: { tags, params: idParams, response: { 200: SAVED_QUERY } },
    },
    (request) => {
      if (!hasPermission(permissionsOf(request), 'query:Read')) throw httpError(403, 'lackPermission');
      return inTenant(db, request, (tx, actor) => copyQuery(tx, actor, request.params.id));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/queries/:id',
    { config: { permission: 'query:Delete' }, schema: { tags, params: idParams, response: NO_CONTENT } },
    async (request, reply) => {
      await inTenant(db, request, (tx, actor) => savedQueries.remove(tx, actor, request.params.id));
      return reply.status(204).send();
    },
  );

  app.get<{ Params: { type: QueryObject } }>(
    '/api/queries/x/:type/all-fields',
    {
      config: { permission: 'query:Read' },
      schema: { tags, params: typeParams, response: { 200: fieldList } },
    },
    (request) =>
      inTenant(db, request, async (tx) =>
        (await fieldsOf(tx, sourceOf(request.params.type))).map(fieldContract),
      ),
  );

  app.get<{ Params: { type: QueryObject } }>(
    '/api/queries/:type/default',
    {
      config: { permission: 'query:Read' },
      schema: { tags, params: typeParams, response: { 200: SAVED_QUERY } },
    },
    (request) =>
      inTenant(db, request, async (tx, actor) => {
        const query = await defaultQuery(tx, actor.userId, request.params.type);
        if (query === null) throw httpError(404, 'Not Found');
        return query;
      }),
  );

  app.get<{ Params: { id: string }; Querystring: QueryRunParameters }>(
    '/api/queries/x/:id',
    {
      config: { permission: 'query:Read' },
      schema: { tags, params: idParams, querystring: QueryRunParameters, response: { 200: QueryResultPage } },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, _actor, moment) => {
        const { query, source } = await runnableQuery(tx, request.params.id, permissionsOf(request));
        const filters = runFilters(tx, request.query, await tenantToday(tx, moment));
        const plan = planRun(query, source, await fieldsOf(tx, source), filters);
        return runPage(tx, plan, request.query.page, request.query.limit);
      }),
  );

  const runnableFields = (request: FastifyRequest<{ Params: { id: string } }>) =>
    inTenant(db, request, async (tx) => {
      const { query, source } = await runnableQuery(tx, request.params.id, permissionsOf(request));
      return { query, fields: await fieldsOf(tx, source) };
    });

  app.get<{ Params: { id: string } }>(
    '/api/queries/x/:id/fields',
    {
      config: { permission: 'query:Read' },
      schema: { tags, params: idParams, response: { 200: fieldList } },
    },
    async (request) => (await runnableFields(request)).fields.map(fieldContract),
  );

  app.get<{ Params: { id: string } }>(
    '/api/queries/x/:id/columns',
    {
      config: { permission: 'query:Read' },
      schema: { tags, params: idParams, response: { 200: Type.Array(Type.String({ maxLength: 1000 })) } },
    },
    async (request) => (await runnableFields(request)).query.columns,
  );

  app.get<{ Params: { id: string } }>(
    '/api/queries/x/:id/columnsdef',
    {
      config: { permission: 'query:Read' },
      schema: { tags, params: idParams, response: { 200: fieldList } },
    },
    async (request) => {
      const { query, fields } = await runnableFields(request);
      const byKey = new Map(fields.map((each) => [each.key, each]));
      // a column whose field a product no longer defines is left out rather than failing the page
      return query.columns.flatMap((key) => {
        const found = byKey.get(key);
        if (found === undefined) return [];
        const own = query.columnTranslations?.[key];
        const contract = fieldContract(found);
        return [
          {
            ...contract,
            ...(own === undefined ? {} : { translations: { ...contract.translations, ...own } }),
          },
        ];
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/queries/x/:id/default',
    { config: { permission: 'query:Read' }, schema: { tags, params: idParams, response: NO_CONTENT } },
    async (request, reply) => {
      await inTenant(db, request, async (tx, actor) => {
        const { query } = await runnableQuery(tx, request.params.id, permissionsOf(request));
        await makeDefault(tx, actor, query);
      });
      return reply.status(204).send();
    },
  );

  app.get<{ Params: { id: string }; Querystring: QueryExportParameters }>(
    '/api/queries/x/:id/export',
    {
      config: { permission: 'query:Read' },
      schema: { tags, params: idParams, querystring: QueryExportParameters, response: FILE },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      await inTenantWithForm(db, request, async (tx, _actor, moment) => {
        const { query, source } = await runnableQuery(tx, request.params.id, permissionsOf(request));
        const today = await tenantToday(tx, moment);
        // planned before the answer starts, so a bad field or filter is still a 400
        const filters = runFilters(tx, request.query, today);
        const plan = planRun(query, source, await fieldsOf(tx, source), filters);
        // titled as the results table titles them, in the language asked for, else the caller's
        const language = request.query.language ?? identityOf(request).locale;
        const columns = plan.columns.map((field) => ({
          key: field.key,
          header: queryColumnTitle(query, field.key, field, language),
          ...(field.currency === undefined ? {} : { currencyKey: currencyOf(field.key) }),
        }));
        const fileName = `query-${today}.${format}`;
        const output = new PassThrough();
        reply
          .type(TABLE_CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(output);
        await writeTable(output, format, 'Query', columns, allRows(tx, plan) as AsyncIterable<TableRow>);
      });
      return reply;
    },
  );
};
