import Type, { type Static } from 'typebox';
import { Page, WireObject } from './common.js';

const uuid = Type.String({ format: 'uuid' });

/** A file sent with an e-mail: uploaded with it or generated from a document template. */
export const EmailAttachment = WireObject({
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
});
export type EmailAttachment = Static<typeof EmailAttachment>;

/**
 * An e-mail sent from a quote or a contract: queued, then sent by a job through the e-mail integration.
 * `sentAt` is null until the provider took it; `failure` says why it has not been sent yet (the job retries) or
 * was not (`failed`).
 */
export const Email = WireObject({
  id: uuid,
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  sentFrom: Type.String(),
  sentTo: Type.String(),
  cc: Type.String(),
  bcc: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  attachments: Type.Array(EmailAttachment),
  failed: Type.Boolean(),
  failure: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Email = Static<typeof Email>;

export const EmailPage = Page(Email);
export type EmailPage = Static<typeof EmailPage>;

/** Addresses separated by commas: `a@example.com, b@example.com`. */
const addresses = (minLength: number) =>
  Type.String({ minLength, maxLength: 1000, pattern: '^\\s*([^@\\s,]+@[^@\\s,]+\\s*(,\\s*|$))*$' });

/**
 * The `email` part of `POST /api/{kind}/{id}/emails/send` (multipart; the files are its other parts): the
 * addresses, subject and text, the e-mail integration (`provider`, its id or name) and the document templates
 * whose documents, generated as PDF for the object, go with it.
 */
export const SendEmail = WireObject({
  to: addresses(3),
  cc: Type.Optional(addresses(0)),
  bcc: Type.Optional(addresses(0)),
  subject: Type.String({ minLength: 1, maxLength: 300 }),
  message: Type.String({ minLength: 1, maxLength: 20_000 }),
  provider: Type.String({ minLength: 1, maxLength: 200 }),
  documentTemplateIds: Type.Optional(Type.Array(uuid, { maxItems: 10, uniqueItems: true })),
});
export type SendEmail = Static<typeof SendEmail>;
