import type { AnySchemaObject } from 'ajv/dist/2020.js';
import type { FastifyPluginAsync, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { createAjv } from './validation.js';

/** An API route as registered, with the statuses its response schema declares. */
export interface ApiRoute {
  method: string;
  url: string;
  /** `schema.response`: the schema by status (`200`, `204`, `2xx`); empty when the route declares none. */
  responses: Record<string, unknown>;
  /** The schemas of what the route takes, where it declares them: the every-route input checks read them. */
  inputs: { body?: unknown; querystring?: unknown; params?: unknown };
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
  /** Refuse an answer that does not match its schema (the `strictResponses` configuration). */
  strict: boolean;
}

/**
 * Serialises every answer by its route's response schema and keeps the list of API routes.
 *
 * The answer is written as JSON first (dates become text), then checked with ajv against the schema.
 * In production undeclared properties are dropped, so nothing leaks that the contract does not name. In
 * strict mode (the tests) any mismatch — an undeclared property, a wrong type, a missing one — throws,
 * so the request fails with a 500 and a log line naming the mismatch instead of the slip going unseen.
 * ajv rather than fast-json-stringify: the shared schemas' `allOf`/`if`/`then` rules (an integration's
 * provider per type) are beyond what fast-json-stringify can merge.
 */
const plugin: FastifyPluginAsync<ResponseSchemaOptions> = async (app, { schemas, strict }) => {
  app.decorate('apiRoutes', []);
  app.setSerializerCompiler(createSerializerCompiler(schemas, strict));
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const responses = (route.schema?.response as Record<string, unknown> | undefined) ?? {};
    const { body, querystring, params } = route.schema ?? {};
    const inputs = Object.fromEntries(
      Object.entries({ body, querystring, params }).filter(([, schema]) => schema !== undefined),
    );
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, responses, inputs });
    }
  });
};
export const responseSchemasPlugin = fp(plugin, { name: 'responseSchemas' });

export function createSerializerCompiler(
  schemas: AnySchemaObject[],
  strict: boolean,
): FastifySerializerCompiler<unknown> {
  const checking = createAjv(schemas, false);
  const stripping = createAjv(schemas, false, { removeAdditional: true });
  return ({ schema, method, url, httpStatus }) => {
    const validate = (strict ? checking : stripping).compile(schema as AnySchemaObject);
    return (data) => {
      const json: unknown = JSON.parse(JSON.stringify(data) ?? 'null');
      if (!validate(json) && strict) {
        const problems = checking.errorsText(validate.errors, { dataVar: 'response' });
        throw new Error(
          `The response of ${method} ${url} → ${httpStatus} does not match its schema: ${problems}`,
        );
      }
      return JSON.stringify(json);
    };
  };
}
