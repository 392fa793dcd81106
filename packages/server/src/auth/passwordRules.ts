import type { ValidationErrors } from '../http/errors.js';

/** Message keys of the password rules (foundations.md §5), one per rule, so a form can show each. */
export type PasswordRuleMessage =
  | 'passwordRequired'
  | 'passwordLengthMin'
  | 'passwordLowercase'
  | 'passwordUppercase'
  | 'passwordDigit'
  | 'passwordSymbol';

export const PASSWORD_MIN_LENGTH = 8;

const RULES: [PasswordRuleMessage, (password: string) => boolean][] = [
  ['passwordLengthMin', (password) => [...password].length >= PASSWORD_MIN_LENGTH],
  ['passwordLowercase', (password) => /\p{Ll}/u.test(password)],
  ['passwordUppercase', (password) => /\p{Lu}/u.test(password)],
  ['passwordDigit', (password) => /\p{Nd}/u.test(password)],
  // A symbol is any visible character that is neither a letter nor a digit.
  ['passwordSymbol', (password) => /[^\p{L}\p{N}\s]/u.test(password)],
];

/** The rules a new password breaks, in the order a form lists them; empty when it is acceptable. */
export function passwordRuleViolations(password: string | undefined): PasswordRuleMessage[] {
  if (password === undefined || password === '') return ['passwordRequired'];
  return RULES.filter(([, holds]) => !holds(password)).map(([message]) => message);
}

/**
 * Field errors for a new password and its confirmation, in the 400 `validationErrors` shape;
 * an empty object when both are fine. Used by registration and by every password change.
 */
export function newPasswordErrors(input: { password?: string; confirmPassword?: string }): ValidationErrors {
  const errors: ValidationErrors = {};
  const violations = passwordRuleViolations(input.password);
  if (violations.length > 0) errors.password = violations;
  if (input.confirmPassword === undefined || input.confirmPassword === '') {
    errors.confirmPassword = ['confirmPasswordRequired'];
  } else if (input.confirmPassword !== input.password) {
    errors.confirmPassword = ['passwordMismatch'];
  }
  return errors;
}
