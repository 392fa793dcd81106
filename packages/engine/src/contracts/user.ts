import Type, { type Static } from 'typebox';
import type { Translations } from '../definitions/types.js';
import {
  PERMISSION_GROUP_STATUSES,
  USER_STATUSES,
  type PermissionGroupStatus,
  type UserStatus,
} from '../domain/enumerations.js';
import { VALIDATION_LOCALES, type ValidationLocale } from '../validate/locales.js';
import { IdReference, WireObject } from './common.js';
import { Affiliation } from './profile.js';
import { SharedSchema } from './sharedSchemas.js';

const uuid = Type.String({ format: 'uuid' });
const PASSWORD = Type.String({ maxLength: 1024 });
const NAME_PART = Type.Union([Type.String({ maxLength: 200 }), Type.Null()]);
const locale = Type.Unsafe<ValidationLocale>({ enum: [...VALIDATION_LOCALES] });

/**
 * The intermediary a user works for, as the form sends it: the id with the name read from the
 * intermediary, both kept on the user.
 */
export const AffiliationInput = WireObject({
  id: uuid,
  name: Type.String({ minLength: 1, maxLength: 200 }),
});

/** A permission group as a user's page lists it. */
export const GroupReference = WireObject({ id: uuid, name: Type.String(), active: Type.Boolean() });
export type GroupReference = Static<typeof GroupReference>;

/** A user of the tenant as the admin pages show them (`GET /api/users/{id}`); never a password. */
export const User = WireObject({
  id: uuid,
  email: Type.String(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  /** First and last name, or the e-mail when the user has neither. */
  name: Type.String(),
  locale: Type.String(),
  affiliation: Type.Union([Affiliation, Type.Null()]),
  permissionGroups: Type.Array(GroupReference),
  /** False for a blocked user: they cannot sign in and their tokens are refused. */
  active: Type.Boolean(),
  /** Address of the photo (`/api/users/{id}/photo?version=…`); null without one. */
  avatar: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
});
export type User = Static<typeof User>;

/** One row of the user list (`GET /api/users/find`). */
export const UserListItem = WireObject({
  id: uuid,
  name: Type.String(),
  email: Type.String(),
  /** A blocked user cannot sign in. */
  status: Type.Unsafe<UserStatus>({ enum: [...USER_STATUSES] }),
  affiliation: Type.Union([Type.String(), Type.Null()]),
});
export type UserListItem = Static<typeof UserListItem>;

/** What the add-user form starts from (`POST /api/users/init`). */
export const UserDraft = WireObject({
  email: Type.String(),
  firstName: NAME_PART,
  lastName: NAME_PART,
  locale,
  affiliation: Type.Union([Affiliation, Type.Null()]),
  permissionGroups: Type.Array(IdReference),
});
export type UserDraft = Static<typeof UserDraft>;

/**
 * `POST /api/users`: a new active user who signs in with this password at once. Permission groups need
 * `user:UpdatePermissionGroups`.
 */
export const NewUserInput = WireObject({
  email: Type.String({ maxLength: 254 }),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  firstName: Type.Optional(NAME_PART),
  lastName: Type.Optional(NAME_PART),
  locale,
  affiliation: Type.Optional(Type.Union([AffiliationInput, Type.Null()])),
  permissionGroups: Type.Optional(Type.Array(IdReference, { maxItems: 100 })),
});
export type NewUserInput = Static<typeof NewUserInput>;

/** `PUT /api/users`: what an administrator may change of a user; the e-mail stays. */
export const UserUpdate = WireObject({
  id: uuid,
  version: Type.Integer(),
  firstName: NAME_PART,
  lastName: NAME_PART,
  locale,
  affiliation: Type.Union([AffiliationInput, Type.Null()]),
});
export type UserUpdate = Static<typeof UserUpdate>;

/** `PUT /api/users/{id}/update-permission-groups`: the user's groups from now on. */
export const UserPermissionGroupsChange = WireObject({
  version: Type.Integer(),
  permissionGroups: Type.Array(IdReference, { maxItems: 100 }),
});
export type UserPermissionGroupsChange = Static<typeof UserPermissionGroupsChange>;

/** `PUT /api/users/{id}/update-status` and `PUT /api/permission-groups/{id}/update-status`. */
export const StatusChange = WireObject({ active: Type.Boolean() });
export type StatusChange = Static<typeof StatusChange>;

/** `PUT /api/users/{id}/change-password`: another user's new password, twice. */
export const PasswordReset = WireObject({ password: PASSWORD, confirmPassword: PASSWORD });
export type PasswordReset = Static<typeof PasswordReset>;

/** A user as a member of a permission group, or a candidate to become one. */
export const GroupMember = WireObject({
  id: uuid,
  name: Type.String(),
  email: Type.String(),
  active: Type.Boolean(),
});
export type GroupMember = Static<typeof GroupMember>;

const translations = SharedSchema<Translations>('common', '#/$defs/translations');
/** A permission key (`quote:Read`) or pattern (`quote:*`, `*`). */
const permission = Type.String({ minLength: 1, maxLength: 100 });

/** A permission group with its members (`GET /api/permission-groups/{id}`). */
export const PermissionGroup = WireObject({
  id: uuid,
  name: Type.String(),
  translations: translations,
  permissions: Type.Array(Type.String()),
  members: Type.Array(GroupMember),
  active: Type.Boolean(),
  version: Type.Integer(),
});
export type PermissionGroup = Static<typeof PermissionGroup>;

/** One row of the group list (`GET /api/permission-groups/find`) and of `find-all`. */
export const PermissionGroupListItem = WireObject({
  id: uuid,
  name: Type.String(),
  translations: translations,
  /** A disabled group grants nothing. */
  status: Type.Unsafe<PermissionGroupStatus>({ enum: [...PERMISSION_GROUP_STATUSES] }),
  memberCount: Type.Integer({ minimum: 0 }),
  permissionCount: Type.Integer({ minimum: 0 }),
});
export type PermissionGroupListItem = Static<typeof PermissionGroupListItem>;

const groupFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  translations: Type.Optional(translations),
  permissions: Type.Array(permission, { maxItems: 1000 }),
  /** The member users by id; absent on create: no members. */
  members: Type.Optional(Type.Array(IdReference, { maxItems: 1000 })),
};

/** `POST /api/permission-groups`: a new active group. */
export const NewPermissionGroupInput = WireObject(groupFields);
export type NewPermissionGroupInput = Static<typeof NewPermissionGroupInput>;

/** `PUT /api/permission-groups`: name, permissions and, when given, the members from now on. */
export const PermissionGroupUpdate = WireObject({ id: uuid, version: Type.Integer(), ...groupFields });
export type PermissionGroupUpdate = Static<typeof PermissionGroupUpdate>;
