import type { ErrorBody } from '@coverline/engine';
import { ApiError, type ValidationErrors } from './ApiError.js';
import { CORRELATION_ID_HEADER, type CorrelationStore } from './correlationId.js';

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** Files sent as `multipart/form-data`, each under the field `field`; the answer is JSON. */
  upload<T>(path: string, files: readonly File[], field?: string): Promise<T>;
  /** A form of named text fields and files as `multipart/form-data` (`POST` or `PUT`); the answer is JSON. */
  sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T>;
  /** A file the server answers to a POST of `body` (a preview, say), with its content-disposition name. */
  downloadPosted(path: string, body: unknown): Promise<{ blob: Blob; filename: string | undefined }>;
  /** A file the server answers (an export, say), with the name its content-disposition gives. */
  download(path: string): Promise<{ blob: Blob; filename: string | undefined }>;
}

export interface ApiClientOptions {
  /** Resolves with a bearer token once the user is signed in; requests wait for it. Absent for public calls. */
  accessToken?: () => Promise<string>;
  /** Called on any 401: the session is over. */
  onUnauthorized?: () => void;
  correlation: CorrelationStore;
  /** Origin of the server; the page's own by default. */
  baseUrl?: string;
}

/** An error answer as received: the server's contract, unchecked (a proxy may answer something else). */
type ReceivedErrorBody = { [K in keyof ErrorBody]?: unknown };

/**
 * JSON over `fetch` with the app's conventions: the bearer token (waiting until sign-in completes), the
 * correlation id resent and kept from every answer, and error answers turned into `ApiError`s.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';

  /** The answer of a call; an error answer becomes an `ApiError`. */
  async function send(method: string, path: string, body: unknown, accept: string): Promise<Response> {
    const headers: Record<string, string> = { accept };
    if (options.accessToken !== undefined) headers.authorization = `Bearer ${await options.accessToken()}`;
    const correlationId = options.correlation.get();
    if (correlationId !== undefined) headers[CORRELATION_ID_HEADER] = correlationId;
    // A form sets its own content type, with the boundary of its parts.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';

    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
    const answeredId = response.headers.get(CORRELATION_ID_HEADER) ?? undefined;
    if (answeredId !== undefined) options.correlation.set(answeredId);

    if (response.ok) return response;
    const text = await response.text();
    const json: unknown = text === '' ? undefined : parseJson(text);
    if (response.status === 401) options.onUnauthorized?.();
    const error = (json ?? {}) as ReceivedErrorBody;
    throw new ApiError(
      response.status,
      typeof error.message === 'string' ? error.message : response.statusText,
      isValidationErrors(error.validationErrors) ? error.validationErrors : undefined,
      answeredId,
      json,
    );
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const text = await (await send(method, path, body, 'application/json')).text();
    return (text === '' ? undefined : parseJson(text)) as T;
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    delete: (path) => request('DELETE', path),
    upload(path, files, field = 'files') {
      const form = new FormData();
      for (const file of files) form.append(field, file, file.name);
      return request('POST', path, form);
    },
    sendForm: (method, path, form) => request(method, path, form),
    download: async (path) => fileOf(await send('GET', path, undefined, '*/*')),
    downloadPosted: async (path, body) => fileOf(await send('POST', path, body, '*/*')),
  };
}

async function fileOf(response: Response) {
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
}

/** `attachment; filename="policies.xlsx"` → `policies.xlsx`. */
function filenameOf(disposition: string | null): string | undefined {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isValidationErrors(value: unknown): value is ValidationErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}
