/** A team channel a bot posts to: the bot API's address, the bot's token and the channel. */
export interface ChatChannel {
  provider: 'TELEGRAM' | 'SLACK';
  apiUrl?: string;
  botToken: string;
  channelId: string;
}

/** The services' own bot API addresses. */
const DEFAULT_API_URL = { TELEGRAM: 'https://api.telegram.org', SLACK: 'https://slack.com/api' } as const;
const TIMEOUT_MS = 10_000;

/** A failed post, described without the request (whose address or headers hold the bot token). */
export class ChatPostError extends Error {
  override readonly name = 'ChatPostError';
}

/**
 * Posts `text` to the channel: by Telegram's Bot API (`POST {apiUrl}/bot{token}/sendMessage` with `chat_id`
 * and `text`) or Slack's Web API (`POST {apiUrl}/chat.postMessage`, `Authorization: Bearer {token}`, with
 * `channel` and `text`). Both answer `{ ok: true, … }` when the message was posted.
 */
export async function postToChat(channel: ChatChannel, text: string): Promise<void> {
  const base = (channel.apiUrl || DEFAULT_API_URL[channel.provider]).replace(/\/$/, '');
  const telegram = channel.provider === 'TELEGRAM';
  const url = telegram ? `${base}/bot${channel.botToken}/sendMessage` : `${base}/chat.postMessage`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(telegram ? {} : { authorization: `Bearer ${channel.botToken}` }),
      },
      body: JSON.stringify(
        telegram ? { chat_id: channel.channelId, text } : { channel: channel.channelId, text },
      ),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ChatPostError(`${channel.provider} unreachable: ${(error as Error).name}`);
  }
  const answer = (await response.json().catch(() => undefined)) as
    { ok?: unknown; error?: unknown } | undefined;
  if (!response.ok || answer?.ok !== true) {
    const reason = typeof answer?.error === 'string' ? `: ${answer.error}` : '';
    throw new ChatPostError(`${channel.provider} answered ${response.status}${reason}`);
  }
}
