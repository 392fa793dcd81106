import {
  PASSWORD_MIN_LENGTH,
  passwordConfirmationViolations,
  passwordRuleViolations,
  type PasswordConfirmationMessage,
  type PasswordRuleMessage,
} from '@coverline/engine';

/** A `frontend-validations` key with the values its text needs. */
export interface ValidationMessage {
  key:
    | 'codeRequired'
    | 'codeLengthMin'
    | 'codeLengthMax'
    | 'matchPattern'
    | 'emailRequired'
    | 'emailInvalid'
    | PasswordRuleMessage
    | PasswordConfirmationMessage
    | 'currentPasswordRequired';
  values?: Record<string, number>;
}

/** Each password rule the password breaks (the engine's rules), as form messages. */
export function passwordErrors(password: string): ValidationMessage[] {
  return passwordRuleViolations(password).map((key) =>
    key === 'passwordLengthMin' ? { key, values: { min: PASSWORD_MIN_LENGTH } } : { key },
  );
}

/** The confirmation must repeat the password. */
export function confirmationErrors(password: string, confirmPassword: string): ValidationMessage[] {
  return passwordConfirmationViolations(password, confirmPassword).map((key) => ({ key }));
}
