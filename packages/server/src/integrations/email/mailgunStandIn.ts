import { randomUUID } from 'node:crypto';
import {
  answerJson,
  listenLocally,
  readBody,
  type ListeningStandIn,
  type StandInHandler,
} from '../standInHttp.js';

/** A message the stand-in took, as Mailgun's events list shows it. */
export interface ReceivedEmail {
  id: string;
  domain: string;
  authorization: string | undefined;
  from: string;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

export interface MailgunStandIn {
  handle: StandInHandler;
  received: ReceivedEmail[];
}

/** The stand-in on its own port: `url` is the `apiUrl` to give the integration. */
export type MailgunStandInServer = MailgunStandIn & ListeningStandIn;

/**
 * A local Mailgun speaking its HTTP API, for tests and the demo: `POST /{domain}/messages` (multipart, HTTP
 * basic auth `api:{apiKey}`, else 401) takes a message and answers its id; `GET /{domain}/events` lists what it
 * took as `accepted` events, newest first. An optional leading `/v3` is Mailgun's version segment.
 */
export function mailgunStandIn(apiKey: string): MailgunStandIn {
  const received: ReceivedEmail[] = [];
  const expected = `Basic ${Buffer.from(`api:${apiKey}`).toString('base64')}`;
  const handle: StandInHandler = (request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const match = /^(?:\/v3)?\/([^/]+)\/(messages|events)$/.exec(url.pathname);
      if (request.headers.authorization !== expected)
        return answerJson(response, 401, { message: 'Forbidden' });
      if (match === null) return answerJson(response, 404, { message: 'Not found' });
      const domain = decodeURIComponent(match[1] as string);
      if (match[2] === 'events' && request.method === 'GET') {
        const items = received
          .filter((email) => email.domain === domain)
          .reverse()
          .map((email) => ({
            event: 'accepted',
            recipient: email.to,
            message: {
              headers: { 'message-id': email.id, from: email.from, to: email.to, subject: email.subject },
              attachments: email.attachments.map(({ filename, contentType, size }) => ({
                filename,
                'content-type': contentType,
                size,
              })),
            },
          }));
        return answerJson(response, 200, { items });
      }
      if (match[2] !== 'messages' || request.method !== 'POST') return answerJson(response, 405, {});
      let form: FormData;
      try {
        form = await new Response(body, {
          headers: { 'content-type': request.headers['content-type'] ?? '' },
        }).formData();
      } catch {
        return answerJson(response, 400, { message: 'not a multipart form' });
      }
      const field = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : '';
      };
      if (field('from') === '' || field('to') === '')
        return answerJson(response, 400, { message: "'to' and 'from' are required" });
      if (field('text') === '' && field('html') === '')
        return answerJson(response, 400, {
          message: "Need at least one of 'text' or 'html' parameters specified",
        });
      const files = form.getAll('attachment').filter((part) => typeof part !== 'string') as Blob[] as File[];
      const attachments = await Promise.all(
        files.map(async (file) => ({
          filename: file.name,
          contentType: file.type,
          size: (await file.arrayBuffer()).byteLength,
        })),
      );
      const id = `<${randomUUID()}@${domain}>`;
      received.push({
        id,
        domain,
        authorization: request.headers.authorization,
        from: field('from'),
        to: field('to'),
        cc: field('cc'),
        bcc: field('bcc'),
        subject: field('subject'),
        text: field('text'),
        html: field('html'),
        attachments,
      });
      return answerJson(response, 200, { id, message: 'Queued. Thank you.' });
    })();
  };
  return { handle, received };
}

export async function startMailgunStandIn(apiKey: string, port = 0): Promise<MailgunStandInServer> {
  const standIn = mailgunStandIn(apiKey);
  return Object.assign(standIn, await listenLocally(standIn.handle, port));
}
