import {
  answerJson,
  listenLocally,
  readJson,
  type ListeningStandIn,
  type StandInHandler,
} from '../standInHttp.js';

/** A message a bot posted to the stand-in. */
export interface PostedMessage {
  provider: 'TELEGRAM' | 'SLACK';
  /** The bot token it came with (in Telegram's address or Slack's Authorization header). */
  botToken: string;
  channelId: string;
  text: string;
}

export interface ChatStandIn {
  handle: StandInHandler;
  posted: PostedMessage[];
}

export type ChatStandInServer = ChatStandIn & ListeningStandIn;

/**
 * A local bot API of Telegram (`POST /bot{token}/sendMessage`) and Slack (`POST /chat.postMessage` with a
 * bearer token) for tests: it keeps what it is posted and answers `{ ok: true }`; a token of `refused`
 * gets the service's refusal.
 */
export function chatStandIn(): ChatStandIn {
  const posted: PostedMessage[] = [];
  const handle: StandInHandler = (request, response) => {
    void readJson(request).then((body) => {
      const message = (body ?? {}) as Record<string, unknown>;
      const telegram = /^\/bot([^/]+)\/sendMessage$/.exec(request.url ?? '');
      const slack = request.url === '/chat.postMessage';
      const token = telegram?.[1] ?? /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (request.method !== 'POST' || (telegram === null && !slack))
        return answerJson(response, 404, { ok: false });
      if (token === undefined || token === 'refused') {
        return answerJson(response, telegram ? 401 : 200, {
          ok: false,
          error: telegram ? 'Unauthorized' : 'invalid_auth',
        });
      }
      posted.push({
        provider: telegram ? 'TELEGRAM' : 'SLACK',
        botToken: token,
        channelId: String(telegram ? message.chat_id : message.channel),
        text: String(message.text),
      });
      return answerJson(
        response,
        200,
        telegram ? { ok: true, result: { message_id: posted.length } } : { ok: true, ts: `${Date.now()}` },
      );
    });
  };
  return { handle, posted };
}

export async function startChatStandIn(port = 0): Promise<ChatStandInServer> {
  const standIn = chatStandIn();
  return Object.assign(standIn, await listenLocally(standIn.handle, port));
}
