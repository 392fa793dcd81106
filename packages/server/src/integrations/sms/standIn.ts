import { randomUUID } from 'node:crypto';
import {
  answerJson as json,
  listenLocally,
  readJson,
  type ListeningStandIn,
  type StandInHandler,
} from '../standInHttp.js';

/** A request the stand-in received, as it arrived. */
export interface ReceivedSmsRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface InfobipStandIn {
  handle: StandInHandler;
  received: ReceivedSmsRequest[];
  /** How long a message stays PENDING before the logs report it DELIVERED. */
  deliverAfterMs: number;
}

/** The gateway on its own port: `url` is the `apiUrl` to give the integration. */
export type SmsGatewayStandIn = InfobipStandIn & ListeningStandIn;

interface Sent {
  messageId: string;
  to: string;
  from: string;
  text: string;
  at: number;
}

const PENDING = { groupId: 1, groupName: 'PENDING', id: 26, name: 'PENDING_ACCEPTED' };
const DELIVERED = { groupId: 3, groupName: 'DELIVERED', id: 5, name: 'DELIVERED_TO_HANDSET' };

/**
 * A local SMS gateway speaking Infobip's HTTP API, for tests and the demo: `POST /sms/2/text/advanced` takes
 * messages (401 unless `Authorization: App {apiKey}`), `GET /sms/1/logs?messageId=…` reports each PENDING,
 * then DELIVERED once `deliverAfterMs` passed. A destination starting with 000 is never delivered.
 */
export function infobipStandIn(apiKey: string): InfobipStandIn {
  const received: ReceivedSmsRequest[] = [];
  const sent = new Map<string, Sent>();
  const statusOf = (message: Sent) =>
    Date.now() - message.at >= standIn.deliverAfterMs && !message.to.startsWith('000') ? DELIVERED : PENDING;
  const handle: StandInHandler = (request, response) => {
    void readJson(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const authorization = request.headers.authorization;
      received.push({ method: request.method ?? '', path: url.pathname + url.search, authorization, body });
      if (authorization !== `App ${apiKey}`) {
        return json(response, 401, {
          requestError: { serviceException: { messageId: 'UNAUTHORIZED', text: 'Invalid login details' } },
        });
      }
      if (request.method === 'POST' && url.pathname === '/sms/2/text/advanced') {
        const messages = (body as { messages?: unknown } | undefined)?.messages;
        if (!Array.isArray(messages)) return json(response, 400, { requestError: { serviceException: {} } });
        const answered = messages.flatMap(
          (message: { destinations?: { to: string }[]; from: string; text: string }) =>
            (message.destinations ?? []).map(({ to }) => {
              const messageId = randomUUID();
              sent.set(messageId, { messageId, to, from: message.from, text: message.text, at: Date.now() });
              return { to, status: PENDING, messageId };
            }),
        );
        return json(response, 200, { bulkId: randomUUID(), messages: answered });
      }
      if (request.method === 'GET' && url.pathname === '/sms/1/logs') {
        const results = url.searchParams
          .getAll('messageId')
          .flatMap((id) => {
            const message = sent.get(id);
            return message === undefined ? [] : [{ ...message, status: statusOf(message) }];
          })
          .map(({ messageId, to, from, text, status }) => ({ messageId, to, from, text, status }));
        return json(response, 200, { results });
      }
      return json(response, 404, { requestError: { serviceException: { messageId: 'NOT_FOUND' } } });
    });
  };
  const standIn: InfobipStandIn = { handle, received, deliverAfterMs: 1500 };
  return standIn;
}

export async function startSmsGatewayStandIn(apiKey: string, port = 0): Promise<SmsGatewayStandIn> {
  const gateway = infobipStandIn(apiKey);
  return Object.assign(gateway, await listenLocally(gateway.handle, port));
}
