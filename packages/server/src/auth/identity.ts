import type { FastifyRequest } from 'fastify';
import { httpError } from '../http/errors.js';

/** Who is calling: set by the auth plugin from a verified bearer token, the tenant taken from its issuer. */
export interface Identity {
  tenantId: string;
  tenantCode: string;
  userId: string;
  email: string;
  /** The user's interface locale as their profile holds it, current for this request. */
  locale: string;
  /**
   * The user's permission patterns, current for this request; with `partner:Restriction`
   * for a user who works for an intermediary.
   */
  permissions: string[];
  /** The id of the intermediary the user works for (their affiliation); absent for internal staff. */
  affiliationId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Present on every `/api/` request except routes marked `config: { public: true }`. */
    identity?: Identity;
    /**
     * The tenant's configuration version as this request read it on arrival: what it compiles may come
     * from memory made at that version (see `cachedByConfiguration`).
     */
    configurationVersion?: number;
  }
}

/** The caller's identity on a route that requires sign-in (the auth plugin already answered 401 otherwise). */
export function identityOf(request: FastifyRequest): Identity {
  if (request.identity === undefined) throw httpError(401, 'Unauthorized');
  return request.identity;
}
