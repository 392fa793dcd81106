/** Field path (dotted, e.g. `address.city`) → messages, as the server sends them with a 400. */
export type ValidationErrors = Record<string, string[]>;

/** The server refused a request; carries the spec's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly validationErrors: ValidationErrors | undefined;
  /** The request's correlation id, for support. */
  readonly correlationId: string | undefined;
  /** The whole answer, for refusals that say more (a 409 on assignment names the current assignee). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    validationErrors?: ValidationErrors,
    correlationId?: string,
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.validationErrors = validationErrors;
    this.correlationId = correlationId;
    this.body = body;
  }
}

/** The message the server sends when an update lost an optimistic-concurrency race. */
export const ALREADY_MODIFIED_MESSAGE = 'Data was updated or deleted by another transaction';
