import { Note, NoteCreate, NotePage, NoteUpdate } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import { panelObjectsIn, requireNamedObject, requireReadableObject } from '../../kit/panelObjects.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant } from '../shared/inTenant.js';
import { idParams, NO_CONTENT, pagingProperties } from '../shared/schemas.js';
import { createNote, creatorsNote, deleteNote, findNotes, updateNote } from './service.js';

/** `find?entityId&page&limit`: an object's notes, five a page by default as the panel shows them. */
const findNotesQuery = {
  type: 'object',
  required: ['entityId'],
  properties: {
    entityId: { type: 'string', format: 'uuid' },
    ...pagingProperties(5),
  },
} as const;

/**
 * Notes on parties, quotes and loan applications, contracts, contract actions and claims
 * (`/api/notes/{type}/…`): each type's calls carry its own permissions, the object must be one the caller
 * may read in the tenant, and only a note's creator may change or delete it.
 */
export const noteRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['notes'];
  for (const object of panelObjectsIn()) {
    const base = `/api/notes/${object.type}`;

    app.get<{ Querystring: { entityId: string; page: number; limit: number } }>(
      `${base}/find`,
      {
        config: { permission: object.notes.list },
        schema: { tags, querystring: findNotesQuery, response: { 200: NotePage } },
      },
      (request) =>
        inTenant(db, request, async (tx) => {
          const { entityId, page, limit } = request.query;
          await requireReadableObject(tx, object, entityId, identityOf(request).permissions);
          return findNotes(tx, object, entityId, { page, limit });
        }),
    );

    app.post<{ Body: NoteCreate }>(
      base,
      {
        config: { permission: object.notes.create },
        schema: { tags, body: NoteCreate, response: { 200: Note } },
      },
      (request) =>
        inTenant(db, request, async (tx, actor) => {
          await requireNamedObject(tx, object, request.body.refId, identityOf(request).permissions);
          return createNote(tx, actor, object, request.body);
        }),
    );

    app.put<{ Params: { id: string }; Body: NoteUpdate }>(
      `${base}/:id`,
      {
        config: { permission: object.notes.update },
        schema: { tags, params: idParams, body: NoteUpdate, response: { 200: Note } },
      },
      (request) =>
        inTenant(db, request, async (tx, actor) => {
          const note = await creatorsNote(tx, actor, object, request.params.id);
          await requireReadableObject(tx, object, note.refId, identityOf(request).permissions);
          return updateNote(tx, actor, note, request.body);
        }),
    );

    app.delete<{ Params: { id: string } }>(
      `${base}/:id`,
      {
        config: { permission: object.notes.delete },
        schema: { tags, params: idParams, response: NO_CONTENT },
      },
      async (request, reply) => {
        await inTenant(db, request, async (tx, actor) => {
          const note = await creatorsNote(tx, actor, object, request.params.id);
          await requireReadableObject(tx, object, note.refId, identityOf(request).permissions);
          await deleteNote(tx, actor, note);
        });
        return reply.status(204).send();
      },
    );
  }
};
