import { describe, expect, it } from 'vitest';
import { newPasswordErrors } from './passwordRules.js';

describe('new password errors', () => {
  it('reports a new password and its confirmation in the validationErrors shape', () => {
    expect(newPasswordErrors({ password: 'Secret-1', confirmPassword: 'Secret-1' })).toEqual({});
    expect(newPasswordErrors({ password: 'secret', confirmPassword: 'other' })).toEqual({
      password: ['passwordLengthMin', 'passwordUppercase', 'passwordDigit', 'passwordSymbol'],
      confirmPassword: ['passwordMismatch'],
    });
    expect(newPasswordErrors({ password: 'Secret-1' })).toEqual({
      confirmPassword: ['confirmPasswordRequired'],
    });
  });

  it('requires a password', () => {
    expect(newPasswordErrors({})).toEqual({
      password: ['passwordRequired'],
      confirmPassword: ['confirmPasswordRequired'],
    });
  });
});
