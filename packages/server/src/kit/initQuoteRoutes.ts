import {
  CONTRACT_OPERATION_ACTION_TYPES,
  CONTRACT_WORKFLOW,
  ErrorBody,
  QuoteContext,
  type ContractOperation,
} from '@coverline/engine';
import type { FastifyInstance } from 'fastify';
import { identityOf } from '../auth/identity.js';
import type { Database, Tx } from '../db/database.js';
import { httpError } from '../http/errors.js';
import { SIGNED_IN } from '../http/permissions.js';
import type { UserActor } from '../modules/shared/actor.js';
import type { FormMoment } from '../modules/shared/dataDefinition.js';
import { inTenantWithForm } from '../modules/shared/inTenant.js';
import { idParams } from '../modules/shared/schemas.js';

/** The `{action}` segments of init-quote that name an operation: the operation and its action type. */
const actionSegments = (operation: ContractOperation) => [
  ...new Set([operation, CONTRACT_OPERATION_ACTION_TYPES[operation]].map((name) => name.toLowerCase())),
];

export type InitQuote = (
  tx: Tx,
  actor: UserActor,
  permissions: readonly string[],
  moment: FormMoment,
  contractId: string,
  operation: ContractOperation,
) => Promise<QuoteContext>;

/**
 * `POST /api/{path}/{id}/init-quote/{action}` for each contract operation the kind performs, the action named
 * by the operation or its action type in lower case (`terminate`, `termination`), with the operation's
 * permission; any other action is refused (400 `unknownOperation`) before anything is read.
 */
export function registerInitQuoteRoutes(
  app: FastifyInstance,
  db: Database,
  route: { path: string; operations: readonly ContractOperation[]; init: InitQuote },
): void {
  const tags = [route.path];
  for (const operation of route.operations) {
    const permission = CONTRACT_WORKFLOW.operations[operation].permission;
    for (const segment of actionSegments(operation)) {
      app.post<{ Params: { id: string } }>(
        `/api/${route.path}/:id/init-quote/${segment}`,
        { config: { permission }, schema: { tags, params: idParams, response: { 200: QuoteContext } } },
        (request) =>
          inTenantWithForm(db, request, (tx, actor, moment) =>
            route.init(tx, actor, identityOf(request).permissions, moment, request.params.id, operation),
          ),
      );
    }
  }
  app.post(
    `/api/${route.path}/:id/init-quote/:action`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: {
          type: 'object',
          required: ['id', 'action'],
          properties: { id: { type: 'string', format: 'uuid' }, action: { type: 'string', maxLength: 40 } },
        },
        response: { 400: ErrorBody },
      },
    },
    async () => {
      throw httpError(400, 'unknownOperation');
    },
  );
}
