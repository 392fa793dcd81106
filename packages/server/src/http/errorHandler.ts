import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError } from './errors.js';
import { validationErrorsOf } from './validationErrors.js';

/**
 * Answers every failure in the error format of the spec. Client errors keep their status and message;
 * schema violations become 400 with `validationErrors`; anything else is logged and answered with a
 * generic 500 that reveals no stack, SQL or path. (Unknown addresses are the web app plugin's.)
 */
export const errorHandlerPlugin: FastifyPluginAsync = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // A third party's failure answered as 502: what went wrong is for the log, not the client.
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.validationErrors));
    }
    if (error.validation) {
      const validationErrors = validationErrorsOf(
        error.validation as unknown as ErrorObject[],
        error.validationContext ?? 'body',
      );
      return reply.status(400).send(errorBody(400, 'validationFailed', validationErrors));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send(errorBody(statusCode, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal Server Error'));
  });
});
