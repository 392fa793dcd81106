/** A `frontend-validations` key with the values its text needs. */
export interface ValidationMessage {
  key:
    | 'codeRequired'
    | 'codeLengthMin'
    | 'codeLengthMax'
    | 'matchPattern'
    | 'emailRequired'
    | 'emailInvalid'
    | 'passwordRequired'
    | 'passwordLengthMin'
    | 'passwordLowercase'
    | 'passwordUppercase'
    | 'passwordDigit'
    | 'passwordSymbol'
    | 'confirmPasswordRequired'
    | 'passwordMismatch'
    | 'currentPasswordRequired';
  values?: Record<string, number>;
}

export const PASSWORD_MIN = 8;

/** Password rules, each with its own message, in the order the form lists them. */
const PASSWORD_RULES: [ValidationMessage['key'], (password: string) => boolean][] = [
  ['passwordLowercase', (password) => /\p{Ll}/u.test(password)],
  ['passwordUppercase', (password) => /\p{Lu}/u.test(password)],
  ['passwordDigit', (password) => /\p{Nd}/u.test(password)],
  ['passwordSymbol', (password) => /[^\p{L}\p{N}\s]/u.test(password)],
];

/** Each password rule of foundations.md §5 the password breaks, in the order a form lists them. */
export function passwordErrors(password: string): ValidationMessage[] {
  if (password === '') return [{ key: 'passwordRequired' }];
  const errors: ValidationMessage[] = [];
  if ([...password].length < PASSWORD_MIN)
    errors.push({ key: 'passwordLengthMin', values: { min: PASSWORD_MIN } });
  for (const [key, holds] of PASSWORD_RULES) if (!holds(password)) errors.push({ key });
  return errors;
}

/** The confirmation must repeat the password. */
export function confirmationErrors(password: string, confirmPassword: string): ValidationMessage[] {
  if (confirmPassword === '') return [{ key: 'confirmPasswordRequired' }];
  return confirmPassword === password ? [] : [{ key: 'passwordMismatch' }];
}
