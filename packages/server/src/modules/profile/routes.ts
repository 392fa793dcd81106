import { Affiliation, LocaleChange, PasswordChange, Permissions, Profile } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { identityOf } from '../../auth/identity.js';
import { newPasswordErrors } from '../../auth/passwordRules.js';
import { hashPassword, verifyPassword } from '../../auth/users.js';
import { httpError, type ValidationErrors } from '../../http/errors.js';
import { SIGNED_IN } from '../../http/permissions.js';
import { inTenant } from '../shared/inTenant.js';
import { IMAGE, NO_CONTENT } from '../shared/schemas.js';
import { sendPhoto, uploadedPhoto } from './photoTransfer.js';
import {
  deletePhoto,
  passwordHashOf,
  readPhoto,
  readProfile,
  replacePasswordHash,
  savePhoto,
  updateLocale,
} from './profile.js';

/** Own profile, photo, language and password: every signed-in user may manage their own. */
export const profileRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const signedIn = { permission: SIGNED_IN };
  const profile = { 200: Profile };
  const photoUrl = `${config.publicUrl}/api/profile/photo`;

  async function profileOf(tenantId: string, userId: string): Promise<Profile> {
    const profile = await db.withTenant(tenantId, (tx) => readProfile(tx, userId, photoUrl));
    if (profile === undefined) throw httpError(404, 'userNotFound');
    return profile;
  }

  app.get('/api/profile', { config: signedIn, schema: { response: profile } }, async (request) => {
    const { tenantId, userId } = identityOf(request);
    return profileOf(tenantId, userId);
  });

  app.get(
    '/api/profile/permissions',
    { config: signedIn, schema: { response: { 200: Permissions } } },
    async (request) => identityOf(request).permissions,
  );

  const affiliations = { 200: { type: 'array', items: Affiliation } };
  app.get(
    '/api/profile/affiliations',
    { config: signedIn, schema: { response: affiliations } },
    async (request) => {
      const { tenantId, userId } = identityOf(request);
      const { affiliation } = await profileOf(tenantId, userId);
      return affiliation === null ? [] : [affiliation];
    },
  );

  app.put<{ Body: LocaleChange }>(
    '/api/profile/update-locale',
    { config: signedIn, schema: { body: LocaleChange, response: profile } },
    async (request) => {
      const { tenantId, userId } = identityOf(request);
      await inTenant(db, request, (tx, owner) => updateLocale(tx, owner, request.body.locale));
      return profileOf(tenantId, userId);
    },
  );

  app.put<{ Body: PasswordChange }>(
    '/api/profile/change-password',
    { config: signedIn, schema: { body: PasswordChange, response: NO_CONTENT } },
    async (request, reply) => {
      const { tenantId, userId } = identityOf(request);
      const { currentPassword, password, confirmPassword } = request.body;
      // Password hashing runs outside transactions: on the embedded database a transaction holds the only session.
      const storedHash = await db.withTenant(tenantId, (tx) => passwordHashOf(tx, userId));
      const errors: ValidationErrors = newPasswordErrors({ password, confirmPassword });
      if (storedHash === undefined || !(await verifyPassword(currentPassword, storedHash))) {
        errors.currentPassword = ['currentPasswordIncorrect'];
      }
      if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
      const newHash = await hashPassword(password);
      await inTenant(db, request, (tx, owner) =>
        replacePasswordHash(tx, owner, storedHash as string, newHash),
      );
      request.log.info('password changed');
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: { version?: string; userId?: string } }>(
    '/api/profile/photo',
    {
      config: signedIn,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            version: { type: 'string', maxLength: 32 },
            userId: { type: 'string', format: 'uuid' },
          },
        },
        response: IMAGE,
      },
    },
    async (request, reply) => {
      const { tenantId, userId } = identityOf(request);
      // Other users' photos are the users resource's (`/api/users/{id}/photo`, UserReadPhoto).
      if (request.query.userId !== undefined && request.query.userId !== userId) {
        throw httpError(403, 'lackPermission');
      }
      const photo = await db.withTenant(tenantId, (tx) => readPhoto(tx, userId));
      return sendPhoto(reply, photo, request.query.version !== undefined);
    },
  );

  app.post('/api/profile/photo', { config: signedIn, schema: { response: profile } }, async (request) => {
    const { tenantId, userId } = identityOf(request);
    const photo = await uploadedPhoto(request);
    await inTenant(db, request, (tx, owner) => savePhoto(tx, owner, owner.userId, photo));
    return profileOf(tenantId, userId);
  });

  app.delete(
    '/api/profile/photo',
    { config: signedIn, schema: { response: NO_CONTENT } },
    async (request, reply) => {
      await inTenant(db, request, (tx, owner) => deletePhoto(tx, owner, owner.userId));
      return reply.status(204).send();
    },
  );
};
