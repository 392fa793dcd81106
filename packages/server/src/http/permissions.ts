import { hasPermission } from '@coverline/engine';
import type { FastifyPluginAsync, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isImmutable } from '../cache/immutable.js';
import { errorBody } from './errors.js';

/**
 * `config: { permission: SIGNED_IN }` marks a route that every signed-in user may call whatever their
 * permission groups hold: their own profile, photo, language and password, the
 * tenant context. It is not a pattern: a user with no groups holds none.
 */
export const SIGNED_IN = 'self';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission pattern the caller must hold (`party:Read`, `product:*`), or `SIGNED_IN`. */
    permission?: string;
    /** Open without sign-in (tenant registration, login-URL lookups, the public logo). */
    public?: boolean;
  }
}

/**
 * Declares every API route's access rule where the route is defined and enforces it in one place.
 * A route under `/api` that declares neither a permission nor `public: true` stops the server at start,
 * so a forgotten check cannot ship.
 */
export const permissionsPlugin: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/api') return;
    const { permission, public: isPublic } = route.config ?? {};
    if (isPublic === true) return;
    if (typeof permission !== 'string' || permission === '') {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares neither config.permission nor config.public`,
      );
    }
    route.preValidation = [requirePermission(permission), ...toArray(route.preValidation)];
  });
});

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** What immutable held permissions (a remembered identity's) were found to allow, by required pattern. */
const allowed = new WeakMap<object, Map<string, boolean>>();

/** `hasPermission`, matched once per identity and route rather than on every request. */
function holds(held: readonly string[], required: string): boolean {
  if (!isImmutable(held)) return hasPermission(held, required);
  let answers = allowed.get(held);
  if (answers === undefined) allowed.set(held, (answers = new Map()));
  let answer = answers.get(required);
  if (answer === undefined) answers.set(required, (answer = hasPermission(held, required)));
  return answer;
}

function requirePermission(permission: string): preValidationHookHandler {
  return async (request, reply) => {
    const identity = request.identity;
    if (identity === undefined) {
      return reply.status(401).send(errorBody(401, 'Unauthorized'));
    }
    // From here on every log line of the request names its tenant and user.
    request.log = request.log.child({ tenantId: identity.tenantId, userId: identity.userId });
    reply.log = request.log;
    if (permission !== SIGNED_IN && !holds(identity.permissions, permission)) {
      request.log.info({ permission }, 'permission denied');
      return reply.status(403).send(errorBody(403, 'lackPermission'));
    }
  };
}
