import { STATUS_CODES } from 'node:http';
import type { ErrorBody, ValidationErrors } from '@coverline/engine';

export type { ErrorBody, ValidationErrors };

/** The message the screens recognise to offer "reload" after a lost optimistic-concurrency race. */
export const STALE_VERSION_MESSAGE = 'Data was updated or deleted by another transaction';

/** An error meant for the client: the errors plugin answers with its status and message as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly validationErrors?: ValidationErrors;

  constructor(statusCode: number, message: string, validationErrors?: ValidationErrors) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    if (validationErrors !== undefined) this.validationErrors = validationErrors;
  }
}

/** Builds the error to throw from a route or service: `throw httpError(404, 'tenantNotFound')`. */
export function httpError(
  statusCode: number,
  message: string,
  validationErrors?: ValidationErrors,
): HttpError {
  return new HttpError(statusCode, message, validationErrors);
}

/** The body for a status, with the standard reason phrase as `error`. */
export function errorBody(
  statusCode: number,
  message: string,
  validationErrors?: ValidationErrors,
): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (validationErrors !== undefined) body.validationErrors = validationErrors;
  return body;
}
