import type { ObjectDefinition } from '@coverline/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions.js';
import { schemaRef } from '../../http/validation.js';
import { inTenant } from '../shared/inTenant.js';
import { registerResourceRoutes } from '../shared/resourceRoutes.js';
import { updateBody } from '../shared/schemas.js';
import { saveObjectDefinition, type SaveMode } from '../productVersions/service.js';
import { objectDefinitionService } from './service.js';

/** The object definition library: the generic calls, and the propagate and overwrite saves. */
export const objectDefinitionRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const schema = schemaRef('object-definition');
  registerResourceRoutes(app, db, {
    path: 'object-definitions',
    resource: objectDefinitionService,
    schema,
    permissions: {
      read: 'objectDefinition:Read',
      create: 'objectDefinition:Create',
      update: 'objectDefinition:Update',
      delete: 'objectDefinition:Delete',
    },
  });

  for (const mode of ['propagate', 'overwrite'] satisfies SaveMode[]) {
    app.put<{ Body: ObjectDefinition }>(
      `/api/object-definitions/${mode}`,
      {
        config: { permission: 'objectDefinition:Update' },
        schema: { tags: ['object-definitions'], body: updateBody(schema), response: { 200: schema } },
      },
      (request) => inTenant(db, request, (tx, actor) => saveObjectDefinition(tx, actor, request.body, mode)),
    );
  }
};
