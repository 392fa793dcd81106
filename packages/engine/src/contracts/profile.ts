import Type, { type Static } from 'typebox';
import { VALIDATION_LOCALES, type ValidationLocale } from '../validate/locales.js';
import { WireObject } from './common.js';

/** The intermediary a user works for (`GET /api/profile/affiliations` lists them). */
export const Affiliation = WireObject({ id: Type.String(), name: Type.String() });
export type Affiliation = Static<typeof Affiliation>;

/** The signed-in user as `GET /api/profile` answers and the app shows them. */
export const Profile = WireObject({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  /** First and last name, or null when the user has neither (the app then shows the e-mail's initial). */
  name: Type.Union([Type.String(), Type.Null()]),
  /** Address of the photo, changing whenever the photo does; null without one. */
  avatar: Type.Union([Type.String(), Type.Null()]),
  locale: Type.String(),
  affiliation: Type.Union([Affiliation, Type.Null()]),
  tenant_id: Type.String({ format: 'uuid' }),
});
export type Profile = Static<typeof Profile>;

/** The permission patterns the signed-in user holds (`GET /api/profile/permissions`). */
export const Permissions = Type.Array(Type.String());
export type Permissions = Static<typeof Permissions>;

/** `PUT /api/profile/update-locale`: one of the interface's languages. */
export const LocaleChange = WireObject({
  locale: Type.Unsafe<ValidationLocale>({ enum: [...VALIDATION_LOCALES] }),
});
export type LocaleChange = Static<typeof LocaleChange>;

const PASSWORD = Type.String({ maxLength: 1024 });

/** `PUT /api/profile/change-password`: the current password and the new one twice. */
export const PasswordChange = WireObject({
  currentPassword: PASSWORD,
  password: PASSWORD,
  confirmPassword: PASSWORD,
});
export type PasswordChange = Static<typeof PasswordChange>;
