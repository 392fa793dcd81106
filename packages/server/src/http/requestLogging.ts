import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';

/** Log lines gathered before they are written, unless a second passes first. */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * The server's logger at `level`, written without blocking and in batches: a write per line costs every
 * request its share of a system call, while a batch of lines (a few kB, or what a second gathered) costs
 * one. pino flushes what is pending when the process exits.
 */
export function createLogger(level: string, dest: string | number = 1): Logger {
  return pino(
    { level },
    pino.destination({ dest, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }),
  );
}

/**
 * One log line per request, when it completes (method, address, client, status, time), instead of
 * fastify's two: the same facts at half the cost. Errors keep fastify's own line.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        remoteAddress: request.ip,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
