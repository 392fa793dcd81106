import type { Affiliation, NewUserInput, User, UserUpdate } from '@coverline/engine';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../i18n/locales.js';
import { confirmationErrors, passwordErrors, type ValidationMessage } from '../../pages/passwordRules.js';
import { emailErrors } from '../../pages/registrationErrors.js';

/** The user form as typed: the password fields only while adding. */
export interface UserDraft {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  locale: string;
  affiliation: Affiliation | null;
  permissionGroupIds: string[];
}

export type UserField = 'email' | 'password' | 'confirmPassword';

/** The form of a saved user, or of a new one from the server's draft (and an affiliation to preset). */
export function userDraftOf(
  user: Pick<User, 'email' | 'firstName' | 'lastName' | 'locale' | 'affiliation'> & {
    permissionGroups: readonly { id: string }[];
  },
): UserDraft {
  return {
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    password: '',
    confirmPassword: '',
    locale: user.locale,
    affiliation: user.affiliation,
    permissionGroupIds: user.permissionGroups.map((group) => group.id),
  };
}

/**
 * Every rule the form breaks, per field, only when adding (the e-mail stays, and an existing user's password
 * is changed in its own dialog): an e-mail of a valid form, the shared password rules and the confirmation.
 */
export function userErrors(draft: UserDraft, adding: boolean): Record<UserField, ValidationMessage[]> {
  return {
    email: adding ? emailErrors(draft.email) : [],
    password: adding ? passwordErrors(draft.password) : [],
    confirmPassword: adding ? confirmationErrors(draft.password, draft.confirmPassword) : [],
  };
}

/** The interface languages the tenant supports (by language code), and the user's own in any case. */
export function localeOptions(supportedLanguages: readonly string[], current: string): string[] {
  const supported = SUPPORTED_LOCALES.filter((locale) =>
    supportedLanguages.includes(locale.split('-')[0] as string),
  );
  return current === '' || supported.includes(current as SupportedLocale)
    ? supported
    : [...supported, current];
}

/** `POST /api/users`; groups only when the author may choose them. */
export function newUserPayload(draft: UserDraft, withGroups: boolean): NewUserInput {
  return {
    email: draft.email.trim(),
    password: draft.password,
    confirmPassword: draft.confirmPassword,
    firstName: draft.firstName.trim() || null,
    lastName: draft.lastName.trim() || null,
    locale: draft.locale as NewUserInput['locale'],
    affiliation: draft.affiliation,
    ...(withGroups ? { permissionGroups: draft.permissionGroupIds.map((id) => ({ id })) } : {}),
  };
}

/** `PUT /api/users` at the version the form was read at. */
export function userUpdatePayload(draft: UserDraft, user: User): UserUpdate {
  return {
    id: user.id,
    version: user.version,
    firstName: draft.firstName.trim() || null,
    lastName: draft.lastName.trim() || null,
    locale: draft.locale as UserUpdate['locale'],
    affiliation: draft.affiliation,
  };
}
