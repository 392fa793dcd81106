import { describe, expect, it } from 'vitest';
import { ALREADY_MODIFIED_MESSAGE, ApiError } from './ApiError.js';
import { refusalOf } from './refusalOf.js';

describe('refusalOf', () => {
  it('names the business rule of a 409', () => {
    expect(refusalOf(new ApiError(409, 'productGroupNotEmpty'))).toBe('productGroupNotEmpty');
  });

  it('names the business rule of a 400 without field errors', () => {
    expect(refusalOf(new ApiError(400, 'lastAdministratorGroup'))).toBe('lastAdministratorGroup');
    expect(refusalOf(new ApiError(400, 'validationFailed', { name: ['required'] }))).toBeUndefined();
  });

  it('leaves a lost concurrency race, other statuses and other errors to the error dialog', () => {
    expect(refusalOf(new ApiError(409, ALREADY_MODIFIED_MESSAGE))).toBeUndefined();
    expect(refusalOf(new ApiError(403, 'lackPermission'))).toBeUndefined();
    expect(refusalOf(new Error('offline'))).toBeUndefined();
  });
});
