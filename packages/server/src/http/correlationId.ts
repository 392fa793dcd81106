import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export const CORRELATION_ID_HEADER = 'x-correlation-id';

/** Only plain tokens are taken from the client: a value with CR/LF or odd characters could forge log lines. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the client's correlation id when it sends a usable one, else a new UUID. The id
 * becomes `request.id` and is logged on every line of the request as `correlationId`.
 */
export function correlationIdOf(request: IncomingMessage): string {
  const header = request.headers[CORRELATION_ID_HEADER];
  return typeof header === 'string' && ACCEPTABLE.test(header) ? header : randomUUID();
}

/** Echoes the correlation id on every answer, so the client can keep and resend it. */
export const correlationIdPlugin: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(CORRELATION_ID_HEADER, request.id);
  });
});
