import {
  Email,
  EmailPage,
  MessageTemplate,
  RenderedMessage,
  SendEmail,
  SendSms,
  Sms,
  SmsPage,
} from '@coverline/engine';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../auth/identity.js';
import type { Tx } from '../../db/database.js';
import { announceJobs } from '../../jobs/jobQueue.js';
import { requireReadableObject } from '../../kit/panelObjects.js';
import type { ModuleOptions } from '../moduleOptions.js';
import { inTenant } from '../shared/inTenant.js';
import { pagingProperties } from '../shared/schemas.js';
import { httpError, HttpError } from '../../http/errors.js';
import { unstorableTextOf } from '../../http/storableText.js';
import { validationErrorsOf } from '../../http/validationErrors.js';
import { configuredFileStore } from '../../storage/configuredFileStore.js';
import type { FileStore } from '../../storage/fileStore.js';
import { DOCUMENT_LIMIT, FILE } from '../documents/routes.js';
import { attachmentDisposition } from '../documents/fileNames.js';
import { inTenantWithForm } from '../shared/inTenant.js';
import {
  attachmentKey,
  attachmentToDownload,
  findEmails,
  resendEmail,
  sendEmail,
  type StoredAttachment,
} from './email.js';
import { findSms, refreshSmsStatuses, resendSms, sendSms } from './sms.js';
import { objectTemplates, renderForObject } from './objectTemplates.js';
import { wire } from '../messageTemplates/routes.js';
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
const templateParams = {
  type: 'object',
  required: ['id', 'templateId'],
  properties: { id: uuid, templateId: uuid },
} as const;
const emailParams = {
  type: 'object',
  required: ['id', 'emailId'],
  properties: { id: uuid, emailId: uuid },
} as const;
const attachmentParams = {
  type: 'object',
  required: ['id', 'emailId', 'name'],
  properties: { id: uuid, emailId: uuid, name: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;
/** At most this many files go with one e-mail. */
const FILES_PER_EMAIL = 10;

/**
 * The parts of `POST …/emails/send`: the `email` part (JSON, checked against `SendEmail`) and the files,
 * each stored as it is read (`written` lists them, for the caller to delete if the e-mail is refused); 400
 * on a missing or refused `email` part, 413 over the size limit.
 */
async function readEmailParts(
  request: FastifyRequest,
  store: FileStore,
  written: StoredAttachment[],
): Promise<SendEmail> {
  const { tenantId } = identityOf(request);
  let email: unknown;
  try {
    for await (const part of request.parts({
      limits: { files: FILES_PER_EMAIL, fileSize: DOCUMENT_LIMIT },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'email') email = JSON.parse(String(part.value));
        continue;
      }
      const content = await part.toBuffer();
      const file = {
        name: part.filename,
        contentType: part.mimetype,
        size: content.length,
        storageKey: attachmentKey(tenantId),
      };
      await store.put(file.storageKey, content);
      written.push(file);
    }
  } catch (error) {
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    if (
      error instanceof HttpError ||
      (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    )
      throw error;
    throw httpError(400, 'validationFailed', { email: ['required'] });
  }
  if (email === undefined) throw httpError(400, 'validationFailed', { email: ['required'] });
  const unstorable = unstorableTextOf(email, 'email');
  if (Object.keys(unstorable).length > 0) throw httpError(400, 'validationFailed', unstorable);
  // The route's own validator (its formats and messages), as for a JSON body.
  const validate = request.compileValidationSchema(SendEmail);
  if (!validate(email)) {
    throw httpError(400, 'validationFailed', validationErrorsOf(validate.errors ?? [], 'body'));
  }
  return email as SendEmail;
}

type ObjectRequest = { Params: { id: string } };

/**
 * Text messages and e-mails of quotes, loan applications, policies and loans (`/api/{kind}/{id}/sms/…`,
 * `…/emails/…`): each kind's permissions, on an object the caller may read in the tenant. Sending queues a job
 * (`send-sms`, `send-email`) and answers the message at once.
 */
export const messageRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config, cipher }) => {
  const store = configuredFileStore(config);
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

    const emails = `/api/${kind.path}/:id/emails`;

    app.get<ObjectRequest & { Querystring: { page: number; limit: number } }>(
      `${emails}/find`,
      {
        config: { permission: kind.email.find },
        schema: { tags, params: objectParams, querystring: findQuery, response: { 200: EmailPage } },
      },
      (request) =>
        inTenant(db, request, async (tx) => {
          await readable(request, tx, kind, request.params.id);
          return findEmails(tx, kind, request.params.id, request.query);
        }),
    );

    app.post<ObjectRequest>(
      `${emails}/send`,
      {
        config: { permission: kind.email.send },
        schema: { tags, params: objectParams, response: { 200: Email } },
      },
      async (request) => {
        // The object is checked before the files are read: a refused e-mail stores nothing.
        await inTenant(db, request, (tx) => readable(request, tx, kind, request.params.id));
        const written: StoredAttachment[] = [];
        try {
          const body = await readEmailParts(request, store, written);
          const sent = await inTenantWithForm(db, request, async (tx, actor, moment) => {
            await readable(request, tx, kind, request.params.id);
            return sendEmail(tx, actor, kind, request.params.id, body, written, moment);
          });
          announceJobs();
          return sent;
        } catch (error) {
          await Promise.all(written.map((file) => store.delete(file.storageKey)));
          throw error;
        }
      },
    );

    app.post<{ Params: { id: string; emailId: string } }>(
      `${emails}/:emailId/resend`,
      {
        config: { permission: kind.email.resend },
        schema: { tags, params: emailParams, response: { 200: Email } },
      },
      async (request) => {
        const sent = await inTenantWithForm(db, request, async (tx, actor, moment) => {
          await readable(request, tx, kind, request.params.id);
          return resendEmail(tx, actor, kind, request.params.id, request.params.emailId, moment);
        });
        announceJobs();
        return sent;
      },
    );

    app.get<{ Params: { id: string; emailId: string; name: string } }>(
      `${emails}/:emailId/attachments/:name`,
      {
        config: { permission: kind.email.find },
        schema: { tags, params: attachmentParams, response: FILE },
      },
      async (request, reply) => {
        const file = await inTenant(db, request, async (tx) => {
          await readable(request, tx, kind, request.params.id);
          return attachmentToDownload(
            tx,
            kind,
            request.params.id,
            request.params.emailId,
            request.params.name,
          );
        });
        return reply
          .type(file.contentType)
          .header('content-disposition', attachmentDisposition(file.name))
          .header('x-content-type-options', 'nosniff')
          .send(store.read(file.storageKey));
      },
    );

    // The product's text templates a sender may start a message from, filled for this object.
    for (const channel of [
      { path: 'sms', permission: kind.sms.send },
      { path: 'emails', permission: kind.email.send },
    ]) {
      const templates = `/api/${kind.path}/:id/${channel.path}/templates`;
      app.get<ObjectRequest>(
        templates,
        {
          config: { permission: channel.permission },
          schema: {
            tags,
            params: objectParams,
            response: { 200: { type: 'array', items: MessageTemplate } },
          },
        },
        (request) =>
          inTenant(db, request, async (tx) => {
            await readable(request, tx, kind, request.params.id);
            return (await objectTemplates(tx, kind, request.params.id)).map(wire);
          }),
      );
      app.post<{ Params: { id: string; templateId: string } }>(
        `${templates}/:templateId/render`,
        {
          config: { permission: channel.permission },
          schema: { tags, params: templateParams, response: { 200: RenderedMessage } },
        },
        (request) =>
          inTenantWithForm(db, request, async (tx, _actor, moment) => {
            await readable(request, tx, kind, request.params.id);
            return renderForObject(tx, kind, request.params.id, request.params.templateId, moment);
          }),
      );
    }
  }
};
