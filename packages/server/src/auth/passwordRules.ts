import { passwordConfirmationViolations, passwordRuleViolations } from '@coverline/engine';
import type { ValidationErrors } from '../http/errors.js';

/**
 * Field errors for a new password and its confirmation (the engine's password rules), in the 400
 * `validationErrors` shape; an empty object when both are fine. Used by registration and by every
 * password change.
 */
export function newPasswordErrors(input: { password?: string; confirmPassword?: string }): ValidationErrors {
  const errors: ValidationErrors = {};
  const violations = passwordRuleViolations(input.password);
  if (violations.length > 0) errors.password = violations;
  const confirmation = passwordConfirmationViolations(input.password, input.confirmPassword);
  if (confirmation.length > 0) errors.confirmPassword = confirmation;
  return errors;
}
