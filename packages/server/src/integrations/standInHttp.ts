import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the local stand-ins of third parties share: JSON bodies in and out. */

/** The request's body parsed as JSON; undefined when it is empty or not JSON. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

export function answerJson(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(payload));
}

/** Stops a stand-in's server, its open connections too. */
export function closeServer(server: { closeAllConnections(): void; close(done: () => void): void }) {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
