import type { FastifyRequest } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import type { Database, TenantTransactionOptions, Tx } from '../../db/database.js';
import { withExternalAnswers } from '../../integrations/externalAnswers.js';
import { actorOf, type UserActor } from './actor.js';
import type { FormMoment } from './dataDefinition.js';

/**
 * Runs `fn` in a transaction of the caller's tenant (taken from the verified token, nothing else), in the
 * caller's locale, as a user of their intermediary if they work for one: what they create carries it, and
 * they see only its parties, quotes and contracts. What a third party answers is asked outside the
 * transaction (`externalAnswer`). A route that only reads says so (`readOnly`): the database then refuses a
 * write, and the reply need not wait for the commit.
 */
export function inTenant<T>(
  db: Database,
  request: FastifyRequest,
  fn: (tx: Tx, actor: UserActor) => Promise<T>,
  { readOnly }: Pick<TenantTransactionOptions, 'readOnly'> = {},
): Promise<T> {
  const actor = actorOf(request);
  const { locale, affiliationId } = identityOf(request);
  const { configurationVersion } = request;
  return withExternalAnswers(() =>
    db.withTenant(actor.tenantId, (tx) => fn(tx, actor), {
      locale,
      ...(affiliationId === undefined ? {} : { affiliationId }),
      ...(configurationVersion === undefined ? {} : { configurationVersion }),
      ...(readOnly === undefined ? {} : { readOnly }),
    }),
  );
}

/** `inTenant` for calls that compile or validate a form: also the caller's locale and the request's moment. */
export function inTenantWithForm<T>(
  db: Database,
  request: FastifyRequest,
  fn: (tx: Tx, actor: UserActor, moment: FormMoment) => Promise<T>,
  options: Pick<TenantTransactionOptions, 'readOnly'> = {},
): Promise<T> {
  const moment = { locale: identityOf(request).locale, at: new Date() };
  return inTenant(db, request, (tx, actor) => fn(tx, actor, moment), options);
}
