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
import { lendApplication } from '../loans/lend.js';
import { issueQuote } from '../policies/issue.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { idParams, pagingProperties } from '../shared/schemas.js';
import { quoteOperations, syncParty, type QuoteOperationHandler } from './operations.js';
import { partyQuotes, type PartyQuotesQuery } from './partyQuotes.js';
import { generateLoanSchedule } from './loanSchedule.js';
import { generatePaymentSchedule } from './paymentSchedule.js';
import { initQuote, QUOTE_KINDS, quoteContext, type QuoteKind, type QuoteRow } from './service.js';

/**
 * The operations of each kind, by name: the workflow moves of `operations.ts` on both, and the moves that
 * make a contract from a quote, added by the modules that make them.
 */
const OPERATIONS: Record<
  'quotes' | 'loan-applications',
  Partial<Record<QuoteOperation, QuoteOperationHandler>>
> = {
  quotes: {
    ...quoteOperations(QUOTE_KINDS.INSURANCE),
    ISSUE: (tx, call) => issueQuote(tx, QUOTE_KINDS.INSURANCE, call),
  },
  'loan-applications': {
    ...quoteOperations(QUOTE_KINDS.LENDING),
    LEND: (tx, call) => lendApplication(tx, call),
  },
};

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
  for (const [path, kind] of [
    ['quotes', QUOTE_KINDS.INSURANCE],
    ['loan-applications', QUOTE_KINDS.LENDING],
  ] as const) {
    registerRecordRoutes<QuoteRow, Quote, QuoteListItem, QuoteStatus, QuoteOperation, SaveQuote>(
      app,
      db,
      kind,
      {
        path,
        permissions: { read: 'quote:Read', find: 'quote:Find' },
        context: (tx, row, permissions) => quoteContext(tx, kind, row, permissions),
        response: { context: QuoteContext, find: QuotePage, operation: QuoteContext },
        operationBody: QuoteOperationRequest,
        operations: OPERATIONS[path],
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
