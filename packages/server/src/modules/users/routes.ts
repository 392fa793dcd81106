import {
  hasPermission,
  NewUserInput,
  Page,
  PasswordReset,
  StatusChange,
  User,
  UserAvatar,
  UserDraft,
  UserListItem,
  UserPermissionGroupsChange,
  UserUpdate,
} from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import { newPasswordErrors } from '../../auth/passwordRules.js';
import { emailErrors, hashPassword } from '../../auth/users.js';
import { httpError, type ValidationErrors } from '../../http/errors.js';
import { findQuery, type FindQuery } from '../../kit/recordRoutes.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { sendPhoto, uploadedPhoto } from '../profile/photoTransfer.js';
import { deletePhoto, readPhoto, savePhoto } from '../profile/profile.js';
import { inTenant } from '../shared/inTenant.js';
import { idParams, IMAGE, NO_CONTENT } from '../shared/schemas.js';
import {
  activeUserAvatars,
  addUser,
  findUsers,
  readUser,
  replaceUserPassword,
  setUserGroups,
  setUserStatus,
  updateUser,
  userAvatar,
  userDraft,
} from './service.js';

type ById = { Params: { id: string } };

/**
 * The tenant's users: their administration (list, add, edit, block, groups, another's password and photo)
 * and how others see them (whom to assign work to, their photos). Passwords go in, never out.
 */
export const userRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const tags = ['users'];
  const photoBase = `${config.publicUrl}/api/users`;
  const user = { 200: User };

  app.get<{ Querystring: FindQuery }>(
    '/api/users/find',
    {
      config: { permission: 'user:Read' },
      schema: { tags, querystring: findQuery, response: { 200: Page(UserListItem) } },
    },
    (request) => inTenant(db, request, (tx) => findUsers(tx, request.query)),
  );

  app.get<ById>(
    '/api/users/:id',
    { config: { permission: 'user:Read' }, schema: { tags, params: idParams, response: user } },
    (request) => inTenant(db, request, (tx) => readUser(tx, request.params.id, photoBase)),
  );

  app.post(
    '/api/users/init',
    {
      config: { permission: 'user:Init' },
      // A draft needs nothing: its body is an empty object.
      schema: { tags, body: { type: 'object', maxProperties: 0 }, response: { 200: UserDraft } },
    },
    (request) => inTenant(db, request, (tx) => userDraft(tx)),
  );

  app.post<{ Body: NewUserInput }>(
    '/api/users',
    { config: { permission: 'user:Create' }, schema: { tags, body: NewUserInput, response: user } },
    async (request) => {
      const input = request.body;
      const errors: ValidationErrors = newPasswordErrors(input);
      const email = emailErrors(input.email);
      if (email.length > 0) errors.email = email;
      if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
      if ((input.permissionGroups ?? []).length > 0) requireGroupAdministration(request);
      // Hashing runs outside the transaction: on the embedded database a transaction holds the only session.
      const passwordHash = await hashPassword(input.password);
      return inTenant(db, request, (tx, actor) => addUser(tx, actor, photoBase, input, passwordHash));
    },
  );

  app.put<{ Body: UserUpdate }>(
    '/api/users',
    { config: { permission: 'user:Update' }, schema: { tags, body: UserUpdate, response: user } },
    (request) => inTenant(db, request, (tx, actor) => updateUser(tx, actor, photoBase, request.body)),
  );

  app.put<ById & { Body: StatusChange }>(
    '/api/users/:id/update-status',
    {
      config: { permission: 'user:UpdateStatus' },
      schema: { tags, params: idParams, body: StatusChange, response: user },
    },
    (request) =>
      inTenant(db, request, (tx, actor) =>
        setUserStatus(tx, actor, photoBase, request.params.id, request.body.active),
      ),
  );

  app.put<ById & { Body: UserPermissionGroupsChange }>(
    '/api/users/:id/update-permission-groups',
    {
      config: { permission: 'user:UpdatePermissionGroups' },
      schema: { tags, params: idParams, body: UserPermissionGroupsChange, response: user },
    },
    (request) =>
      inTenant(db, request, (tx, actor) =>
        setUserGroups(tx, actor, photoBase, request.params.id, request.body),
      ),
  );

  app.put<ById & { Body: PasswordReset }>(
    '/api/users/:id/change-password',
    {
      config: { permission: 'user:UpdatePassword' },
      schema: { tags, params: idParams, body: PasswordReset, response: NO_CONTENT },
    },
    async (request, reply) => {
      const errors = newPasswordErrors(request.body);
      if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
      const passwordHash = await hashPassword(request.body.password);
      await inTenant(db, request, (tx, actor) =>
        replaceUserPassword(tx, actor, photoBase, request.params.id, passwordHash),
      );
      request.log.info({ user: request.params.id }, 'password of a user replaced');
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/users/active/avatars',
    {
      config: { permission: 'userAssignment:Assign' },
      schema: { tags, response: { 200: { type: 'array', items: UserAvatar } } },
    },
    (request) => inTenant(db, request, (tx) => activeUserAvatars(tx, photoBase)),
  );

  app.get<ById>(
    '/api/users/:id/avatar',
    {
      config: { permission: 'user:Read' },
      schema: { tags, params: idParams, response: { 200: UserAvatar } },
    },
    async (request) => {
      const avatar = await inTenant(db, request, (tx) => userAvatar(tx, request.params.id, photoBase));
      if (avatar === undefined) throw httpError(404, 'userNotFound');
      return avatar;
    },
  );

  app.get<ById & { Querystring: { version?: string } }>(
    '/api/users/:id/photo',
    {
      // One's own photo is also the profile's (`/api/profile/photo`), open to every signed-in user.
      config: { permission: 'user:ReadPhoto' },
      schema: {
        tags,
        params: idParams,
        querystring: { type: 'object', properties: { version: { type: 'string', maxLength: 32 } } },
        response: IMAGE,
      },
    },
    async (request, reply) => {
      const photo = await inTenant(db, request, (tx) => readPhoto(tx, request.params.id));
      return sendPhoto(reply, photo, request.query.version !== undefined);
    },
  );

  app.post<ById>(
    '/api/users/:id/photo',
    { config: { permission: 'user:UpdatePhoto' }, schema: { tags, params: idParams, response: user } },
    async (request) => {
      const photo = await uploadedPhoto(request);
      return inTenant(db, request, async (tx, actor) => {
        await savePhoto(tx, actor, request.params.id, photo);
        return readUser(tx, request.params.id, photoBase);
      });
    },
  );

  app.delete<ById>(
    '/api/users/:id/photo',
    {
      config: { permission: 'user:DeletePhoto' },
      schema: { tags, params: idParams, response: NO_CONTENT },
    },
    async (request, reply) => {
      await inTenant(db, request, (tx, actor) => deletePhoto(tx, actor, request.params.id));
      return reply.status(204).send();
    },
  );
};

/** Choosing a user's groups gives permissions: only for holders of `user:UpdatePermissionGroups`. */
function requireGroupAdministration(request: Parameters<typeof identityOf>[0]): void {
  if (!hasPermission(identityOf(request).permissions, 'user:UpdatePermissionGroups')) {
    throw httpError(403, 'lackPermission');
  }
}
