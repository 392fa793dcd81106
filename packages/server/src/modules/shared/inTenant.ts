import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/database.js';
import { actorOf, type UserActor } from './actor.js';

/** Runs `fn` in a transaction of the caller's tenant (taken from the verified token, nothing else). */
export function inTenant<T>(
  db: Database,
  request: FastifyRequest,
  fn: (tx: Tx, actor: UserActor) => Promise<T>,
): Promise<T> {
  const actor = actorOf(request);
  return db.withTenant(actor.tenantId, (tx) => fn(tx, actor));
}
