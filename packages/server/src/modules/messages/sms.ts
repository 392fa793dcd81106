import {
  hasStatusFlag,
  SMS_WORKFLOW,
  type SendSms,
  type Sms,
  type SmsPage,
  type SmsStatus,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, type HttpError } from '../../http/errors.js';
import { externalAnswer } from '../../integrations/externalAnswers.js';
import { infobipStatuses } from '../../integrations/sms/infobip.js';
import type { KeyCipher } from '../../oidc/keyCipher.js';
import type { Actor } from '../shared/actor.js';
import { gatewayOf } from './smsGateways.js';
import { rowPage } from '../shared/rowPage.js';
import { enabledIntegration } from '../tenantSettings/enabledIntegration.js';
import { queueSending } from './queueSending.js';
import type { MessageKind } from './messageKinds.js';

/** The job that sends a queued message. */
export const SEND_SMS = 'send-sms';

interface SmsRow {
  id: string;
  sent_at: Date | null;
  sent_from: string;
  sent_to: string;
  status: SmsStatus;
  message: string;
  integration_id: string;
  provider_message_id: string | null;
  created_at: Date;
  job_state: string | null;
  job_error: string | null;
}

const SELECT_SMS = `select s.id, s.sent_at, s.sent_from, s.sent_to, s.status, s.message, s.integration_id,
         s.provider_message_id, s.created_at, j.state as job_state, j.last_error as job_error
    from sms_message s left join job j on j.id = s.job_id`;

/**
 * A message as its table shows it. Until the provider took it, why sending failed is the job's: still
 * retried, the message is PENDING with the reason; once the job gave up, REJECTED.
 */
function presentSms(row: SmsRow): Sms {
  const unsent = row.provider_message_id === null;
  return {
    id: row.id,
    sentAt: row.sent_at?.toISOString() ?? null,
    sentFrom: row.sent_from,
    sentTo: row.sent_to,
    status: unsent && row.job_state === 'FAILED' ? 'REJECTED' : row.status,
    message: row.message,
    failure: unsent ? row.job_error : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** `GET /api/{kind}/{id}/sms/find`: the object's messages, newest first. */
export function findSms(
  tx: Tx,
  kind: MessageKind,
  refId: string,
  paging: { page: number; limit: number },
): Promise<SmsPage> {
  const sql = `${SELECT_SMS} where s.ref_type = $1 and s.ref_id = $2`;
  return rowPage(
    tx,
    { sql, params: [kind.refType, refId], orderBy: 'created_at desc, id desc' },
    paging,
    presentSms,
  );
}

/** The object's message `smsId`; 404 for another object's or tenant's. */
async function smsOf(tx: Tx, kind: MessageKind, refId: string, smsId: string): Promise<SmsRow> {
  const { rows } = await tx.query<SmsRow>(
    `${SELECT_SMS} where s.id = $1 and s.ref_type = $2 and s.ref_id = $3`,
    [smsId, kind.refType, refId],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return rows[0];
}

/**
 * `POST /api/{kind}/{id}/sms/send`: stores the message PENDING from the integration's sender and queues
 * the job that sends it (a slow gateway never holds up the request); 409 `integrationNotAvailable` unless
 * `provider` names an enabled SMS integration. Call `announceJobs` once committed.
 */
export async function sendSms(
  tx: Tx,
  actor: Actor,
  kind: MessageKind,
  refId: string,
  body: SendSms,
  now: Date,
): Promise<Sms> {
  const integration = await enabledIntegration(tx, 'SMS', body.provider);
  const { rows } = await tx.query<{ id: string }>(
    `insert into sms_message (tenant_id, ref_type, ref_id, integration_id, sent_from, sent_to, message, status,
                              created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      actor.tenantId,
      kind.refType,
      refId,
      integration.id ?? integration.name,
      integration.settings.sentFrom ?? '',
      body.to,
      body.message,
      SMS_WORKFLOW.initial,
      actor.userId,
    ],
  );
  const smsId = (rows[0] as { id: string }).id;
  await queueSending(tx, actor.tenantId, { table: 'sms_message', id: smsId, job: SEND_SMS }, now);
  return presentSms(await smsOf(tx, kind, refId, smsId));
}

/** `POST /api/{kind}/{id}/sms/{smsId}/resend`: the same text to the same number again, as a new message. */
export async function resendSms(
  tx: Tx,
  actor: Actor,
  kind: MessageKind,
  refId: string,
  smsId: string,
  now: Date,
): Promise<Sms> {
  const sent = await smsOf(tx, kind, refId, smsId);
  return sendSms(
    tx,
    actor,
    kind,
    refId,
    { to: sent.sent_to, message: sent.message, provider: sent.integration_id },
    now,
  );
}

/**
 * `GET /api/{kind}/{id}/sms/{ids}/refresh-status`: asks the provider (outside the transaction) for the
 * status of those of the messages it took that are not completed, stores what changed and answers the
 * messages; 502 `smsProviderFailed` when the provider cannot say.
 */
export async function refreshSmsStatuses(
  tx: Tx,
  kind: MessageKind,
  refId: string,
  smsIds: readonly string[],
  cipher: KeyCipher,
  tenantId: string,
): Promise<Sms[]> {
  const { rows } = await tx.query<SmsRow>(
    `${SELECT_SMS} where s.id = any($1::uuid[]) and s.ref_type = $2 and s.ref_id = $3 order by s.created_at desc`,
    [smsIds, kind.refType, refId],
  );
  const asked = rows.filter(
    (row) => row.provider_message_id !== null && !hasStatusFlag(SMS_WORKFLOW, row.status, 'completed'),
  );
  for (const integrationId of new Set(asked.map((row) => row.integration_id))) {
    const ofIntegration = asked.filter((row) => row.integration_id === integrationId);
    const gateway = gatewayOf(await enabledIntegration(tx, 'SMS', integrationId), cipher, tenantId);
    const messageIds = ofIntegration.map((row) => row.provider_message_id as string);
    const statuses = await externalAnswer(`sms-status ${integrationId} ${messageIds.join(',')}`, () =>
      infobipStatuses(gateway, messageIds).catch((error: unknown) => {
        throw providerFailed(error);
      }),
    );
    for (const row of ofIntegration) {
      const status = statuses[row.provider_message_id as string];
      if (status === undefined || status === row.status) continue;
      await tx.query('update sms_message set status = $2, updated_at = now() where id = $1', [
        row.id,
        status,
      ]);
      row.status = status;
    }
  }
  return rows.map(presentSms);
}

function providerFailed(cause: unknown): HttpError {
  const error = httpError(502, 'smsProviderFailed');
  error.cause = cause;
  return error;
}
