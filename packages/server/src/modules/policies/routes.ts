import {
  PartyPoliciesQuery,
  Policy,
  PolicyExportQuery,
  PolicyPage,
  PolicySummary,
  PolicyTransaction,
  PolicyTransactions,
  type ContractOperation,
  type ContractStatus,
  type PolicyListItem,
  type ProductType,
} from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../http/errors.js';
import { registerInitQuoteRoutes } from '../../kit/initQuoteRoutes.js';
import { registerListExport } from '../../kit/listExportRoute.js';
import { registerRecordRoutes } from '../../kit/recordRoutes.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { idParams } from '../shared/schemas.js';
import { LOAN_KIND } from '../loans/service.js';
import { POLICY_EXPORT } from './export.js';
import { initPolicyQuote } from './initQuote.js';
import {
  POLICY_KIND,
  POLICY_OPERATIONS,
  policyContext,
  policySummary,
  policyTransaction,
  policyTransactions,
  type PolicyRow,
} from './service.js';
import { tenantToday } from '../shared/tenantToday.js';

const transactionParams = {
  type: 'object',
  required: ['id', 'actionId'],
  properties: { id: { type: 'string', format: 'uuid' }, actionId: { type: 'string', format: 'uuid' } },
} as const;

/** A party's contracts of each product type: their kind, and the condition that names the party by its rows. */
const PARTY_CONTRACTS: Readonly<
  Record<ProductType, { kind: { find: typeof POLICY_KIND.find }; naming: (param: string) => string }>
> = {
  INSURANCE: {
    kind: POLICY_KIND,
    naming: (param) => `exists (select 1 from policy_party pp
      where pp.tenant_id = p.tenant_id and pp.policy_id = p.id and pp.party_id = ${param})`,
  },
  LENDING: {
    kind: LOAN_KIND,
    naming: (param) => `exists (select 1 from loan_party lp
      where lp.tenant_id = l.tenant_id and lp.loan_id = l.id and lp.party_id = ${param})`,
  },
};

/**
 * Policies (`/api/policies/…`): the page's policy with its transactions, summary and transactions, the
 * paged and searchable list with its CSV and XLSX export, a person's policies, and the start of a quote
 * acting on a policy. Policies are made and changed only by issuing quotes (see issue.ts).
 */
export const policyRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['policies'];
  registerRecordRoutes<PolicyRow, unknown, PolicyListItem, ContractStatus, ContractOperation, unknown>(
    app,
    db,
    POLICY_KIND,
    {
      path: 'policies',
      permissions: { read: 'contract:Read', find: 'contract:Find' },
      context: (tx, row, permissions) => policyContext(tx, row, permissions),
      response: { context: Policy, find: PolicyPage },
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/policies/:id/summary',
    {
      config: { permission: 'contract:ReadSummary' },
      schema: { tags, params: idParams, response: { 200: PolicySummary } },
    },
    (request) =>
      inTenantWithForm(db, request, async (tx, _actor, moment) =>
        policySummary(tx, request.params.id, await tenantToday(tx, moment)),
      ),
  );

  app.get<{ Params: { id: string } }>(
    '/api/policies/:id/transactions',
    {
      config: { permission: 'contract:FindTransactions' },
      schema: { tags, params: idParams, response: { 200: PolicyTransactions } },
    },
    (request) => inTenant(db, request, (tx) => policyTransactions(tx, request.params.id)),
  );

  app.get<{ Params: { id: string; actionId: string } }>(
    '/api/policies/:id/transactions/:actionId',
    {
      config: { permission: 'contract:FindTransactions' },
      schema: { tags, params: transactionParams, response: { 200: PolicyTransaction } },
    },
    (request) =>
      inTenant(db, request, (tx) => policyTransaction(tx, request.params.id, request.params.actionId)),
  );

  registerListExport(app, db, {
    path: 'policies',
    permission: 'contract:Export',
    query: PolicyExportQuery,
    spec: POLICY_EXPORT,
  });

  app.get<{ Params: { id: string }; Querystring: PartyPoliciesQuery }>(
    '/api/parties/:id/policies',
    {
      config: { permission: 'party:FindPolicies' },
      schema: { tags, params: idParams, querystring: PartyPoliciesQuery, response: { 200: PolicyPage } },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        const party = await tx.query('select 1 from party where id = $1', [request.params.id]);
        if (party.rowCount === 0) throw httpError(404, 'Not Found');
        const contracts = PARTY_CONTRACTS[request.query.productType ?? 'INSURANCE'];
        return contracts.kind.find(tx, {
          page: request.query.page ?? 0,
          limit: request.query.limit ?? 10,
          where: [(first) => ({ sql: contracts.naming(`$${first}`), params: [request.params.id] })],
        });
      }),
  );

  // TERMINATE is a loan's: refused here like any other action.
  registerInitQuoteRoutes(app, db, {
    path: 'policies',
    operations: POLICY_OPERATIONS,
    init: initPolicyQuote,
  });
};
