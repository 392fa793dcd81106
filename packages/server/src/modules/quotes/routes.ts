import {
  GeneratedLoanSchedule,
  GenerateLoanSchedule,
  GeneratedPaymentSchedule,
  GeneratePaymentSchedule,
  PartyQuotePage,
  PRODUCT_TYPES,
  QuoteContext,
  QuoteDraftContext,
  QuoteOperationRequest,
  QuotePage,
  type Quote,
  type QuoteListItem,
  type QuoteOperation,
  type QuoteStatus,
  type SaveQuote,
} from '@coverline/engine';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { identityOf } from '../../auth/identity.js';
import { registerRecordRoutes } from '../../kit/recordRoutes.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { idParams, pagingProperties } from '../shared/schemas.js';
import { QUOTE_OPERATION_HANDLERS } from './operationHandlers.js';
import { syncParty } from './operations.js';
import { partyQuotes, type PartyQuotesQuery } from './partyQuotes.js';
import { generateLoanSchedule } from './loanSchedule.js';
import { generatePaymentSchedule } from './paymentSchedule.js';
import { initQuote, QUOTE_KINDS, quoteContext, type QuoteKind, type QuoteRow } from './service.js';

const syncPartyParams = {
  type: 'object',
  required: ['id', 'partyId'],
  properties: { id: { type: 'string', format: 'uuid' }, partyId: { type: 'string', format: 'uuid' } },
} as const;

const partyQuotesQuery = {
  type: 'object',
  properties: {
    ...pagingProperties(10),
    productType: { type: 'string', enum: [...PRODUCT_TYPES] },
  },
} as const;

/**
 * Insurance quotes (`/api/quotes/…`) and loan applications (`/api/loan-applications/…`): one table and one
 * workflow, told apart by the product type. `POST /api/products/{id}/init-quote` drafts either, as the
 * product's type says; `GET /api/parties/{id}/quotes` lists both by a party.
 */
export const quoteRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  for (const [path, productType] of [
    ['quotes', 'INSURANCE'],
    ['loan-applications', 'LENDING'],
  ] as const) {
    const kind = QUOTE_KINDS[productType];
    registerRecordRoutes<QuoteRow, Quote, QuoteListItem, QuoteStatus, QuoteOperation, SaveQuote>(
      app,
      db,
      kind,
      {
        path,
        permissions: { read: 'quote:Read', find: 'quote:Find' },
        context: (tx, row, permissions, moment) => quoteContext(tx, kind, row, permissions, moment),
        response: { context: QuoteContext, find: QuotePage, operation: QuoteContext },
        operationBody: QuoteOperationRequest,
        operations: QUOTE_OPERATION_HANDLERS[productType],
      },
    );
    registerSyncParty(path, kind);
  }

  function registerSyncParty(path: string, kind: QuoteKind) {
    app.put<{ Params: { id: string; partyId: string } }>(
      `/api/${path}/:id/sync-party/:partyId`,
      {
        config: { permission: 'quote:SynchronizeParty' },
        schema: { tags: [path], params: syncPartyParams, response: { 200: QuoteContext } },
      },
      (request) =>
        inTenantWithForm(db, request, (tx, actor, moment) =>
          syncParty(
            tx,
            kind,
            actor,
            identityOf(request).permissions,
            moment,
            request.params.id,
            request.params.partyId,
          ),
        ),
    );
  }

  /**
   * `POST /api/{path}/generate-payment-schedule` for a draft and `…/{id}/generate-payment-schedule` for a
   * stored quote: one handler, `id` undefined for the draft.
   */
  function registerGenerate<Body, Answer>(
    path: string,
    schema: { body: object; response: { 200: object } },
    generate: (
      tx: Tx,
      id: string | undefined,
      body: Body,
      permissions: readonly string[],
      moment: FormMoment,
    ) => Promise<Answer>,
  ) {
    const config = { permission: 'quote:GeneratePaymentSchedule' };
    const handle = (request: FastifyRequest<{ Body: Body }>, id: string | undefined) =>
      inTenantWithForm(db, request, (tx, _actor, moment) =>
        generate(tx, id, request.body as Body, identityOf(request).permissions, moment),
      );
    app.post<{ Body: Body }>(
      `/api/${path}/generate-payment-schedule`,
      { config, schema: { tags: [path], ...schema } },
      (request) => handle(request, undefined),
    );
    app.post<{ Params: { id: string }; Body: Body }>(
      `/api/${path}/:id/generate-payment-schedule`,
      { config, schema: { tags: [path], ...schema, params: idParams } },
      (request) => handle(request, request.params.id),
    );
  }
  registerGenerate<GeneratePaymentSchedule, GeneratedPaymentSchedule>(
    'quotes',
    { body: GeneratePaymentSchedule, response: { 200: GeneratedPaymentSchedule } },
    (tx, id, body, _permissions, moment) =>
      generatePaymentSchedule(tx, QUOTE_KINDS.INSURANCE, id, body, moment),
  );
  registerGenerate<GenerateLoanSchedule, GeneratedLoanSchedule>(
    'loan-applications',
    { body: GenerateLoanSchedule, response: { 200: GeneratedLoanSchedule } },
    generateLoanSchedule,
  );

  app.get<{ Params: { id: string }; Querystring: PartyQuotesQuery }>(
    '/api/parties/:id/quotes',
    {
      config: { permission: 'party:FindQuotes' },
      schema: {
        tags: ['parties'],
        params: idParams,
        querystring: partyQuotesQuery,
        response: { 200: PartyQuotePage },
      },
    },
    (request) => inTenant(db, request, (tx) => partyQuotes(tx, request.params.id, request.query)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/products/:id/init-quote',
    {
      config: { permission: 'quote:Init' },
      schema: { tags: ['quotes'], params: idParams, response: { 200: QuoteDraftContext } },
    },
    (request) =>
      inTenantWithForm(db, request, (tx, _actor, moment) =>
        initQuote(tx, identityOf(request).permissions, request.params.id, moment),
      ),
  );
};
