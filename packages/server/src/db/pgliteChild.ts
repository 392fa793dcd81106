/**
 * Entry point of the child process that owns the embedded database. Node's event loop in the API process
 * would otherwise stall while PGlite (WebAssembly, single-threaded) runs a query; here it serves the
 * PostgreSQL wire protocol on a private unix socket, so the API talks to it with `pg` exactly as to a real
 * server. The child stops when its parent goes away (the IPC channel closes), so it never outlives it.
 */
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { batchSocketMessages } from './batchedMessages.js';

export interface ChildOptions {
  pgdata: string;
  socketPath: string;
  maxConnections: number;
}

/** Messages the child sends to its parent over IPC. */
export type ChildMessage = { type: 'ready' } | { type: 'failed'; message: string };

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as ChildOptions;
  batchSocketMessages();
  // Extensions the migrations create (trigram search indexes); a data dir using one must load it on every start.
  const db = await PGlite.create(options.pgdata, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({
    db,
    path: options.socketPath,
    maxConnections: options.maxConnections,
  });
  await server.start();

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    await db.close();
    // The socket's private directory, also when the parent died without cleaning up.
    rmSync(dirname(options.socketPath), { recursive: true, force: true });
    process.exit(0);
  };
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  // Ctrl+C reaches the whole process group: the parent closes its connections first, then disconnects.
  process.on('SIGINT', () => undefined);
  send({ type: 'ready' });
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
