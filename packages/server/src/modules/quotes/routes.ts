import {
  QuoteContext,
  QuoteDraftContext,
  QuotePage,
  SaveQuote,
  type Quote,
  type QuoteListItem,
  type QuoteOperation,
  type QuoteStatus,
} from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import { registerRecordRoutes } from '../../kit/recordRoutes.js';
import { issueQuote } from '../policies/issue.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenantWithForm } from '../shared/inTenant.js';
import { idParams } from '../shared/schemas.js';
import { initQuote, QUOTE_KINDS, quoteContext, saveQuote, type QuoteRow } from './service.js';

/**
 * Insurance quotes (`/api/quotes/…`) and loan applications (`/api/loan-applications/…`): one table and one
 * workflow, told apart by the product type. `POST /api/products/{id}/init-quote` drafts either, as the
 * product's type says.
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
        operationBody: SaveQuote,
        operations: {
          SAVE: (tx, call) => saveQuote(tx, kind, call),
          ISSUE: (tx, call) => issueQuote(tx, kind, call),
        },
      },
    );
  }
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
