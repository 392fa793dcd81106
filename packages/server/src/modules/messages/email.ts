import { randomUUID } from 'node:crypto';
import type { Email, EmailAttachment, EmailPage, SendEmail } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { requireTemplateFor } from '../documents/generateDocument.js';
import { TEMPLATE_SUBJECTS } from '../documentTemplates/templateSubjects.js';
import type { Actor } from '../shared/actor.js';
import type { StoredIntegration } from '../tenantSettings/integrationSecrets.js';
import { enabledIntegration } from '../tenantSettings/enabledIntegration.js';
import { queueSending } from './queueSending.js';
import type { MessageKind } from './messageKinds.js';

/** The job that sends a queued e-mail. */
export const SEND_EMAIL = 'send-email';

/** A file that goes with an e-mail, in the file store. */
export interface StoredAttachment {
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
}

export interface EmailRow {
  id: string;
  ref_kind: string;
  ref_id: string;
  integration_id: string;
  sent_at: Date | null;
  sent_from: string;
  sent_to: string;
  cc: string;
  bcc: string;
  subject: string;
  message: string;
  /** Whether `message` is HTML (an invoice written by an MJML or HTML template). */
  html: boolean;
  document_template_ids: string[];
  locale: string;
  provider_message_id: string | null;
  created_at: Date;
  job_state: string | null;
  job_error: string | null;
  attachments: EmailAttachment[];
}

export const SELECT_EMAIL = `select e.id, e.ref_kind, e.ref_id, e.integration_id, e.sent_at, e.sent_from, e.sent_to, e.cc,
         e.bcc, e.subject, e.message, e.html, e.document_template_ids, e.locale, e.provider_message_id, e.created_at,
         j.state as job_state, j.last_error as job_error,
         coalesce((select jsonb_agg(jsonb_build_object('name', a.name, 'contentType', a.content_type, 'size', a.size)
                                    order by a.position)
                     from email_attachment a where a.email_id = e.id), '[]') as attachments
    from email_message e left join job j on j.id = e.job_id`;

/** An e-mail as its table shows it: until the provider took it, why sending failed is the job's. */
function presentEmail(row: EmailRow): Email {
  const unsent = row.provider_message_id === null;
  return {
    id: row.id,
    sentAt: row.sent_at?.toISOString() ?? null,
    sentFrom: row.sent_from,
    sentTo: row.sent_to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    message: row.message,
    attachments: row.attachments,
    failed: unsent && row.job_state === 'FAILED',
    failure: unsent ? row.job_error : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** `GET /api/{kind}/{id}/emails/find`: the object's e-mails, newest first. */
export async function findEmails(
  tx: Tx,
  kind: MessageKind,
  refId: string,
  { page, limit }: { page: number; limit: number },
): Promise<EmailPage> {
  const { rows } = await tx.query<EmailRow>(
    `${SELECT_EMAIL} where e.ref_type = $1 and e.ref_id = $2 order by e.created_at desc, e.id desc limit $3 offset $4`,
    [kind.refType, refId, limit, page * limit],
  );
  const { rows: counted } = await tx.query<{ total: number }>(
    'select count(*)::int as total from email_message where ref_type = $1 and ref_id = $2',
    [kind.refType, refId],
  );
  return { count: counted[0]?.total ?? 0, items: rows.map(presentEmail) };
}

/** The object's e-mail `emailId`; 404 for another object's or tenant's. */
export async function emailOf(tx: Tx, kind: MessageKind, refId: string, emailId: string): Promise<EmailRow> {
  const { rows } = await tx.query<EmailRow>(
    `${SELECT_EMAIL} where e.id = $1 and e.ref_type = $2 and e.ref_id = $3`,
    [emailId, kind.refType, refId],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return rows[0];
}

/** An e-mail to store and queue: what it says, about which object, through which integration. */
export interface EmailToQueue {
  kind: MessageKind;
  refId: string;
  integration: StoredIntegration;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  message: string;
  /** `message` is HTML. */
  html: boolean;
  documentTemplateIds: readonly string[];
  locale: string;
  /** The user who sent it; null for the system (an invoice). */
  createdBy: string | null;
}

/**
 * Stores the e-mail from the integration's sender with its files (already in the store) and queues the job
 * that generates its documents and sends it; answers its id. Call `announceJobs` once committed.
 */
export async function queueEmail(
  tx: Tx,
  tenantId: string,
  email: EmailToQueue,
  files: readonly StoredAttachment[],
  at: Date,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into email_message (tenant_id, ref_type, ref_id, ref_kind, integration_id, sent_from, sent_to, cc, bcc,
                                subject, message, html, document_template_ids, locale, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
    [
      tenantId,
      email.kind.refType,
      email.refId,
      email.kind.path,
      email.integration.id ?? email.integration.name,
      email.integration.settings.sentFrom ?? '',
      email.to,
      email.cc,
      email.bcc,
      email.subject,
      email.message,
      email.html,
      email.documentTemplateIds,
      email.locale,
      email.createdBy,
    ],
  );
  const emailId = (rows[0] as { id: string }).id;
  for (const file of files) await insertAttachment(tx, tenantId, emailId, file);
  await queueSending(tx, tenantId, { table: 'email_message', id: emailId, job: SEND_EMAIL }, at);
  return emailId;
}

/**
 * `POST /api/{kind}/{id}/emails/send`: stores the e-mail with its files and queues its sending (`queueEmail`);
 * 409 `integrationNotAvailable` unless `provider` names an enabled e-mail integration, 400 on a document
 * template that is not of the object's product. `html` (a resent HTML e-mail) keeps its message HTML. Call
 * `announceJobs` once committed.
 */
export async function sendEmail(
  tx: Tx,
  actor: Actor,
  kind: MessageKind,
  refId: string,
  body: SendEmail & { html?: boolean },
  files: readonly StoredAttachment[],
  moment: { locale: string; at: Date },
): Promise<Email> {
  const integration = await enabledIntegration(tx, 'EMAIL', body.provider);
  const templateIds = body.documentTemplateIds ?? [];
  if (templateIds.length > 0) {
    const { productId } = await TEMPLATE_SUBJECTS[kind.path](tx, refId);
    for (const templateId of templateIds) await requireTemplateFor(tx, productId, templateId);
  }
  const names = files.map((file) => file.name);
  const duplicate = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (duplicate >= 0) throw httpError(400, 'validationFailed', { attachments: ['notUnique'] });
  const emailId = await queueEmail(
    tx,
    actor.tenantId,
    {
      kind,
      refId,
      integration,
      to: body.to.trim(),
      cc: body.cc?.trim() ?? '',
      bcc: body.bcc?.trim() ?? '',
      subject: body.subject,
      message: body.message,
      html: body.html ?? false,
      documentTemplateIds: templateIds,
      locale: moment.locale,
      createdBy: actor.userId,
    },
    files,
    moment.at,
  );
  return presentEmail(await emailOf(tx, kind, refId, emailId));
}

export async function insertAttachment(
  tx: Tx,
  tenantId: string,
  emailId: string,
  file: StoredAttachment,
): Promise<void> {
  await tx.query(
    `insert into email_attachment (tenant_id, email_id, name, content_type, size, storage_key, position)
     values ($1, $2, $3, $4, $5, $6, (select count(*) from email_attachment where email_id = $2))`,
    [tenantId, emailId, file.name, file.contentType, file.size, file.storageKey],
  );
}

/** The e-mail's files as stored (uploaded and generated), in the order it lists them. */
export async function attachmentsOf(tx: Tx, emailId: string): Promise<StoredAttachment[]> {
  const { rows } = await tx.query<{ name: string; content_type: string; size: number; storage_key: string }>(
    'select name, content_type, size, storage_key from email_attachment where email_id = $1 order by position',
    [emailId],
  );
  return rows.map((row) => ({
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    storageKey: row.storage_key,
  }));
}

/**
 * `POST /api/{kind}/{id}/emails/{emailId}/resend`: the same e-mail again as a new one, with the files it
 * carried (the documents generated for it included, not generated again).
 */
export async function resendEmail(
  tx: Tx,
  actor: Actor,
  kind: MessageKind,
  refId: string,
  emailId: string,
  moment: { locale: string; at: Date },
): Promise<Email> {
  const sent = await emailOf(tx, kind, refId, emailId);
  return sendEmail(
    tx,
    actor,
    kind,
    refId,
    {
      to: sent.sent_to,
      cc: sent.cc,
      bcc: sent.bcc,
      subject: sent.subject,
      message: sent.message,
      html: sent.html,
      provider: sent.integration_id,
    },
    await attachmentsOf(tx, emailId),
    moment,
  );
}

/** A key in the file store for a file of an e-mail of the tenant. */
export const attachmentKey = (tenantId: string) => `${tenantId}/email-${randomUUID()}`;

/** The stored key of the object's e-mail's attachment `name`; 404 when there is none such. */
export async function attachmentToDownload(
  tx: Tx,
  kind: MessageKind,
  refId: string,
  emailId: string,
  name: string,
): Promise<StoredAttachment> {
  await emailOf(tx, kind, refId, emailId);
  const found = (await attachmentsOf(tx, emailId)).find((each) => each.name === name);
  if (found === undefined) throw httpError(404, 'Not Found');
  return found;
}
