import {
  Loan,
  LoanContractSummary,
  LoanExportQuery,
  LoanPaymentCalculateQuery,
  LoanPaymentCalculation,
  LoanPaymentInput,
  LoanPayments,
  LoanVersionQuery,
  NewLoanInvoice,
  LoanPage,
  LoanTransaction,
  LoanTransactions,
  type ContractOperation,
  type ContractStatus,
  type LoanListItem,
} from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import { registerInitQuoteRoutes } from '../../kit/initQuoteRoutes.js';
import { registerListExport } from '../../kit/listExportRoute.js';
import { registerRecordRoutes } from '../../kit/recordRoutes.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { idParams } from '../shared/schemas.js';
import { tenantToday } from '../shared/tenantToday.js';
import { LOAN_EXPORT } from './export.js';
import { initLoanQuote } from './initQuote.js';
import { addInvoice, deleteInvoice } from './invoices.js';
import { loanPage } from './loanPage.js';
import { addPayment, calculatePayment, deletePayment, loanPayments } from './payments.js';
import { loanTransaction, loanTransactions, LOAN_KIND, LOAN_OPERATIONS, type LoanRow } from './service.js';
import { loanContractSummary } from './summary.js';
import { syncLoanParty } from './syncParty.js';
import { loanResponseView } from './view.js';

/** The params of `…/:id/…/:{second}`: both ids of records. */
const idsParams = (second: string) => ({
  type: 'object',
  required: ['id', second],
  properties: { id: { type: 'string', format: 'uuid' }, [second]: { type: 'string', format: 'uuid' } },
});

/**
 * Loans (`/api/loans/…`): the loan page's loan with its instalments and transactions, its contract summary,
 * its transactions, the paged and searchable list with its CSV and XLSX export, and the sync of a party's
 * copy. Loans are made by LEND of a loan application (lend.ts). What the caller's view hides (the partner
 * restriction) is left out of every answer.
 */
export const loanRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['loans'];
  const viewOf = (request: Parameters<typeof identityOf>[0]) =>
    loanResponseView(identityOf(request).permissions);
  registerRecordRoutes<LoanRow, unknown, LoanListItem, ContractStatus, ContractOperation, unknown>(
    app,
    db,
    LOAN_KIND,
    {
      path: 'loans',
      permissions: { read: 'contract:Read', find: 'contract:Find' },
      context: loanPage,
      response: { context: Loan, find: LoanPage },
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/loans/:id/summary',
    {
      config: { permission: 'contract:ReadSummary' },
      schema: { tags, params: idParams, response: { 200: LoanContractSummary } },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, _actor, moment) =>
        viewOf(request).contractSummary(
          await loanContractSummary(tx, request.params.id, await tenantToday(tx, moment)),
        ),
      ),
  );

  app.get<{ Params: { id: string } }>(
    '/api/loans/:id/transactions',
    {
      config: { permission: 'contract:FindTransactions' },
      schema: { tags, params: idParams, response: { 200: LoanTransactions } },
    },
    (request) =>
      inTenant(db, request, (tx) => loanTransactions(tx, request.params.id, viewOf(request).visible)),
  );

  app.get<{ Params: { id: string; actionId: string } }>(
    '/api/loans/:id/transactions/:actionId',
    {
      config: { permission: 'contract:FindTransactions' },
      schema: { tags, params: idsParams('actionId'), response: { 200: LoanTransaction } },
    },
    (request) =>
      inTenant(db, request, (tx) =>
        loanTransaction(tx, request.params.id, request.params.actionId, viewOf(request).visible),
      ),
  );

  registerListExport(app, db, {
    path: 'loans',
    permission: 'contract:Export',
    query: LoanExportQuery,
    spec: LOAN_EXPORT,
  });

  registerInitQuoteRoutes(app, db, { path: 'loans', operations: LOAN_OPERATIONS, init: initLoanQuote });

  app.get<{ Params: { id: string } }>(
    '/api/loans/:id/payments',
    {
      config: { permission: 'contract:FindPayments' },
      schema: { tags, params: idParams, response: { 200: LoanPayments } },
    },
    (request) => inTenant(db, request, (tx) => loanPayments(tx, request.params.id)),
  );

  // The replay never stores anything here: `dryRun` is accepted as the payments page sends it.
  app.post<{ Params: { id: string }; Body: LoanPaymentInput; Querystring: LoanPaymentCalculateQuery }>(
    '/api/loans/:id/payments/calculate',
    {
      config: { permission: 'contract:FindPayments' },
      schema: {
        tags,
        params: idParams,
        querystring: LoanPaymentCalculateQuery,
        body: LoanPaymentInput,
        response: { 200: LoanPaymentCalculation },
      },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, _actor, moment) =>
        viewOf(request).calculation(
          await calculatePayment(tx, request.params.id, request.body, await tenantToday(tx, moment), moment),
        ),
      ),
  );

  app.post<{ Params: { id: string }; Body: LoanPaymentInput }>(
    '/api/loans/:id/payments',
    {
      config: { permission: 'contract:CreatePayment' },
      schema: { tags, params: idParams, body: LoanPaymentInput, response: { 200: LoanPaymentCalculation } },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, actor, moment) =>
        viewOf(request).calculation(
          await addPayment(tx, actor, request.params.id, request.body, await tenantToday(tx, moment), moment),
        ),
      ),
  );

  app.delete<{ Params: { id: string; paymentId: string }; Querystring: LoanVersionQuery }>(
    '/api/loans/:id/payments/:paymentId',
    {
      config: { permission: 'contract:DeletePayment' },
      schema: {
        tags,
        params: idsParams('paymentId'),
        querystring: LoanVersionQuery,
        response: { 200: LoanPaymentCalculation },
      },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, actor, moment) =>
        viewOf(request).calculation(
          await deletePayment(
            tx,
            actor,
            { loanId: request.params.id, version: request.query.version },
            request.params.paymentId,
            await tenantToday(tx, moment),
          ),
        ),
      ),
  );

  app.post<{ Params: { id: string }; Body: NewLoanInvoice }>(
    '/api/contract/:id/installment',
    {
      config: { permission: 'contract:CreateInstallment' },
      schema: { tags, params: idParams, body: NewLoanInvoice, response: { 200: LoanPaymentCalculation } },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, actor, moment) =>
        viewOf(request).calculation(
          await addInvoice(tx, actor, request.params.id, request.body, await tenantToday(tx, moment), moment),
        ),
      ),
  );

  app.delete<{ Params: { id: string; installmentId: string }; Querystring: LoanVersionQuery }>(
    '/api/contract/:id/installment/:installmentId',
    {
      config: { permission: 'contract:DeleteInstallment' },
      schema: {
        tags,
        params: idsParams('installmentId'),
        querystring: LoanVersionQuery,
        response: { 200: LoanPaymentCalculation },
      },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, actor, moment) =>
        viewOf(request).calculation(
          await deleteInvoice(
            tx,
            actor,
            { loanId: request.params.id, version: request.query.version },
            request.params.installmentId,
            await tenantToday(tx, moment),
          ),
        ),
      ),
  );

  app.put<{ Params: { id: string; partyId: string } }>(
    '/api/loans/:id/sync-party/:partyId',
    {
      config: { permission: 'contract:SynchronizeParty' },
      schema: { tags, params: idsParams('partyId'), response: { 200: Loan } },
    },
    (request) =>
      inTenantWithForm(db, request, (tx, actor, moment) => {
        const { permissions } = identityOf(request);
        return syncLoanParty(tx, actor, permissions, moment, request.params.id, request.params.partyId);
      }),
  );
};
