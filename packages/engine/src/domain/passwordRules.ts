/**
 * The password rules, shared by the server (which enforces them) and the app (which
 * shows each one as the user types). Messages are keys of the `frontend-validations` and
 * `backend-validations` namespaces, one per rule, so a form can show every rule that is not yet met.
 */

/** Message keys of the password rules, one per rule. */
export type PasswordRuleMessage =
  | 'passwordRequired'
  | 'passwordLengthMin'
  | 'passwordLowercase'
  | 'passwordUppercase'
  | 'passwordDigit'
  | 'passwordSymbol';

/** Message keys of the confirmation of a new password. */
export type PasswordConfirmationMessage = 'confirmPasswordRequired' | 'passwordMismatch';

/** The least number of characters (code points, not UTF-16 units) of a password. */
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

/** What is wrong with the confirmation of a new password: missing, or not the same; empty when fine. */
export function passwordConfirmationViolations(
  password: string | undefined,
  confirmPassword: string | undefined,
): PasswordConfirmationMessage[] {
  if (confirmPassword === undefined || confirmPassword === '') return ['confirmPasswordRequired'];
  return confirmPassword === password ? [] : ['passwordMismatch'];
}
