import { describe, expect, it } from 'vitest';
import { newPasswordErrors, passwordRuleViolations } from './passwordRules.js';

describe('password rules', () => {
  it('accepts a password with 8 characters, a lowercase and an uppercase letter, a digit and a symbol', () => {
    expect(passwordRuleViolations('Secret-1')).toEqual([]);
  });

  it('names every rule a password breaks, each with its own message', () => {
    expect(passwordRuleViolations('abc')).toEqual([
      'passwordLengthMin',
      'passwordUppercase',
      'passwordDigit',
      'passwordSymbol',
    ]);
    expect(passwordRuleViolations('ABCDEFG1!')).toEqual(['passwordLowercase']);
  });

  it('requires a password', () => {
    expect(passwordRuleViolations(undefined)).toEqual(['passwordRequired']);
    expect(passwordRuleViolations('')).toEqual(['passwordRequired']);
  });

  it('counts letters of any alphabet and does not take a blank for a symbol', () => {
    expect(passwordRuleViolations('Пароль-123')).toEqual([]);
    expect(passwordRuleViolations('Secret 12')).toEqual(['passwordSymbol']);
  });

  it('counts characters, not UTF-16 units, for the minimum length', () => {
    expect(passwordRuleViolations('A1-😀😀b')).toEqual(['passwordLengthMin']);
  });

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
});
