import { isDeepStrictEqual } from 'node:util';
import type { AnySchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyPluginAsync, FastifyReply, preSerializationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createAjv } from './validation.js';

/** An API route as registered, with the statuses its response schema declares. */
export interface ApiRoute {
  method: string;
  url: string;
  /** Keys of `schema.response` (`200`, `204`, `2xx`); empty when the route declares none. */
  responses: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under `/api`, in registration order: the every-route checks read it. */
    apiRoutes: ApiRoute[];
  }
}

export interface ResponseSchemaOptions {
  /** Shared schemas (`schemas/*.json`) that response schemas refer to by `$id`. */
  schemas: AnySchemaObject[];
  /** Check every JSON answer against its schema (the `strictResponses` configuration). */
  strict: boolean;
}

/**
 * Keeps the list of API routes and, when strict, checks every JSON answer against its route's response
 * schema before it is serialised: an answer with an undeclared property or a wrong type fails with a 500
 * and a log line naming the mismatch, where fast-json-stringify would silently drop or coerce it. Also
 * fails when the serialiser would send something else than the answer (a schema it cannot follow).
 */
const plugin: FastifyPluginAsync<ResponseSchemaOptions> = async (app, { schemas, strict }) => {
  app.decorate('apiRoutes', []);
  const ajv = createAjv(schemas, false);
  const validators = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: object): ValidateFunction => {
    let validate = validators.get(schema);
    if (validate === undefined) {
      validate = ajv.compile(schema as AnySchemaObject);
      validators.set(schema, validate);
    }
    return validate;
  };

  const checkAnswer: preSerializationAsyncHookHandler = async (request, reply, payload) => {
    const declared = declaredResponse(request.routeOptions.schema?.response, reply.statusCode);
    if (declared === undefined) return payload;
    // What the client receives is JSON: dates become strings, undefined properties disappear.
    const sent: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    const validate = validatorOf(declared.schema);
    const where = `${request.method} ${request.routeOptions.url} → ${reply.statusCode}`;
    if (!validate(sent)) {
      const problems = ajv.errorsText(validate.errors, { dataVar: 'response' });
      request.log.error({ errors: validate.errors }, `response does not match its schema: ${where}`);
      throw new Error(`The response of ${where} does not match its declared schema: ${problems}`);
    }
    const serialised: unknown = JSON.parse(serialise(reply, payload, declared));
    if (!isDeepStrictEqual(serialised, sent)) {
      request.log.error({ sent, serialised }, `the serialiser changes the response: ${where}`);
      throw new Error(`The serialiser changes the response of ${where}: the schema is not one it follows`);
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const responses = Object.keys((route.schema?.response as object | undefined) ?? {});
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, responses });
    }
    if (strict && responses.length > 0)
      route.preSerialization = [...toArray(route.preSerialization), checkAnswer];
  });
};
export const responseSchemasPlugin = fp(plugin, { name: 'responseSchemas' });

/** A status's response schema; `mediaType` when declared per media type (`{ content: { 'application/json': … } }`). */
interface DeclaredResponse {
  key: string;
  schema: object;
  mediaType?: string;
}

/** The schema a status answers with: its own, else its class (`2xx`), else `default`. */
function declaredResponse(response: unknown, statusCode: number): DeclaredResponse | undefined {
  if (response === null || typeof response !== 'object') return undefined;
  const byStatus = response as Record<string, unknown>;
  for (const key of [String(statusCode), `${String(statusCode)[0]}xx`, 'default']) {
    const declared = byStatus[key];
    if (declared === null || typeof declared !== 'object') continue;
    const content = (declared as { content?: Record<string, { schema?: object }> }).content;
    if (content === undefined) return { key, schema: declared };
    const schema = content['application/json']?.schema;
    if (schema !== undefined) return { key, schema, mediaType: 'application/json' };
  }
  return undefined;
}

/** How the route serialises the answer it sends: its compiled serialiser for that status (and media type). */
function serialise(reply: FastifyReply, payload: unknown, { key, mediaType }: DeclaredResponse): string {
  const input = payload as Record<string, unknown>;
  return String(
    mediaType === undefined ? reply.serializeInput(input, key) : reply.serializeInput(input, key, mediaType),
  );
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
