import { SendSms, Sms, SmsPage } from '@coverline/engine';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import type { Tx } from '../../db/database.js';
import { announceJobs } from '../../jobs/jobQueue.js';
import { requireReadableObject } from '../../kit/panelObjects.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant } from '../shared/inTenant.js';
import { pagingProperties } from '../shared/schemas.js';
import { findSms, refreshSmsStatuses, resendSms, sendSms } from './sms.js';
import { MESSAGE_KINDS, type MessageKind } from './messageKinds.js';

const uuid = { type: 'string', format: 'uuid' } as const;
const objectParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
/** One message, or (refresh-status) up to 50 of them comma-joined. */
const smsParams = {
  type: 'object',
  required: ['id', 'smsId'],
  properties: {
    id: uuid,
    smsId: { type: 'string', maxLength: 50 * 37, pattern: '^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36})*$' },
  },
} as const;
const singleSmsParams = {
  ...smsParams,
  properties: { ...smsParams.properties, smsId: uuid },
} as const;
const findQuery = { type: 'object', properties: pagingProperties(5) } as const;

type ObjectRequest = { Params: { id: string } };

/**
 * Text messages of quotes, loan applications, policies and loans (`/api/{kind}/{id}/sms/…`): each kind's
 * permissions, on an object the caller may read in the tenant. Sending queues a job (`send-sms`) and answers
 * the PENDING message at once.
 */
export const smsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, cipher }) => {
  const readable = (request: FastifyRequest, tx: Tx, kind: MessageKind, id: string) =>
    requireReadableObject(tx, kind.object, id, identityOf(request).permissions);

  for (const kind of MESSAGE_KINDS) {
    const base = `/api/${kind.path}/:id/sms`;
    const tags = [kind.path];

    app.get<ObjectRequest & { Querystring: { page: number; limit: number } }>(
      `${base}/find`,
      {
        config: { permission: kind.sms.find },
        schema: { tags, params: objectParams, querystring: findQuery, response: { 200: SmsPage } },
      },
      (request) =>
        inTenant(db, request, async (tx) => {
          await readable(request, tx, kind, request.params.id);
          return findSms(tx, kind, request.params.id, request.query);
        }),
    );

    app.post<ObjectRequest & { Body: SendSms }>(
      `${base}/send`,
      {
        config: { permission: kind.sms.send },
        schema: { tags, params: objectParams, body: SendSms, response: { 200: Sms } },
      },
      async (request) => {
        const sent = await inTenant(db, request, async (tx, actor) => {
          await readable(request, tx, kind, request.params.id);
          return sendSms(tx, actor, kind, request.params.id, request.body, new Date());
        });
        announceJobs();
        return sent;
      },
    );

    app.post<{ Params: { id: string; smsId: string } }>(
      `${base}/:smsId/resend`,
      {
        config: { permission: kind.sms.resend },
        schema: { tags, params: singleSmsParams, response: { 200: Sms } },
      },
      async (request) => {
        const sent = await inTenant(db, request, async (tx, actor) => {
          await readable(request, tx, kind, request.params.id);
          return resendSms(tx, actor, kind, request.params.id, request.params.smsId, new Date());
        });
        announceJobs();
        return sent;
      },
    );

    app.get<{ Params: { id: string; smsId: string } }>(
      `${base}/:smsId/refresh-status`,
      {
        config: { permission: kind.sms.refresh },
        schema: { tags, params: smsParams, response: { 200: { type: 'array', items: Sms } } },
      },
      (request) =>
        inTenant(db, request, async (tx, actor) => {
          await readable(request, tx, kind, request.params.id);
          const ids = request.params.smsId.split(',');
          return refreshSmsStatuses(tx, kind, request.params.id, ids, cipher, actor.tenantId);
        }),
    );
  }
};
