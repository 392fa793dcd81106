import { randomUUID } from 'node:crypto';
import type { ApiRoute } from '../../src/http/responseSchemas.js';
import { schemaNodes, type SchemaNode } from './schemaNodes.js';

/** One request of the malformed-input suite: what it tries, and the request itself. */
export interface MalformedRequest {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as it is (raw text), so that invalid JSON and odd numbers reach the server unchanged. */
  payload?: string;
  /** Whether a route must refuse it; others (an empty list, an ignored parameter) may be valid. */
  refused: boolean;
}

const LONG = 'x'.repeat(100_000);
const NUL = 'a\u0000b';
const ODD_UNICODE = '\u202Eevil\uFEFF\u0301\uFFFF🚗';

/** Values of the wrong kind or beyond any limit, tried in every property the route's body names. */
const WRONG_VALUES: [string, string][] = [
  ['NUL', JSON.stringify(NUL)],
  ['long text', JSON.stringify(LONG)],
  ['unpaired surrogate', '"a\\ud800b"'],
  ['odd Unicode', JSON.stringify(ODD_UNICODE)],
  ['huge number', '1e400'],
  ['huge integer', '123456789012345678901234567890'],
  ['negative', '-1'],
  ['fraction', '0.5'],
  ['invalid date', '"2026-02-30"'],
  ['invalid date-time', '"2026-13-01T25:61:00Z"'],
  ['object', '{"a":{"b":[1]}}'],
  ['array', '[null, 1, "x"]'],
  ['boolean', 'true'],
  ['null', 'null'],
  ['empty text', '""'],
  ['not a uuid', '"../../etc/passwd"'],
];

/** Whole bodies that no route takes. */
const WRONG_BODIES: [string, string][] = [
  ['null body', 'null'],
  ['number body', '42'],
  ['text body', '"text"'],
  ['empty array', '[]'],
  ['empty object', '{}'],
  ['array of junk', '[1, "a", null, {"__proto__": {"polluted": true}}]'],
  ['__proto__', '{"__proto__": {"polluted": true}}'],
  ['constructor.prototype', '{"constructor": {"prototype": {"polluted": true}}}'],
  ['deep nesting', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['deep array nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['invalid JSON', '{"name": '],
  ['NUL in a property name', '{"na\\u0000me": "x"}'],
];

/** The property names a route's body schema mentions (bounded, so the suite stays quick). */
function propertyNames(schema: unknown, limit: number): string[] {
  const names = new Set<string>();
  for (const { node } of schemaNodes(schema)) {
    for (const name of Object.keys((node.properties as SchemaNode | undefined) ?? {})) names.add(name);
  }
  return [...names].slice(0, limit);
}

/** Path parameters: unknown, malformed, NUL, over-long. */
const PARAMETER_VALUES = [randomUUID(), 'not-a-uuid', '%00', 'x'.repeat(3000), '%F0%9F%9A%97%ED%A0%80'];

/** Query values for every declared query parameter, and one undeclared. */
const QUERY_VALUES = ['%00', 'x'.repeat(5000), '-1', '1e400', 'abc', '%ED%A0%80', 'a&page=x&page=y'];
const UNSTORABLE_QUERY_VALUES = ['%00', 'x'.repeat(5000), '%ED%A0%80'];

/**
 * A bounded set of malformed requests for one route: malformed path parameters, query values and
 * bodies (wrong types, lengths, NUL and odd Unicode, deep nesting, `__proto__`, huge numbers, invalid
 * dates, wrong content types). `fill` turns the route's URL into one with valid path parameters.
 */
export function malformedRequests(route: ApiRoute, fill: (url: string) => string): MalformedRequest[] {
  const requests: MalformedRequest[] = [];
  const { method } = route;
  const url = fill(route.url);
  const parameters = route.url.match(/:\w+/g) ?? [];
  for (const [index, value] of PARAMETER_VALUES.entries()) {
    if (parameters.length === 0) break;
    const parameter = parameters[index % parameters.length] as string;
    requests.push({
      label: `path ${parameter} = ${value.slice(0, 20)}`,
      method,
      url: route.url.replace(parameter, value).replace(/:\w+/g, randomUUID()),
      // An unknown id is well formed: a DELETE of nothing may succeed.
      refused: index > 0,
    });
  }
  const query = route.inputs.querystring;
  const queryNames = query === undefined ? [] : propertyNames(query, 6);
  for (const [index, name] of [...queryNames, 'unknownParameter'].entries()) {
    for (const value of index === 0 ? QUERY_VALUES : QUERY_VALUES.slice(0, 3)) {
      requests.push({
        label: `query ${name} = ${value.slice(0, 20)}`,
        method,
        url: `${url}?${name}=${value}`,
        // Numbers and words may be fine for a text parameter, and an undeclared one may be ignored.
        refused: UNSTORABLE_QUERY_VALUES.includes(value) && name !== 'unknownParameter',
      });
    }
  }
  if (method === 'GET' || method === 'DELETE') return requests;

  const json = { 'content-type': 'application/json' };
  for (const [label, payload] of WRONG_BODIES) {
    // An empty list or object is a valid body of some routes (no labels, nothing to change).
    const refused = !['empty array', 'empty object'].includes(label);
    requests.push({ label, method, url, headers: json, payload, refused });
  }
  const names = propertyNames(route.inputs.body, 12);
  for (const [index, name] of names.entries()) {
    // Every property gets two wrong values, the first ones rotating so that each value meets many properties.
    for (const offset of [0, 7]) {
      const [label, value] = WRONG_VALUES[(index + offset) % WRONG_VALUES.length] as [string, string];
      requests.push({
        label: `${name} = ${label}`,
        method,
        url,
        headers: json,
        payload: `{${JSON.stringify(name)}: ${value}}`,
        refused: true,
      });
    }
  }
  const typed = (label: string, type: string, payload: string, refused = true): MalformedRequest => ({
    label,
    method,
    url,
    headers: { 'content-type': type },
    payload,
    refused,
  });
  requests.push(
    typed('text/plain', 'text/plain', 'name=x'),
    typed('form encoded', 'application/x-www-form-urlencoded', 'name=x'),
    typed('JSON without a body', 'application/json', ''),
    typed('multipart without boundary', 'multipart/form-data', 'x'),
    typed('JSON in latin1', 'application/json; charset=latin1', '{}', false),
  );
  return requests;
}
