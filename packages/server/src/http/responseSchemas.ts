import type { AnySchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyPluginAsync, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { isImmutable } from '../cache/immutable.js';
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
  const ajv = strict ? checking : createAjv(schemas, false, { removeAdditional: true });
  return ({ schema, method, url, httpStatus }) => {
    const where = `${method} ${url} → ${httpStatus}`;
    const mismatch = (problems: string) =>
      new Error(`The response of ${where} does not match its schema: ${problems}`);
    /** `data` written as JSON (dates become text), checked by `validate`, as JSON again. */
    const checkedJson = (validate: ValidateFunction, data: unknown, dataVar: string) => {
      const json: unknown = JSON.parse(JSON.stringify(data) ?? 'null');
      if (!validate(json) && strict) throw mismatch(checking.errorsText(validate.errors, { dataVar }));
      return JSON.stringify(json);
    };
    const validate = ajv.compile(schema as AnySchemaObject);
    const closed = closedObjectOf(schema);
    if (closed === undefined) return (data) => checkedJson(validate, data, 'response');
    const properties = new Map(
      Object.entries(closed.properties).map(([key, propertySchema]) => {
        const validateProperty = ajv.compile(propertySchema as AnySchemaObject);
        const dataVar = `response/${key}`;
        // By identity: an immutable value's JSON stays what it was when it was checked.
        const written = new WeakMap<object, string>();
        const json = (value: unknown) => {
          if (!isImmutable(value)) return checkedJson(validateProperty, value, dataVar);
          let text = written.get(value);
          if (text === undefined) written.set(value, (text = checkedJson(validateProperty, value, dataVar)));
          return text;
        };
        return [key, json] as const;
      }),
    );
    return (data) => {
      if (!isPlainObject(data)) return checkedJson(validate, data, 'response');
      const members: string[] = [];
      const present = new Set<string>();
      for (const [key, value] of Object.entries(data)) {
        if (value === undefined || typeof value === 'function') continue;
        const json = properties.get(key);
        if (json === undefined) {
          if (strict) throw mismatch('response must NOT have additional properties');
          continue;
        }
        present.add(key);
        members.push(`${JSON.stringify(key)}:${json(value)}`);
      }
      const missing = closed.required.find((key) => !present.has(key));
      if (missing !== undefined && strict)
        throw mismatch(`response must have required property '${missing}'`);
      return `{${members.join(',')}}`;
    };
  };
}

/** The keywords of an object schema that `closedObjectOf` understands; any other keeps the whole check. */
const CLOSED_OBJECT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'description',
]);

/**
 * An object schema that names its properties and refuses any other, and says nothing else about the object
 * as a whole: its answers can be written property by property, each checked by its own schema, so that an
 * immutable value (what a cache shares, such as a party type's data definition) is written and checked once.
 * Undefined for any other schema, and for one that refers to its own parts (`#…`), which a property's
 * schema compiled alone could not resolve.
 */
function closedObjectOf(
  schema: unknown,
): { properties: Record<string, unknown>; required: string[] } | undefined {
  if (!isPlainObject(schema) || schema.type !== 'object' || schema.additionalProperties !== false) return;
  if (!Object.keys(schema).every((keyword) => CLOSED_OBJECT_KEYWORDS.has(keyword))) return;
  if (!isPlainObject(schema.properties) || JSON.stringify(schema).includes('"$ref":"#')) return;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return { properties: schema.properties, required };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (prototype === Object.prototype || prototype === null) && !('toJSON' in value);
}
