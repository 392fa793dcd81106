import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireObject } from '@coverline/engine';
import { buildApp } from '../../src/app.js';
import { immutable } from '../../src/cache/immutable.js';
import { createSerializerCompiler } from '../../src/http/responseSchemas.js';
import { loadSharedSchemas, schemaRef } from '../../src/http/validation.js';
import { startTestServer, type TestServer } from '../support/server.js';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

const readJson = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;

/** `/api/products/:id/find` → `/api/products/{id}/find`, as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

type SchemaNode = Record<string, unknown>;
const SHARED = new Map(loadSharedSchemas().map((schema) => [schema.$id as string, schema as SchemaNode]));

/** `#/$defs/x` in `root`, or `{$id}#/$defs/x` in a shared schema. */
function resolve(ref: string, root: SchemaNode): { node: SchemaNode; root: SchemaNode } {
  const [id = '', pointer = ''] = ref.split('#');
  const document = id === '' ? root : SHARED.get(id);
  if (document === undefined) throw new Error(`unknown schema ${ref}`);
  const node = pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at as SchemaNode)[key], document);
  return { node: node as SchemaNode, root: document };
}

/**
 * Where a schema combines (anyOf, oneOf, allOf, if) object schemas that refuse undeclared properties.
 * Production drops undeclared properties while checking, and ajv does that inside each branch it tries:
 * a stored quote checked against a union of quote and draft lost its id, number and version.
 */
function closedObjectCombinations(schema: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const closed = (node: SchemaNode, root: SchemaNode): boolean => {
    const target = typeof node.$ref === 'string' ? resolve(node.$ref, root).node : node;
    return target.additionalProperties === false;
  };
  const visit = (node: unknown, root: SchemaNode, path: string): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach((each, index) => visit(each, root, `${path}/${index}`));
    const schemaNode = node as SchemaNode;
    if (typeof schemaNode.$ref === 'string') {
      const target = resolve(schemaNode.$ref, root);
      visit(target.node, target.root, `${path}→${schemaNode.$ref}`);
    }
    for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
      const branches = (schemaNode[keyword] as SchemaNode[] | undefined) ?? [];
      const closedBranches = branches.filter((branch) => closed(branch, root)).length;
      if (keyword === 'allOf' ? closedBranches > 0 && branches.length > 1 : closedBranches > 1)
        found.push(`${path}/${keyword}`);
    }
    if (schemaNode.if !== undefined && closed(schemaNode.if as SchemaNode, root)) found.push(`${path}/if`);
    for (const [key, value] of Object.entries(schemaNode))
      if (key !== '$ref') visit(value, root, `${path}/${key}`);
  };
  visit(schema, {}, '');
  return found;
}

describe('response schemas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are declared by every API route', () => {
    const routes = server.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes
      .filter((route) => Object.keys(route.responses).length === 0)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared, `routes without schema.response:\n${undeclared.join('\n')}`).toEqual([]);
  });

  it('are all in the OpenAPI document, every operation with the responses its route declares', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs`)).json()) as OpenApiDocument;
    const missing: string[] = [];
    for (const route of server.app.apiRoutes.filter((each) => each.url !== '/api/docs')) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const documented = Object.keys(operation?.responses ?? {});
      if (
        operation === undefined ||
        Object.keys(route.responses).some((status) => !documented.includes(status))
      ) {
        missing.push(`${route.method} ${route.url}: documents [${documented.join(', ')}]`);
      }
    }
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('combine no closed objects, which dropping undeclared properties would cut to one branch', () => {
    const combinations = server.app.apiRoutes.flatMap((route) =>
      Object.entries(route.responses).flatMap(([status, schema]) =>
        closedObjectCombinations(schema).map((path) => `${route.method} ${route.url} → ${status}: ${path}`),
      ),
    );
    expect(combinations, combinations.join('\n')).toEqual([]);
  });

  describe('serialising answers', () => {
    const Answer = WireObject({ id: Type.String(), at: Type.String({ format: 'date-time' }) });

    async function appAnswering(answer: unknown, strictResponses: boolean) {
      const app = await buildApp({
        db: server.db,
        config: { ...server.config, strictResponses },
        logger: false,
      });
      app.get(
        '/api/public/answer',
        { config: { public: true }, schema: { response: { 200: Answer } } },
        () => answer,
      );
      return app;
    }

    it('let an answer through that matches its schema, dates written as text', async () => {
      const app = await appAnswering({ id: 'a', at: new Date('2026-01-02T03:04:05Z') }, true);
      const response = await app.inject('/api/public/answer');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 'a', at: '2026-01-02T03:04:05.000Z' });
      await app.close();
    });

    it('in strict mode (the tests) fail an answer with an undeclared property instead of dropping it', async () => {
      const app = await appAnswering({ id: 'a', at: '2026-01-02T03:04:05Z', passwordHash: 'x' }, true);
      const response = await app.inject('/api/public/answer');
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('passwordHash');
      await app.close();
    });

    it('in strict mode fail an answer whose property has the wrong type instead of coercing it', async () => {
      const app = await appAnswering({ id: 42, at: '2026-01-02T03:04:05Z' }, true);
      expect((await app.inject('/api/public/answer')).statusCode).toBe(500);
      await app.close();
    });

    describe('property by property, for a closed object', () => {
      const Shared = WireObject({ name: Type.String(), at: Type.Unknown() });
      const Context = WireObject({ record: Answer, shared: Shared });
      const serialiser = (strict: boolean) =>
        createSerializerCompiler(
          loadSharedSchemas(),
          strict,
        )({ schema: Context, method: 'GET', url: '/api/context', httpStatus: '200' });
      const record = { id: 'a', at: '2026-01-02T03:04:05Z' };

      it('write an immutable value once, and a value that may change every time', () => {
        let written = 0;
        const at = { toJSON: () => `written ${++written}` };
        const serialise = serialiser(false);
        const shared = immutable({ name: 'cached', at });
        expect(JSON.parse(serialise({ record, shared }))).toEqual({
          record,
          shared: { name: 'cached', at: 'written 1' },
        });
        expect(JSON.parse(serialise({ record: { ...record, id: 'b' }, shared }))).toEqual({
          record: { ...record, id: 'b' },
          shared: { name: 'cached', at: 'written 1' },
        });
        const fresh = { name: 'fresh', at };
        serialise({ record, shared: fresh });
        expect(JSON.parse(serialise({ record, shared: fresh })).shared.at).toBe('written 3');
      });

      it('in strict mode fail a missing property, and a nested one of the wrong type, naming where', () => {
        const serialise = serialiser(true);
        const shared = immutable({ name: 'cached', at: 1 });
        expect(() => serialise({ record })).toThrow("response must have required property 'shared'");
        expect(() => serialise({ record: { ...record, id: 42 }, shared })).toThrow('response/record/id');
        expect(() => serialise({ record, shared, extra: 1 })).toThrow('must NOT have additional properties');
      });

      it('in production drop undeclared properties at every depth, also of an immutable value', () => {
        const serialise = serialiser(false);
        const shared = immutable({ name: 'cached', at: 1, secret: 'x' });
        expect(JSON.parse(serialise({ record: { ...record, secret: 'y' }, shared, secret: 'z' }))).toEqual({
          record,
          shared: { name: 'cached', at: 1 },
        });
      });
    });

    it('in production pass every example definition unchanged: only undeclared properties are dropped', () => {
      const serialiserFor = (name: string) =>
        createSerializerCompiler(
          loadSharedSchemas(),
          false,
        )({
          schema: schemaRef(name),
          method: 'GET',
          url: `/api/${name}`,
          httpStatus: '200',
        });
      const examples = { lookup: 'lookups', 'object-definition': 'objects', 'product-version': 'products' };
      for (const [schema, folder] of Object.entries(examples)) {
        const serialise = serialiserFor(schema);
        const directory = new URL(`../../../../examples/${folder}/`, import.meta.url);
        for (const file of readdirSync(directory)) {
          const example = { id: randomUUID(), version: 3, ...readJson(new URL(file, directory)) };
          expect(JSON.parse(serialise(example)), `${folder}/${file}`).toEqual(example);
          expect(JSON.parse(serialise({ ...example, tenantId: 'x' }))).toEqual(example);
        }
      }
    });

    it('in production only filter: the undeclared property is dropped, the call succeeds', async () => {
      const app = await appAnswering({ id: 'a', at: '2026-01-02T03:04:05Z', passwordHash: 'x' }, false);
      const response = await app.inject('/api/public/answer');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 'a', at: '2026-01-02T03:04:05Z' });
      await app.close();
    });
  });
});
