import { confirmationErrors, passwordErrors, type ValidationMessage } from './passwordRules.js';

/** The registration form. */
export interface RegistrationForm {
  tenant: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const TENANT_CODE_MIN = 3;
export const TENANT_CODE_MAX = 50;

const TENANT_CODE_PATTERN = /^[\p{L}\p{Nd}][\p{L}\p{Nd}_]*$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function tenantErrors(tenant: string): ValidationMessage[] {
  const length = [...tenant].length;
  if (length === 0) return [{ key: 'codeRequired' }];
  if (length < TENANT_CODE_MIN) return [{ key: 'codeLengthMin', values: { min: TENANT_CODE_MIN } }];
  if (length > TENANT_CODE_MAX) return [{ key: 'codeLengthMax', values: { max: TENANT_CODE_MAX } }];
  return TENANT_CODE_PATTERN.test(tenant) ? [] : [{ key: 'matchPattern' }];
}

/** The e-mail a user signs in with: required and of a valid form. */
export function emailErrors(email: string): ValidationMessage[] {
  if (email.trim() === '') return [{ key: 'emailRequired' }];
  return EMAIL_PATTERN.test(email.trim()) ? [] : [{ key: 'emailInvalid' }];
}

/**
 * Every registration rule the form breaks, per field: the tenant code and e-mail report their first
 * problem; the password reports each unmet rule, so the user sees all that is missing at once.
 */
export function registrationErrors(
  form: RegistrationForm,
): Record<keyof RegistrationForm, ValidationMessage[]> {
  return {
    tenant: tenantErrors(form.tenant),
    email: emailErrors(form.email),
    password: passwordErrors(form.password),
    confirmPassword: confirmationErrors(form.password, form.confirmPassword),
  };
}
