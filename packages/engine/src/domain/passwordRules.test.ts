import { describe, expect, it } from 'vitest';
import { passwordConfirmationViolations, passwordRuleViolations } from './passwordRules.js';

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
});

describe('password confirmation', () => {
  it('must repeat the password exactly', () => {
    expect(passwordConfirmationViolations('Secret-1', 'Secret-1')).toEqual([]);
    expect(passwordConfirmationViolations('Secret-1', 'secret-1')).toEqual(['passwordMismatch']);
  });

  it('is required, whatever the password', () => {
    expect(passwordConfirmationViolations('Secret-1', undefined)).toEqual(['confirmPasswordRequired']);
    expect(passwordConfirmationViolations('', '')).toEqual(['confirmPasswordRequired']);
  });
});
