import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local stand-ins of third parties share: JSON bodies in and out. */

/** The request's body, whole. */
export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The request's body parsed as JSON; undefined when it is empty or not JSON. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const body = await readBody(request);
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export function answerJson(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(payload));
}

/** How a stand-in answers a request whose address is relative to its base URL. */
export type StandInHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface ListeningStandIn {
  /** Its base URL. */
  url: string;
  close(): Promise<void>;
}

/** A stand-in on its own loopback port (0: any free one), for tests. */
export async function listenLocally(handle: StandInHandler, port = 0): Promise<ListeningStandIn> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
