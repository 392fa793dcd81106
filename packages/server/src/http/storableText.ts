import type { FastifyPluginAsync, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, type ValidationErrors } from './errors.js';

/**
 * Text PostgreSQL cannot store: the NUL character (no `text` or `jsonb` value may hold it) and a UTF-16
 * surrogate without its pair (not a character, so it has no UTF-8 form and `jsonb` refuses its escape).
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Nesting deeper than any payload of ours; deeper input is refused rather than walked. */
const MAX_DEPTH = 64;

/**
 * The dotted paths of the strings (values or property names) in `value` that the database cannot store,
 * as `validationErrors`; a value nested deeper than any payload is reported where it goes too deep.
 */
export function unstorableTextOf(value: unknown, root: string): ValidationErrors {
  const errors: ValidationErrors = {};
  const visit = (node: unknown, path: string[], depth: number): void => {
    const at = () => (path.length > 0 ? path.join('.') : root);
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) errors[at()] = ['invalidCharacter'];
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (depth >= MAX_DEPTH) {
      errors[at()] = ['tooDeep'];
      return;
    }
    for (const [key, each] of Object.entries(node)) {
      if (UNSTORABLE.test(key)) {
        errors[[...path, key.replace(UNSTORABLE, '\uFFFD')].join('.')] = ['invalidCharacter'];
        continue;
      }
      visit(each, [...path, key], depth + 1);
    }
  };
  visit(value, [], 0);
  return errors;
}

/**
 * The body's unstorable text. A record's form values (`data`) are reported by their own paths, as the
 * compiled form's validation reports them, so that the screen shows the error on the field.
 */
function unstorableBodyText(body: unknown): ValidationErrors {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('data' in body))
    return unstorableTextOf(body, 'body');
  const { data, ...rest } = body as Record<string, unknown>;
  return { ...unstorableTextOf(rest, 'body'), ...unstorableTextOf(data, 'data') };
}

/** Refuses a request whose path, query or body holds unstorable text, before any route sees it. */
const refuseUnstorableText: preValidationHookHandler = async (request, reply) => {
  const errors = {
    ...unstorableTextOf(request.params, 'params'),
    ...unstorableTextOf(request.query, 'querystring'),
    ...unstorableBodyText(request.body),
  };
  if (Object.keys(errors).length > 0) {
    return reply.status(400).send(errorBody(400, 'validationFailed', errors));
  }
};

/**
 * Guards every API and sign-in route against text the database cannot store, in one place, so that a NUL
 * typed into any field or query is a 400 naming the field rather than a 500 from PostgreSQL. It runs after the
 * access check (which the permissions plugin puts first), so a stranger learns nothing about the input.
 */
export const storableTextPlugin: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    // The API and the sign-in pages' own routes (the login form) take input; the web app's files do not.
    if (!route.url.startsWith('/api/') && !route.url.startsWith('/oidc/')) return;
    const existing = route.preValidation;
    route.preValidation = [
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      refuseUnstorableText,
    ];
  });
});
