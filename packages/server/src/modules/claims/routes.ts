import {
  CLAIM_OPERATIONS,
  ClaimContext,
  ClaimDraftContext,
  ClaimOperationRequest,
  ClaimPage,
  type Claim,
  type ClaimListItem,
  type ClaimOperation,
  type ClaimStatus,
} from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import { findQuery, registerRecordRoutes, type FindQuery } from '../../kit/recordRoutes.js';
import { httpError } from '../../http/errors.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant, inTenantWithForm } from '../shared/inTenant.js';
import { idParams } from '../shared/schemas.js';
import { CLAIM_KIND, claimContext, claimOperation, initClaim, type ClaimRow } from './service.js';

/**
 * Claims (`/api/claims/…`): `init-claim` on an active policy, the claim's context, the list and the
 * operations, every one of them performed by the same handler (SAVE without a move, the others with theirs).
 */
export const claimRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  registerRecordRoutes<ClaimRow, Claim, ClaimListItem, ClaimStatus, ClaimOperation, ClaimOperationRequest>(
    app,
    db,
    CLAIM_KIND,
    {
      path: 'claims',
      permissions: { read: 'claim:Read', find: 'claim:Find' },
      context: claimContext,
      response: { context: ClaimContext, find: ClaimPage, operation: ClaimContext },
      operationBody: ClaimOperationRequest,
      operations: Object.fromEntries(CLAIM_OPERATIONS.map((operation) => [operation, claimOperation])),
    },
  );

  // The claims of one policy (its page) and of one applicant (the person's page), newest first.
  for (const [path, column, table] of [
    ['/api/policies/:id/claims', 'policy_id', 'policy'],
    ['/api/parties/:id/claims', 'applicant_id', 'party'],
  ] as const) {
    app.get<{ Params: { id: string }; Querystring: FindQuery }>(
      path,
      {
        config: { permission: 'claim:Find' },
        schema: { tags: ['claims'], params: idParams, querystring: findQuery, response: { 200: ClaimPage } },
      },
      (request) =>
        inTenant(db, request, async (tx) => {
          const found = await tx.query(`select 1 from ${table} where id = $1`, [request.params.id]);
          if (found.rowCount === 0) throw httpError(404, 'Not Found');
          return CLAIM_KIND.find(tx, {
            ...request.query,
            where: [(first) => ({ sql: `c.${column} = $${first}`, params: [request.params.id] })],
          });
        }),
    );
  }

  app.post<{ Params: { id: string } }>(
    '/api/claims/:id/init-claim',
    {
      config: { permission: 'claim:Create' },
      schema: { tags: ['claims'], params: idParams, response: { 200: ClaimDraftContext } },
    },
    (request) =>
      inTenantWithForm(db, request, (tx, _actor, moment) =>
        initClaim(tx, identityOf(request).permissions, request.params.id, moment),
      ),
  );
};
