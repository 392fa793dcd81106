import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../src/app.js';
import type { TestServer } from './server.js';

/**
 * A second app on the test server's database and configuration that logs at the most detailed level into
 * `lines`, for checking what reaches the log; call it with `inject`, and `close()` it afterwards.
 */
export async function tracedApp(server: TestServer): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    db: server.db,
    config: server.config,
    logger: pino({ level: 'trace' }, sink),
  });
  return { app, lines };
}
