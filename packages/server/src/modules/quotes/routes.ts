import type { ProductType } from '@coverline/engine';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { identityOf } from '../../auth/identity.js';
import type { Database } from '../../db/database.js';
import { formMomentOf } from '../shared/formMoment.js';
import { inTenant } from '../shared/inTenant.js';
import { idParams, pageQuery, type PageQuery } from '../shared/schemas.js';
import { containsPattern } from '../shared/searchText.js';
import { findQuotes, initQuote, readQuoteContext, saveQuote, type QuotePayload } from './service.js';

/** Properties of a quote as read: a client may send them back with SAVE; the server ignores them. */
const READ_ONLY_QUOTE_PROPERTIES = [
  'quoteNr',
  'productType',
  'status',
  'actionType',
  'product',
  'productVersion',
  'contractee',
  'startDate',
  'endDate',
  'currency',
  'sumInsured',
  'loanTerm',
  'annualInterestRate',
  'createdAt',
  'updatedAt',
];

/** `POST …/save`: the quote with its new data, and its product as an id-only reference (workspace.md §7). */
const saveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['quote'],
  properties: {
    quote: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'version', 'data'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        version: { type: 'integer', minimum: 0 },
        data: { type: 'object' },
        ...Object.fromEntries(READ_ONLY_QUOTE_PROPERTIES.map((name) => [name, {}])),
      },
    },
    product: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'string', format: 'uuid' } },
    },
  },
} as const;

const findQuery = {
  type: 'object',
  properties: { ...pageQuery.properties, search: { type: 'string', maxLength: 200 } },
} as const;

/** The calls of one kind of quote under `/api/{path}/`; the product type keeps the kinds apart. */
function registerQuoteKind(app: FastifyInstance, db: Database, path: string, productType: ProductType): void {
  const tags = [path];
  app.get<{ Querystring: PageQuery & { search?: string } }>(
    `/api/${path}/find`,
    { config: { permission: 'quote:Find' }, schema: { tags, querystring: findQuery } },
    (request) => {
      const { page, limit, search } = request.query;
      return inTenant(db, request, (tx) => findQuotes(tx, productType, containsPattern(search), page, limit));
    },
  );
  app.post<{ Body: { quote: QuotePayload } }>(
    `/api/${path}/save`,
    { config: { permission: 'quote:Save' }, schema: { tags, body: saveBody } },
    (request) =>
      inTenant(db, request, async (tx, actor) =>
        saveQuote(
          tx,
          actor,
          identityOf(request).permissions,
          productType,
          request.body.quote,
          await formMomentOf(tx, actor, new Date()),
        ),
      ),
  );
  app.get<{ Params: { id: string } }>(
    `/api/${path}/:id`,
    { config: { permission: 'quote:Read' }, schema: { tags, params: idParams } },
    (request) =>
      inTenant(db, request, (tx) =>
        readQuoteContext(tx, identityOf(request).permissions, productType, request.params.id),
      ),
  );
}

/**
 * Insurance quotes (`/api/quotes/…`) and loan applications (`/api/loan-applications/…`): one service and
 * one table, told apart by the product type. `POST /api/products/{id}/init-quote` starts either, as the
 * product's type says.
 */
export const quoteRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  registerQuoteKind(app, db, 'quotes', 'INSURANCE');
  registerQuoteKind(app, db, 'loan-applications', 'LENDING');
  app.post<{ Params: { id: string } }>(
    '/api/products/:id/init-quote',
    { config: { permission: 'quote:Init' }, schema: { tags: ['quotes'], params: idParams } },
    (request) =>
      inTenant(db, request, async (tx, actor) =>
        initQuote(
          tx,
          actor,
          identityOf(request).permissions,
          request.params.id,
          await formMomentOf(tx, actor, new Date()),
        ),
      ),
  );
};
