import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsType, schemaNodes } from '../support/schemaNodes.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { signedInTenant } from '../support/signedInTenant.js';

/** Formats that already bound a text's length. */
const BOUNDED_FORMATS = ['uuid', 'date', 'date-time', 'time'];

describe('the input schemas of every route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('give every text a maximum length, so an over-long value is a 400 naming the field, not a 500', () => {
    const unbounded = new Set<string>();
    for (const route of server.app.apiRoutes) {
      for (const [part, schema] of Object.entries(route.inputs)) {
        for (const { node, at } of schemaNodes(schema)) {
          if (!acceptsType(node, 'string')) continue;
          const bounded =
            typeof node.maxLength === 'number' ||
            node.enum !== undefined ||
            node.const !== undefined ||
            BOUNDED_FORMATS.includes(node.format as string);
          if (!bounded)
            unbounded.add(at.startsWith('http') ? at : `${route.method} ${route.url} ${part}${at}`);
        }
      }
    }
    const list = [...unbounded].sort();
    expect(list, `texts without maxLength:\n${list.join('\n')}`).toEqual([]);
  });
});

describe('an over-long text', () => {
  const env = signedInTenant('limits');

  it('is a 400 naming each field that is too long, and stores nothing', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    const response = await env.call('POST', '/api/lookups', {
      name: huge,
      key: 'colours',
      values: [{ key: huge, name: huge }],
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        validationErrors: { name: ['tooLong'], 'values.0.key': ['tooLong'], 'values.0.name': ['tooLong'] },
      },
    });
    expect((await env.call('GET', '/api/lookups')).body).toEqual([]);
  });
});

describe('a number beyond any limit', () => {
  const env = signedInTenant('infinite');

  it('is a 400 on its field in a query and in a body (1e400 reads as Infinity), not a 500', async () => {
    expect(await env.call('GET', '/api/lookups/find?page=1e400')).toMatchObject({
      status: 400,
      body: { validationErrors: { page: ['maximum'] } },
    });
    const response = await fetch(`${env.server.baseUrl}/api/product-versions/find?limit=10&page=0`, {
      headers: { authorization: `Bearer ${env.tenant.admin.token}` },
    });
    expect(response.status).toBe(200);
    const body = await fetch(`${env.server.baseUrl}/api/lookups`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.tenant.admin.token}`, 'content-type': 'application/json' },
      body: '{"name": "Sizes", "key": "sizes", "seq": 1e400, "values": []}',
    });
    expect(body.status).toBe(400);
    expect(await body.json()).toMatchObject({ validationErrors: { seq: ['maximum'] } });
  });
});
