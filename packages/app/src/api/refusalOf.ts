import { ALREADY_MODIFIED_MESSAGE, ApiError } from './ApiError.js';

/**
 * The message key of a 409 with which the server refuses an action by a business rule (`productGroupNotEmpty`,
 * `productVersionLocked`), to show on the page; undefined for any other failure, which the error dialog takes.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  return error.message === ALREADY_MODIFIED_MESSAGE ? undefined : error.message;
}
