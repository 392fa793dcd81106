import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A recorded request: what the app sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FixtureAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Answers per `METHOD /path?query` (query optional): a fixed answer or one computed from the request. A `*`
 * segment of a path stands for any one segment; exact addresses are matched first.
 */
export type FixtureRoutes = Record<string, FixtureAnswer | ((request: ReceivedRequest) => FixtureAnswer)>;

export interface FixtureServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free loopback port that answers with prepared JSON, so screens and the API client
 * are tested over real `fetch` rather than with mocks. Unknown addresses answer 404.
 */
export async function startFixtureServer(routes: FixtureRoutes): Promise<FixtureServer> {
  const requests: ReceivedRequest[] = [];
  let closing = false;
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = incoming.url ?? '/';
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: url,
        headers: incoming.headers,
        body: parseBody(text, incoming.headers['content-type']),
      };
      requests.push(request);
      const route =
        routes[`${request.method} ${url}`] ??
        routes[`${request.method} ${url.split('?')[0]}`] ??
        wildcardRoute(routes, `${request.method} ${url.split('?')[0]}`);
      const answer =
        typeof route === 'function'
          ? route(request)
          : (route ?? { status: 404, body: { statusCode: 404, message: 'Not Found' } });
      const headers = {
        'content-type': 'application/json',
        // Answers under way at close end their connections, so that the close need not wait for them.
        ...(closing ? { connection: 'close' } : {}),
        ...answer.headers,
      };
      response.writeHead(answer.status ?? 200, headers);
      // A file (an export) is answered as it is; everything else as JSON.
      const raw = typeof answer.body === 'string' && !headers['content-type'].includes('json');
      response.end(answer.body === undefined ? '' : raw ? answer.body : JSON.stringify(answer.body));
    });
  });
  // The server never drops an idle connection itself: when jsdom holds the event loop longer than the idle
  // timeout, the client would send its next request on a connection the server is just closing (ECONNRESET).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        // Requests still under way (from screens already unmounted) are answered first.
        closing = true;
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** JSON as the API client sends it, or a form as OAuth clients post to an issuer's token endpoint. */
function parseBody(text: string, contentType: string | undefined): unknown {
  if (text === '') return undefined;
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text);
}

/** The first route whose path with `*` segments matches `key`. */
function wildcardRoute(routes: FixtureRoutes, key: string): FixtureRoutes[string] | undefined {
  const segments = key.split('/');
  const match = Object.keys(routes).find((pattern) => {
    const parts = pattern.split('/');
    return (
      pattern.includes('*') &&
      parts.length === segments.length &&
      parts.every((part, index) => part === '*' || part === segments[index])
    );
  });
  return match === undefined ? undefined : routes[match];
}
