import { ALREADY_MODIFIED_MESSAGE, ApiError } from './ApiError.js';

/**
 * The message key with which the server refuses an action by a business rule, to show on the page: a 409
 * (`productGroupNotEmpty`, `productVersionLocked`) or a 400 that names a rule rather than fields
 * (`lastAdministratorGroup`); undefined for any other failure, which the error dialog takes.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 409) return error.message === ALREADY_MODIFIED_MESSAGE ? undefined : error.message;
  const namesRule = error.validationErrors === undefined && error.message !== 'validationFailed';
  return error.status === 400 && namesRule ? error.message : undefined;
}
