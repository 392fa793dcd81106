import { describe, expect, it } from 'vitest';
import { ALREADY_MODIFIED_MESSAGE, ApiError } from '../api/ApiError.js';
import { errorDialogFor } from './errorDialogFor.js';

describe('the error dialog an error gets', () => {
  it('is lackPermission for a 403', () => {
    expect(errorDialogFor(new ApiError(403, 'lackPermission'))).toBe('lackPermission');
  });

  it('is alreadyModified for a 409 with the concurrency message only', () => {
    expect(errorDialogFor(new ApiError(409, ALREADY_MODIFIED_MESSAGE))).toBe('alreadyModified');
    expect(errorDialogFor(new ApiError(409, 'codeTaken'))).toBe('somethingWrong');
  });

  it('is none for a 401, which signs the user out instead', () => {
    expect(errorDialogFor(new ApiError(401, 'Unauthorized'))).toBeUndefined();
  });

  it('is none for field errors, which the form shows, but somethingWrong for a 400 without them', () => {
    expect(errorDialogFor(new ApiError(400, 'validationFailed', { name: ['nameRequired'] }))).toBeUndefined();
    expect(errorDialogFor(new ApiError(400, 'Bad Request'))).toBe('somethingWrong');
  });

  it('is somethingWrong for server failures and for errors that are not the server’s', () => {
    expect(errorDialogFor(new ApiError(500, 'Internal Server Error'))).toBe('somethingWrong');
    expect(errorDialogFor(new TypeError('fetch failed'))).toBe('somethingWrong');
  });
});
