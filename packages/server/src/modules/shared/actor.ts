import type { FastifyRequest } from 'fastify';
import { identityOf } from '../../auth/identity.js';

/** Who makes a change, as the history and activity journals record it. */
export interface Actor {
  tenantId: string;
  /** Null for changes the system makes by itself (registration, demo content). */
  userId: string | null;
  /** Shown as the editor: the user's e-mail, or `system`. */
  name: string;
}

/** A signed-in user acting: always a user id. */
export interface UserActor extends Actor {
  userId: string;
}

/** The signed-in caller as an actor. */
export function actorOf(request: FastifyRequest): UserActor {
  const identity = identityOf(request);
  return { tenantId: identity.tenantId, userId: identity.userId, name: identity.email };
}

/** The system acting in a tenant, for content it creates itself. */
export function systemActor(tenantId: string): Actor {
  return { tenantId, userId: null, name: 'system' };
}
