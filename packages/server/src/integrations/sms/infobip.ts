import type { SmsStatus } from '@coverline/engine';

/** An SMS integration's settings: Infobip's base URL of the account, its API key and the sender name. */
export interface SmsGateway {
  apiUrl: string;
  apiKey: string;
  sentFrom: string;
}

/** How long a call to the gateway may take. */
const TIMEOUT_MS = 10_000;

/** Infobip's status groups (`status.groupName`) as our statuses; any other is UNKNOWN. */
const STATUS_OF_GROUP: Readonly<Record<string, SmsStatus>> = {
  PENDING: 'PENDING',
  DELIVERED: 'DELIVERED',
  UNDELIVERABLE: 'UNDELIVERED',
  EXPIRED: 'EXPIRED',
  REJECTED: 'REJECTED',
  CANCELED: 'CANCELED',
  CANCELLED: 'CANCELED',
};

interface InfobipStatus {
  groupName?: string;
}

/** The number as Infobip takes it: international format, digits only. */
export const destinationOf = (phone: string) => phone.replace(/[^0-9]/g, '');

/** A failed call, described without the request (whose headers hold the API key). */
class GatewayError extends Error {
  override readonly name = 'GatewayError';
}

async function call(gateway: SmsGateway, path: string, init: RequestInit = {}): Promise<unknown> {
  const url = new URL(path, gateway.apiUrl.endsWith('/') ? gateway.apiUrl : `${gateway.apiUrl}/`);
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        authorization: `App ${gateway.apiKey}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayError(`SMS gateway unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new GatewayError(`SMS gateway answered ${response.status} to ${url.pathname}`);
  try {
    return await response.json();
  } catch {
    throw new GatewayError(`SMS gateway answered ${url.pathname} with something other than JSON`);
  }
}

/**
 * Sends one text by Infobip's "send SMS message" call (`POST /sms/2/text/advanced`, `Authorization: App
 * {apiKey}`); answers the message id it gives and the status it reports at once.
 */
export async function sendInfobipSms(
  gateway: SmsGateway,
  to: string,
  text: string,
): Promise<{ messageId: string; status: SmsStatus }> {
  const answer = (await call(gateway, 'sms/2/text/advanced', {
    method: 'POST',
    body: JSON.stringify({
      messages: [{ destinations: [{ to: destinationOf(to) }], from: gateway.sentFrom, text }],
    }),
  })) as { messages?: { messageId?: unknown; status?: InfobipStatus }[] };
  const message = answer.messages?.[0];
  if (typeof message?.messageId !== 'string') throw new GatewayError('SMS gateway answered no message id');
  return { messageId: message.messageId, status: statusOf(message.status) };
}

/**
 * The current statuses of sent messages by their ids, from Infobip's message logs (`GET /sms/1/logs`); a
 * message the logs do not list is left out.
 */
export async function infobipStatuses(
  gateway: SmsGateway,
  messageIds: readonly string[],
): Promise<Record<string, SmsStatus>> {
  const query = new URLSearchParams(messageIds.map((id): [string, string] => ['messageId', id]));
  const answer = (await call(gateway, `sms/1/logs?${query.toString()}`)) as {
    results?: { messageId?: unknown; status?: InfobipStatus }[];
  };
  const statuses: Record<string, SmsStatus> = {};
  for (const result of answer.results ?? []) {
    if (typeof result.messageId === 'string') statuses[result.messageId] = statusOf(result.status);
  }
  return statuses;
}

const statusOf = (status: InfobipStatus | undefined): SmsStatus =>
  STATUS_OF_GROUP[status?.groupName ?? ''] ?? 'UNKNOWN';
