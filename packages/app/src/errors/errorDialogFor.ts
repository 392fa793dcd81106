import { ALREADY_MODIFIED_MESSAGE, ApiError } from '../api/ApiError.js';

export type ErrorDialogKind = 'lackPermission' | 'alreadyModified' | 'somethingWrong';

/**
 * Which dialog an error gets: 403 → lackPermission; 409 with the concurrency message →
 * alreadyModified; anything else → somethingWrong. None for a 401 (the user is signed out instead) and for a
 * 400 with field errors (the form shows them).
 */
export function errorDialogFor(error: unknown): ErrorDialogKind | undefined {
  if (error instanceof ApiError) {
    if (error.status === 401) return undefined;
    if (error.status === 400 && error.validationErrors !== undefined) return undefined;
    if (error.status === 403) return 'lackPermission';
    if (error.status === 409 && error.message === ALREADY_MODIFIED_MESSAGE) return 'alreadyModified';
  }
  return 'somethingWrong';
}
