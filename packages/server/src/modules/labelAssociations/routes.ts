import {
  AttachedLabel,
  LABEL_ASSOCIATION_TYPES,
  LabelIds,
  type LabelAssociation,
  type LabelAssociationType,
} from '@coverline/engine';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import type { Tx } from '../../db/database.js';
import { schemaRef } from '../../http/validation.js';
import {
  PANEL_OBJECTS,
  requireNamedObject,
  requireReadableObject,
  type PanelObject,
} from '../../kit/panelObjects.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant } from '../shared/inTenant.js';
import { idParams, NO_CONTENT } from '../shared/schemas.js';
import { associationsOf, attachLabel, detachLabel } from './service.js';

/** `LOAN_APPLICATION` ↔ `loan-application`, the spelling of the address. */
const pathOfType = (type: LabelAssociationType) => type.toLowerCase().replaceAll('_', '-');
const typeOfPath = (path: string) => path.toUpperCase().replaceAll('-', '_') as LabelAssociationType;

/** The records each type of label goes on: quotes and loan applications share a table, policies and loans not. */
const LABELLED: Readonly<Record<LabelAssociationType, PanelObject>> = {
  PARTY: PANEL_OBJECTS.party,
  QUOTE: PANEL_OBJECTS.quote,
  LOAN_APPLICATION: PANEL_OBJECTS.quote,
  POLICY: { ...PANEL_OBJECTS.contract, tables: ['policy'] },
  LOAN: { ...PANEL_OBJECTS.contract, tables: ['loan'] },
};

const recordParams = {
  type: 'object',
  required: ['refId', 'type'],
  properties: {
    refId: { type: 'string', format: 'uuid' },
    type: { enum: LABEL_ASSOCIATION_TYPES.map(pathOfType) },
  },
} as const;

/** Labels attached to quotes, loan applications, policies, loans and parties. */
export const labelAssociationRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const tags = ['label-associations'];
  type RecordParams = { Params: { refId: string; type: string } };
  const attachedLabels = { 200: { type: 'array', items: AttachedLabel } };
  const permissions = (request: FastifyRequest) => identityOf(request).permissions;
  /** The record of the address: one of the tenant's that the caller may read (else 404 or 403). */
  const addressedRecord = (request: FastifyRequest<RecordParams>, tx: Tx) =>
    requireReadableObject(
      tx,
      LABELLED[typeOfPath(request.params.type)],
      request.params.refId,
      permissions(request),
    );

  app.get<RecordParams>(
    '/api/label-associations/:refId/:type',
    {
      config: { permission: 'labelAssociations:List' },
      schema: { tags, params: recordParams, response: attachedLabels },
    },
    (request) =>
      inTenant(db, request, async (tx) => {
        await addressedRecord(request, tx);
        return associationsOf(tx, request.params.refId, typeOfPath(request.params.type));
      }),
  );

  // Attaches the listed labels to the record (those already attached stay); answers the record's labels.
  app.post<RecordParams & { Body: LabelIds }>(
    '/api/label-associations/:refId/:type',
    {
      config: { permission: 'labelAssociations:Create' },
      schema: {
        tags,
        params: recordParams,
        body: LabelIds,
        response: attachedLabels,
      },
    },
    (request) =>
      inTenant(db, request, async (tx, actor) => {
        await addressedRecord(request, tx);
        const type = typeOfPath(request.params.type);
        for (const labelId of request.body) {
          await attachLabel(tx, actor, { labelId, refId: request.params.refId, type });
        }
        return associationsOf(tx, request.params.refId, type);
      }),
  );

  app.post<{ Body: LabelAssociation }>(
    '/api/label-associations',
    {
      config: { permission: 'labelAssociations:Create' },
      schema: {
        tags,
        body: {
          allOf: [
            schemaRef('label-association'),
            {
              properties: {
                id: false,
                labelId: { type: 'string', format: 'uuid' },
                refId: { type: 'string', format: 'uuid' },
              },
            },
          ],
        },
        response: { 200: AttachedLabel },
      },
    },
    (request) =>
      inTenant(db, request, async (tx, actor) => {
        await requireNamedObject(tx, LABELLED[request.body.type], request.body.refId, permissions(request));
        return attachLabel(tx, actor, request.body);
      }),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/label-associations/:id',
    {
      config: { permission: 'labelAssociations:Delete' },
      schema: { tags, params: idParams, response: NO_CONTENT },
    },
    async (request, reply) => {
      await inTenant(db, request, (tx, actor) => detachLabel(tx, actor, request.params.id));
      return reply.status(204).send();
    },
  );
};
